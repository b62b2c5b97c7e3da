import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { coupons, ledgerTransfers, orderRefunds, orders, staticIps } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { apiFor, completeSandboxCheckout, createCustomer, createRegion, topUp } from "../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../test/money-invariants.ts";
import { runAdminCommand } from "./admin-commands.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const admin = (...argv: string[]) =>
  runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, argv);

describe("npm run admin", () => {
  it("creates coupons and refuses bad ones in one sentence", async () => {
    expect(
      await admin(
        "coupon:create",
        "--code",
        "spring5",
        "--fixed",
        "5.00",
        "--min",
        "20",
        "--max-uses",
        "100",
        "--per-customer",
        "1",
      ),
    ).toBe("Coupon SPRING5 created: $5.00 off.");
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, "SPRING5"));
    expect(row).toMatchObject({ kind: "fixed", value: 500, minAmountCents: 2000, maxUses: 100, maxUsesPerCustomer: 1 });
    await expect(admin("coupon:create", "--code", "SPRING5", "--percent", "5")).rejects.toThrow(
      "A coupon SPRING5 exists already.",
    );
    await expect(admin("coupon:create", "--code", "BOTH", "--percent", "5", "--fixed", "1")).rejects.toThrow(
      "Give exactly one of --percent and --fixed.",
    );
    await expect(admin("coupon:create", "--code", "BIG", "--percent", "150")).rejects.toThrow(
      "--percent takes 1 to 100.",
    );
    await expect(admin("launch")).rejects.toThrow(/Unknown command “launch”/);
  });

  it("the demo data holds the coupon the README names", async () => {
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
    expect(row).toMatchObject({ kind: "percent", value: 10 });
  });

  it("sets a credit line the checkout then offers", async () => {
    const customer = await createCustomer(t);
    expect(await admin("credit:set", "--email", customer.email, "--limit", "50")).toBe(
      `Credit line of ${customer.email} set to $50.00.`,
    );
    expect((await apiFor(t.app, customer).get("/api/member/wallet")).json().data.credit_balance).toBe(50);
    await expect(admin("credit:set", "--email", "nobody@example.com", "--limit", "5")).rejects.toThrow(
      "No customer has the email nobody@example.com.",
    );
  });

  it("refunds partly then fully to the wallet, never above what was paid; a full refund of IPs frees them", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    await topUp(t.app, customer, 20);
    const region = await createRegion(t, "ADA", 2, 500);
    const order = (
      await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:2` })
    ).json().data;
    expect((await api.post("/api/checkout/pay", { order_no: order.order_no })).statusCode).toBe(200);
    expect(await admin("order:refund", "--order", order.order_no, "--amount", "4")).toMatch(
      /^Refunded \$4\.00 of S\w+ to the customer's wallet; request id rf_[0-9a-f]{20}\.$/,
    );
    await expect(admin("order:refund", "--order", order.order_no, "--amount", "6.01")).rejects.toThrow(
      "A refund cannot exceed what is left of the payment ($6.00).",
    );
    expect(await admin("order:refund", "--order", order.order_no)).toContain(
      `Refunded $6.00 of ${order.order_no} to the customer's wallet (fully refunded); request id rf_`,
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, order.order_no));
    expect(row).toMatchObject({ refundedCents: 1000, refundStatus: 2, dealStatus: 4 });
    expect((await api.get("/api/member/wallet")).json().data.balance).toBe(20);
    const info = (await api.get(`/api/order/info?order_no=${order.order_no}`)).json().data;
    expect(info).toMatchObject({ refund_status: 2, refunded_amount: 10, deal_status: 4 });
    const ips = await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, region));
    expect(ips.map((ip) => ip.status)).toEqual(["available", "available"]);
    const log = (await api.get("/api/member/balance_log")).json().data.list;
    expect(log.map((line: { deducted_amount: number }) => line.deducted_amount)).toEqual([-6, -4, 10]);
    await expect(admin("order:refund", "--order", order.order_no, "--amount", "0.01")).rejects.toThrow("($0.00)");
  });

  it("refunds a sandbox card payment back through the sandbox, once per request id, and nothing to the wallet", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const region = await createRegion(t, "ADB", 1, 500);
    const order = (
      await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:1` })
    ).json().data;
    const started = await api.post("/api/payment/create", { order_no: order.order_no, pay_type: 1 });
    expect((await completeSandboxCheckout(t.app, started.json().data.url, "paid")).statusCode).toBe(303);
    const refund = (...rest: string[]) => admin("order:refund", "--order", order.order_no, "--to", "provider", ...rest);
    expect(await refund("--amount", "1.50", "--request-id", "sandbox-part")).toBe(
      `Refunded $1.50 of ${order.order_no} to sandbox; request id sandbox-part.`,
    );
    expect(await refund("--amount", "1.50", "--request-id", "sandbox-part")).toBe(
      `Already refunded $1.50 of ${order.order_no} to sandbox; request id sandbox-part.`,
    );
    await expect(admin("order:refund", "--order", order.order_no, "--request-id", "bad id")).rejects.toThrow(
      "--request-id takes 6–64 letters, digits, - or _.",
    );
    expect(await refund()).toContain(`Refunded $3.50 of ${order.order_no} to sandbox (fully refunded)`);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, order.order_no));
    expect(row).toMatchObject({ refundedCents: 500, refundPendingCents: 0, refundStatus: 2, dealStatus: 4 });
    const refunds = await t.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, row?.id ?? 0));
    expect(refunds.map((r) => [r.status, r.provider, r.amountMinor])).toEqual([
      ["succeeded", "sandbox", 150],
      ["succeeded", "sandbox", 350],
    ]);
    expect(refunds[0]?.providerRefundRef).toMatch(/^sbx_re_[0-9a-f]{24}$/);
    const transfers = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.orderNo, order.order_no));
    expect(transfers.filter((transfer) => transfer.kind === "refund")).toHaveLength(2);
    expect((await api.get("/api/member/wallet")).json().data.balance).toBe(0);
  });
});
