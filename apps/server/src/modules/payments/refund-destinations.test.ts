import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { orderRefunds, orders } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, completeSandboxCheckout, createCustomer, createRegion } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";

/**
 * One order refunded partly to the wallet and partly back through the provider: the shares, in
 * the currency the payment was taken in, add up to what was paid and never more — one after the
 * other, and at once (on PostgreSQL the two commands race for real).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const admin = (...argv: string[]) =>
  runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, argv);
const toWallet = (orderNo: string, ...rest: string[]) => admin("order:refund", "--order", orderNo, ...rest);
const toProvider = (orderNo: string, ...rest: string[]) =>
  admin("order:refund", "--order", orderNo, "--to", "provider", ...rest);

let regions = 0;
/** A $5.00 static order paid through the sandbox's Alipay, in yuan at the configured rate. */
async function paidInYuan() {
  const customer = await createCustomer(t);
  const api = apiFor(t.app, customer);
  const region = await createRegion(t, `SP${regions++}`, 1, 500);
  const orderNo = (
    await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:1` })
  ).json().data.order_no as string;
  const started = await api.post("/api/payment/create", { order_no: orderNo, pay_type: 2 });
  expect((await completeSandboxCheckout(t.app, started.json().data.url, "paid")).statusCode).toBe(303);
  const order = await orderRow(orderNo);
  expect(order).toMatchObject({ payStatus: 2, payCurrency: "cny", provider: "sandbox" });
  return { orderNo, paidFen: order.payPriceMinor ?? 0 };
}

async function orderRow(orderNo: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}
const refundsOf = async (orderNo: string) =>
  t.database.db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, (await orderRow(orderNo)).id))
    .orderBy(orderRefunds.id);
const shares = async (orderNo: string) =>
  (await refundsOf(orderNo)).map((r) => [r.destination, r.status, r.amountCents, r.currency, r.amountMinor]);

describe("refunds split between the wallet and the provider", () => {
  it("after part went to the wallet, 'the rest' to the provider asks only for what is left of the payment", async () => {
    const { orderNo, paidFen } = await paidInYuan();
    expect(paidFen).toBe(3600);
    expect(await toWallet(orderNo, "--amount", "2")).toContain(`Refunded $2.00 of ${orderNo} to the customer's wallet`);
    expect(await toProvider(orderNo)).toContain(`Refunded $3.00 of ${orderNo} to sandbox (fully refunded)`);
    expect(await shares(orderNo)).toEqual([
      ["wallet", "succeeded", 200, "cny", 1440],
      ["provider", "succeeded", 300, "cny", 2160],
    ]);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 500, refundPendingCents: 0, refundStatus: 2 });
  });

  it("a wallet refund made before shares were kept counts at the payment's rate: the provider is asked only for the rest", async () => {
    const { orderNo } = await paidInYuan();
    await toWallet(orderNo, "--amount", "2");
    // As Portico wrote a wallet refund before this change: no share in the payment's currency.
    await t.database.db
      .update(orderRefunds)
      .set({ amountMinor: null, currency: null })
      .where(eq(orderRefunds.orderId, (await orderRow(orderNo)).id));
    await toProvider(orderNo);
    expect(await shares(orderNo)).toEqual([
      ["wallet", "succeeded", 200, null, null],
      ["provider", "succeeded", 300, "cny", 2160],
    ]);
  });

  it("wallet, provider, wallet, provider: each provider share is paid minus everything refunded so far", async () => {
    const { orderNo } = await paidInYuan();
    await toWallet(orderNo, "--amount", "1");
    await toProvider(orderNo, "--amount", "1.50");
    await toWallet(orderNo, "--amount", "0.01");
    expect(await toProvider(orderNo)).toContain("Refunded $2.49");
    expect(await shares(orderNo)).toEqual([
      ["wallet", "succeeded", 100, "cny", 720],
      ["provider", "succeeded", 150, "cny", 1080],
      ["wallet", "succeeded", 1, "cny", 7],
      ["provider", "succeeded", 249, "cny", 3600 - 720 - 1080 - 7],
    ]);
  });

  it("a wallet and a provider refund at once, together above the payment: one is made, and the database never holds more than was paid", async () => {
    const { orderNo, paidFen } = await paidInYuan();
    const outcomes = await Promise.allSettled([
      toWallet(orderNo, "--amount", "3"),
      toProvider(orderNo, "--amount", "3"),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe("A refund cannot exceed what is left of the payment ($2.00).");
    const made = (await refundsOf(orderNo)).filter((r) => r.status !== "failed");
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amountCents: 300, amountMinor: 2160 });
    expect((await orderRow(orderNo)).refundedCents).toBe(300);
    expect(paidFen).toBe(3600);
  });

  it("part to the wallet and 'the rest' to the provider at once: whichever runs first, the shares add up to the payment", async () => {
    const { orderNo, paidFen } = await paidInYuan();
    const outcomes = await Promise.allSettled([toWallet(orderNo, "--amount", "2"), toProvider(orderNo)]);
    expect(outcomes.some((outcome) => outcome.status === "fulfilled")).toBe(true);
    const made = (await refundsOf(orderNo)).filter((r) => r.status !== "failed");
    expect(made.every((r) => r.currency === "cny" && r.amountMinor !== null)).toBe(true);
    expect(made.reduce((sum, r) => sum + r.amountCents, 0)).toBe(500);
    expect(made.reduce((sum, r) => sum + (r.amountMinor ?? 0), 0)).toBe(paidFen);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 500, refundPendingCents: 0, refundStatus: 2 });
  });
});
