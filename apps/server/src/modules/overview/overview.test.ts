import { consoleOverview, type OverviewTotals } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { consoleMember, expectConsoleRefusals } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, completeSandboxCheckout, createCustomer, topUp } from "../../test/money-fixtures.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/** The console's overview (issue #25 item 8) counts what happened, once, on the reader's day. */
let t: TestApp;
let finance: ConsoleClient;

beforeAll(async () => {
  t = await createTestApp();
  finance = (await consoleMember(t, "finance")).client;
});
afterAll(() => t.close());

type Overview = { today: OverviewTotals; month: OverviewTotals; days: (OverviewTotals & { day: string })[] };
const offset = -new Date().getTimezoneOffset();
async function overview(query = `offset_minutes=${offset}`): Promise<Overview> {
  const response = await finance.get(`${consoleOverview.path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("the console's overview", () => {
  it("is closed to customers, API keys, anonymous callers and members without orders:read", async () => {
    const content = await consoleMember(t, "content");
    await expectConsoleRefusals(t, [consoleOverview], content.client);
  });

  it("counts a signup, a top-up, a failed payment, a paid order and a refund today and this month, and on the chart", async () => {
    const before = await overview();
    const customer = await createCustomer(t);
    await topUp(t.app, customer, 30);

    const api = apiFor(t.app, customer);
    const failing = await api.post("/api/payment/recharge", { pay_type: 1, deposit: 1500 });
    expect((await completeSandboxCheckout(t.app, failing.json().data.url, "failed")).statusCode).toBe(303);

    const plans = (await api.get("/api/index/packages?type=1")).json().data["1"] as {
      id: number;
      type: number;
      sale_price: number;
    }[];
    const plan = plans.find((entry) => entry.type === 1 && entry.sale_price > 0 && entry.sale_price <= 30);
    if (!plan) throw new Error("no plan the top-up pays for");
    const order = (await api.post("/api/order/create", { type: 1, pay_type: 3, package_id: plan.id })).json().data;
    expect((await api.post("/api/checkout/pay", { order_no: order.order_no })).statusCode).toBe(200);
    await runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, [
      "order:refund",
      "--order",
      order.order_no,
      "--amount",
      "1",
    ]);

    const after = await overview();
    const planCents = Math.round(plan.sale_price * 100);
    const expected = {
      signups: 1,
      top_ups: 1,
      top_up_cents: 3000,
      failed_payments: 1,
      paid_orders: 1,
      revenue_cents: planCents,
      refunds: 1,
      refund_cents: 100,
    };
    for (const period of ["today", "month"] as const)
      for (const [key, value] of Object.entries(expected))
        expect(
          after[period][key as keyof OverviewTotals] - before[period][key as keyof OverviewTotals],
          `${period} ${key}`,
        ).toBe(value);
    // Today is the chart's last day, with the same figures.
    expect(after.days).toHaveLength(30);
    const { day, ...lastDay } = after.days.at(-1) as OverviewTotals & { day: string };
    expect(lastDay).toEqual(after.today);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers for any reader's zone and length, and refuses an offset that is no time zone", async () => {
    const far = await overview("offset_minutes=840&days=7");
    expect(far.days).toHaveLength(7);
    const bad = await finance.get(`${consoleOverview.path}?offset_minutes=9999`);
    expect(bad.statusCode).toBe(400);
  });
});
