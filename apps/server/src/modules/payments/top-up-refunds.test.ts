import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { ledgerAccounts, ledgerEntries, ledgerTransfers, orderRefunds, orders } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { type PaymentProvider, RefundOutcomeUnknown } from "./payment-provider.ts";
import { refundOrder } from "./refund.service.ts";

/**
 * A top-up is money the customer holds, not revenue: it is refunded only back through the provider
 * that brought it, by taking it out of the wallet it credited — never while that money is spent,
 * never as a second credit to the same wallet.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const admin = (...argv: string[]) =>
  runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, argv);
const balanceOf = async (customer: Customer) =>
  (await apiFor(t.app, customer).get("/api/member/wallet")).json().data.balance as number;
const orderRow = async (orderNo: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
};
/** Every ledger entry booked for the order, by the kind of account it moved. */
const entriesOf = async (orderNo: string) =>
  t.database.db
    .select({ key: ledgerTransfers.idempotencyKey, account: ledgerAccounts.kind, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransfers.orderNo, orderNo))
    .orderBy(ledgerEntries.id);

describe("refunding a top-up", () => {
  it("to the wallet it is refused: the money is already there, and the customer would keep both", async () => {
    const customer = await createCustomer(t);
    const orderNo = await topUp(t.app, customer, 10);
    await expect(admin("order:refund", "--order", orderNo)).rejects.toThrow(
      `${orderNo} is a top-up: it is already in the customer's balance. Refund it with --to provider, which takes it back from the balance.`,
    );
    expect(await balanceOf(customer)).toBe(10);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 0, refundStatus: 0 });
  });

  it("through the provider it is taken out of the wallet, part then the rest; revenue is never touched", async () => {
    const customer = await createCustomer(t);
    const orderNo = await topUp(t.app, customer, 10);
    expect(await admin("order:refund", "--order", orderNo, "--to", "provider", "--amount", "4")).toContain(
      `Refunded $4.00 of ${orderNo} to sandbox`,
    );
    expect(await balanceOf(customer)).toBe(6);
    expect(await admin("order:refund", "--order", orderNo, "--to", "provider")).toContain(
      `Refunded $6.00 of ${orderNo} to sandbox (fully refunded)`,
    );
    expect(await balanceOf(customer)).toBe(0);
    const entries = await entriesOf(orderNo);
    expect(entries.filter((entry) => entry.account === "revenue")).toEqual([]);
    expect(entries.filter((entry) => entry.key.startsWith("refund:")).map((e) => [e.account, e.cents])).toEqual([
      ["customer_wallet", -400],
      ["provider_clearing", 400],
      ["customer_wallet", -600],
      ["provider_clearing", 600],
    ]);
    const log = (await apiFor(t.app, customer).get("/api/member/balance_log")).json().data.list;
    expect(log.map((line: { deducted_amount: number }) => line.deducted_amount)).toEqual([6, 4]);
    const wallet = (await apiFor(t.app, customer).get("/api/member/wallet")).json().data;
    expect(wallet).toMatchObject({ total_charged: 0, total_spend: 0 });
  });

  it("is refused for what the customer has spent since, and made for what is left", async () => {
    const customer = await createCustomer(t);
    const orderNo = await topUp(t.app, customer, 10);
    const api = apiFor(t.app, customer);
    const bought = (
      await api.post("/api/order/create", {
        type: 2,
        date_unit: "monthly",
        static_commodity: `${await createRegion(t, "TUA", 1, 500)}:1`,
      })
    ).json().data;
    expect((await api.post("/api/checkout/pay", { order_no: bought.order_no })).statusCode).toBe(200);
    await expect(admin("order:refund", "--order", orderNo, "--to", "provider")).rejects.toThrow(
      "Only $5.00 of this top-up is still in the customer's balance: a top-up is refunded by taking it back from there.",
    );
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 0 });
    expect(
      await t.database.db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, (await orderRow(orderNo)).id)),
    ).toEqual([]);
    expect(await admin("order:refund", "--order", orderNo, "--to", "provider", "--amount", "5")).toContain(
      "Refunded $5.00",
    );
    expect(await balanceOf(customer)).toBe(0);
  });

  it("refunding the top-up and spending it at once: one of them gets the money, the wallet never goes below zero", async () => {
    const customer = await createCustomer(t);
    const orderNo = await topUp(t.app, customer, 10);
    const api = apiFor(t.app, customer);
    const bought = (
      await api.post("/api/order/create", {
        type: 2,
        date_unit: "monthly",
        static_commodity: `${await createRegion(t, "TUC", 1, 500)}:1`,
      })
    ).json().data;
    const [refunded, paid] = await Promise.allSettled([
      admin("order:refund", "--order", orderNo, "--to", "provider"),
      api.post("/api/checkout/pay", { order_no: bought.order_no }),
    ]);
    const refundMade = refunded.status === "fulfilled";
    const payMade = paid.status === "fulfilled" && paid.value.statusCode === 200;
    expect([refundMade, payMade].filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(customer)).toBe(refundMade ? 0 : 5);
    expect((await orderRow(orderNo)).refundedCents).toBe(refundMade ? 1000 : 0);
  });

  it("the wallet is debited while the provider is asked: spending it meanwhile is refused; a refusal puts it back", async () => {
    const customer = await createCustomer(t);
    const orderNo = await topUp(t.app, customer, 10);
    const sandbox = t.app.payments.providers.byName("sandbox") as PaymentProvider;
    let answer: () => Promise<Awaited<ReturnType<PaymentProvider["refund"]>>> = () => {
      throw new RefundOutcomeUnknown("timed out");
    };
    const provider = { ...sandbox, refund: () => answer() } as PaymentProvider;
    const refund = () =>
      refundOrder({ db: t.database.db, provider: () => provider }, { orderNo, to: "provider", requestId: "topup-1" });

    await expect(refund()).rejects.toMatchObject({ code: "refund_outcome_unknown", params: { requestId: "topup-1" } });
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 1000 });
    expect(await balanceOf(customer)).toBe(0);
    const api = apiFor(t.app, customer);
    const bought = (
      await api.post("/api/order/create", {
        type: 2,
        date_unit: "monthly",
        static_commodity: `${await createRegion(t, "TUB", 1, 500)}:1`,
      })
    ).json().data;
    expect((await api.post("/api/checkout/pay", { order_no: bought.order_no })).statusCode).toBe(422);

    answer = async () => ({ outcome: "refused", reason: "Card closed" });
    await expect(refund()).rejects.toMatchObject({ code: "refund_refused", params: { reason: "Card closed" } });
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 0, refundStatus: 0 });
    expect(await balanceOf(customer)).toBe(10);
    const log = (await api.get("/api/member/balance_log")).json().data.list;
    expect(log.map((line: { deducted_amount: number }) => line.deducted_amount)).toEqual([-10, 10]);
    expect((await api.post("/api/checkout/pay", { order_no: bought.order_no })).statusCode).toBe(200);
  });

  it("a lost answer, then the same request id: the wallet is debited once", async () => {
    const customer = await createCustomer(t);
    const orderNo = await topUp(t.app, customer, 10);
    const sandbox = t.app.payments.providers.byName("sandbox") as PaymentProvider;
    let calls = 0;
    const provider = {
      ...sandbox,
      refund: async (request: Parameters<PaymentProvider["refund"]>[0]) => {
        if (calls++ === 0) throw new RefundOutcomeUnknown("connection reset");
        return sandbox.refund(request);
      },
    } as PaymentProvider;
    const refund = () =>
      refundOrder(
        { db: t.database.db, provider: () => provider },
        { orderNo, to: "provider", amountCents: 300, requestId: "topup-2" },
      );
    await expect(refund()).rejects.toMatchObject({ code: "refund_outcome_unknown" });
    expect(await balanceOf(customer)).toBe(7);
    expect(await refund()).toMatchObject({ amountCents: 300, already: false });
    expect(await refund()).toMatchObject({ amountCents: 300, already: true });
    expect(await balanceOf(customer)).toBe(7);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 300, refundPendingCents: 0, refundStatus: 1 });
  });
});
