import {
  type ConsoleOrderRow,
  consoleCloseOrder,
  consoleOrderDetail,
  consoleOrders,
  consoleOrdersExport,
  consoleRefundOrder,
} from "@portico/contracts";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, orderRefunds } from "../../db/schema/index.ts";
import { consoleMember, expectConsoleRefusals } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/** The console's orders (issue #25 item 4): the list and its filters, an order's page, closing, refunds. */
let t: TestApp;
let finance: ConsoleClient;
let support: ConsoleClient;
let alice: Customer;
let bob: Customer;
let topUpNo: string;
let paidNo: string;
let unpaidNo: string;
let planCents: number;

beforeAll(async () => {
  t = await createTestApp();
  finance = (await consoleMember(t, "finance")).client;
  support = (await consoleMember(t, "support")).client;
  alice = await createCustomer(t);
  bob = await createCustomer(t);
  topUpNo = await topUp(t.app, alice, 40);
  const plans = (await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"] as {
    id: number;
    type: number;
    sale_price: number;
  }[];
  const plan = plans.find((entry) => entry.type === 1 && entry.sale_price > 2 && entry.sale_price <= 40);
  if (!plan) throw new Error("no plan under $40");
  planCents = Math.round(plan.sale_price * 100);
  const api = apiFor(t.app, alice);
  paidNo = (await api.post("/api/order/create", { type: 1, pay_type: 3, package_id: plan.id })).json().data.order_no;
  expect((await api.post("/api/checkout/pay", { order_no: paidNo })).statusCode).toBe(200);
  unpaidNo = (await apiFor(t.app, bob).post("/api/order/create", { type: 1, package_id: plan.id })).json().data
    .order_no;
});
// Refunds and closes move money and stock: the ledger and the orders must still agree after each.
afterEach(() => assertMoneyInvariants(t.database.db));
afterAll(() => t.close());

async function list(client: ConsoleClient, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await client.get(`${consoleOrders.path}?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { list: ConsoleOrderRow[]; count: number; next_cursor: string | null };
}

const auditsOf = (action: string, orderNo: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, orderNo)));

describe("the console's orders", () => {
  it("are closed to customers, API keys, anonymous callers and members without the permission", async () => {
    const content = (await consoleMember(t, "content")).client;
    await expectConsoleRefusals(
      t,
      [consoleOrders, consoleOrdersExport, consoleOrderDetail, consoleCloseOrder],
      content,
    );
    await expectConsoleRefusals(t, [consoleRefundOrder], support);
  });

  it("lists every customer's orders newest first, and narrows by customer, status, kind, number and amount", async () => {
    const all = await list(finance, { limit: 100 });
    const numbers = all.list.map((row) => row.order_no);
    expect(numbers).toEqual(expect.arrayContaining([topUpNo, paidNo, unpaidNo]));
    expect(numbers.indexOf(unpaidNo)).toBeLessThan(numbers.indexOf(topUpNo));

    const alices = await list(finance, { email: alice.email.toUpperCase() });
    expect(alices.list.map((row) => row.order_no).sort()).toEqual([topUpNo, paidNo].sort());
    expect(alices.list.every((row) => row.customer.email === alice.email)).toBe(true);
    expect((await list(finance, { email: "nobody@example.com" })).list).toEqual([]);

    const unpaid = await list(finance, { pay_status: 1 });
    expect(unpaid.list.map((row) => row.order_no)).toContain(unpaidNo);
    expect(unpaid.list.every((row) => row.pay_status === 1)).toBe(true);
    const topUps = await list(finance, { kind: "recharge", email: alice.email });
    expect(topUps.list.map((row) => row.order_no)).toEqual([topUpNo]);
    expect((await list(finance, { order_no: paidNo })).list).toHaveLength(1);
    const around = await list(finance, { email: alice.email, min_amount: 39.99, max_amount: 40 });
    expect(around.list.map((row) => row.order_no)).toEqual([topUpNo]);
  });

  it("exports the filtered orders as an xlsx file, and records who took it", async () => {
    const response = await finance.get(`${consoleOrdersExport.path}?email=${encodeURIComponent(alice.email)}`);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().data as { filename: string; content_base64: string; rows: number; truncated: boolean };
    expect(file.filename).toMatch(/^Orders_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.rows).toBe(2);
    expect(file.truncated).toBe(false);
    expect(Buffer.from(file.content_base64, "base64").subarray(0, 2).toString()).toBe("PK");
    const none = (await finance.get(`${consoleOrdersExport.path}?kind=recharge&order_no=${paidNo}`)).json().data;
    expect(none.rows).toBe(0);
    const bad = await finance.get(`${consoleOrdersExport.path}?kind=gift`);
    expect(bad.statusCode).toBe(400);

    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "order.export"));
    expect(audits[0]).toMatchObject({ resource: "order", after: { rows: 2, truncated: false } });
    // Amount filters are kept in whole cents: the audit carries no float (ADR 421).
    await finance.get(`${consoleOrdersExport.path}?min_amount=39.99&max_amount=40.5`);
    const [withAmounts] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "order.export"))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    expect(withAmounts?.after).toMatchObject({ filters: { min_amount_cents: 3999, max_amount_cents: 4050 } });
    expect(JSON.stringify(withAmounts?.after)).not.toContain('min_amount"');
  });

  it("pages by cursor without repeats", async () => {
    const first = await list(finance, { limit: 1, email: alice.email });
    expect(first.count).toBe(2);
    const second = await list(finance, { limit: 1, page: 2, email: alice.email, cursor: first.next_cursor ?? "" });
    expect(second.list.map((row) => row.order_no)).not.toEqual(first.list.map((row) => row.order_no));
    expect(second.next_cursor).toBeNull();
  });

  it("shows an order's checkout, webhook event and ledger transfer; an unknown number is 404", async () => {
    const topUpPage = (await finance.get(`${consoleOrderDetail.path}?order_no=${topUpNo}`)).json().data;
    expect(topUpPage.order).toMatchObject({ order_no: topUpNo, kind: "recharge", pay_status: 2, amount: 40 });
    expect(topUpPage.checkouts).toHaveLength(1);
    expect(topUpPage.checkouts[0]).toMatchObject({ state: "paid", provider: "sandbox", amount: { cents: 4000 } });
    expect(topUpPage.events.map((event: { outcome: string }) => event.outcome)).toEqual(["paid"]);
    expect(topUpPage.transfers.map((transfer: { kind: string }) => transfer.kind)).toEqual(["recharge"]);

    const paidPage = (await finance.get(`${consoleOrderDetail.path}?order_no=${paidNo}`)).json().data;
    expect(paidPage.order.refundable).toBe(planCents / 100);
    expect(paidPage.transfers[0]).toMatchObject({ kind: "order_payment", customer_delta_cents: -planCents });

    const missing = await finance.get(`${consoleOrderDetail.path}?order_no=NOPE123`);
    expect(missing.statusCode).toBe(404);
  });

  it("closes an unpaid order once, audited with the customer; a paid one is refused and changes nothing", async () => {
    const closed = await support.post(consoleCloseOrder.path, { order_no: unpaidNo, note: "asked by phone" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toEqual({ order_no: unpaidNo, pay_status: 3 });
    const again = await support.post(consoleCloseOrder.path, { order_no: unpaidNo });
    expect(again.statusCode).toBe(409);
    expect((await support.post(consoleCloseOrder.path, { order_no: paidNo })).statusCode).toBe(409);
    const audits = await auditsOf("order.close", unpaidNo);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ customerId: bob.userId, note: "asked by phone", after: { pay_status: 3 } });
  });

  it("refunds part of an order to the wallet once however often it is sent, audited in the same step; too much is refused", async () => {
    const body = { order_no: paidNo, amount: 1, to: "wallet", reason_code: "goodwill", request_id: "console-refund-1" };
    const [first, second] = await Promise.all([
      finance.post(consoleRefundOrder.path, body),
      finance.post(consoleRefundOrder.path, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().data.already, second.json().data.already].sort()).toEqual([false, true]);
    const refunds = await t.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.requestId, "console-refund-1"));
    expect(refunds).toHaveLength(1);
    const audits = await auditsOf("order.refund", paidNo);
    expect(audits.filter((row) => row.outcome === "succeeded")).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      customerId: alice.userId,
      reasonCode: "goodwill",
      after: { amount_cents: 100, to: "wallet", state: "done", request_id: "console-refund-1" },
    });
    const wallet = (await apiFor(t.app, alice).get("/api/member/wallet")).json().data;
    expect(wallet.balance).toBeCloseTo(40 - planCents / 100 + 1, 2);

    const tooMuch = await finance.post(consoleRefundOrder.path, {
      ...body,
      amount: planCents / 100,
      request_id: "console-refund-2",
    });
    expect(tooMuch.statusCode, tooMuch.body).toBeGreaterThanOrEqual(400);
    expect(tooMuch.statusCode, tooMuch.body).toBeLessThan(500);
    const refused = (await auditsOf("order.refund", paidNo)).filter((row) => row.outcome === "refused");
    expect(refused).toHaveLength(1);
    expect(
      (await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.requestId, "console-refund-2"))).length,
    ).toBe(0);
  });
});
