import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { orders, proxyAccounts, residentialPackages, staticIps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import {
  apiFor,
  type Customer,
  completeSandboxCheckout,
  createCustomer,
  createRegion,
  topUp,
} from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { gatewayEnv, reportUsage } from "../../test/traffic-fixtures.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { refundOrder } from "../payments/refund.service.ts";

/**
 * What a refund takes back besides the money: a residential refund its share of the plan's
 * traffic, only while that traffic is unused; a full refund of a renewal the time it added; a full
 * refund of static IPs the IPs, saying which renewals of them were paid separately.
 */
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: gatewayEnv });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const admin = (...argv: string[]) =>
  runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, argv);
const orderRow = async (orderNo: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
};
const trafficOf = async (customer: Customer) => {
  const [row] = await t.database.db.select().from(proxyAccounts).where(eq(proxyAccounts.userId, customer.userId));
  return row;
};

/** The $30.00 Starter plan (10 GB), paid on the sandbox's card page. */
async function paidPlan(customer: Customer) {
  const [plan] = await t.database.db
    .select()
    .from(residentialPackages)
    .where(eq(residentialPackages.titleEn, "Starter"));
  const api = apiFor(t.app, customer);
  const orderNo = (await api.post("/api/order/create", { type: 1, package_id: plan?.id })).json().data
    .order_no as string;
  const started = await api.post("/api/payment/create", { order_no: orderNo, pay_type: 1 });
  expect((await completeSandboxCheckout(t.app, started.json().data.url, "paid")).statusCode).toBe(303);
  expect(await orderRow(orderNo)).toMatchObject({ payStatus: 2, priceCents: 3000, flowMb: 10240 });
  return orderNo;
}

describe("residential refunds take back the unused traffic", () => {
  it("a part takes its share of the plan's traffic; the rest takes all of it", async () => {
    const customer = await createCustomer(t);
    const orderNo = await paidPlan(customer);
    expect(await trafficOf(customer)).toMatchObject({ purchasedMb: 10240, usedBytes: 0 });
    await admin("order:refund", "--order", orderNo, "--amount", "7");
    // 10240 MB × 7/30, rounded down: the customer keeps the odd megabyte, never loses it.
    expect((await trafficOf(customer))?.purchasedMb).toBe(10240 - 2389);
    await admin("order:refund", "--order", orderNo, "--to", "provider");
    expect((await trafficOf(customer))?.purchasedMb).toBe(0);
  });

  it("is refused for traffic already used, and made for what is unused", async () => {
    const customer = await createCustomer(t);
    const orderNo = await paidPlan(customer);
    // 7000 MB used, as the gateway reports it (ADR 411): the only way usage reaches an account.
    const used = await reportUsage(t.app, {
      batch_id: `refund-test-${orderNo}`,
      records: [
        {
          username: (await trafficOf(customer))?.username ?? "",
          hour: Math.floor(Date.now() / 1000) - 3600,
          bytes: 7e9,
        },
      ],
    });
    expect(used.json().data.debited_bytes).toBe(7000 * 1_000_000);
    await expect(admin("order:refund", "--order", orderNo)).rejects.toThrow(
      "Refunding $30.00 takes back 10240 MB of traffic, but only 3240 MB of the customer's traffic is unused.",
    );
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 0 });
    await admin("order:refund", "--order", orderNo, "--amount", "9");
    expect(await trafficOf(customer)).toMatchObject({ purchasedMb: 10240 - 3072, usedBytes: 7000 * 1_000_000 });
  });

  it("is taken while the provider is asked, and given back when it refuses", async () => {
    const customer = await createCustomer(t);
    const orderNo = await paidPlan(customer);
    const sandbox = t.app.payments.providers.byName("sandbox") as PaymentProvider;
    const refusing = { ...sandbox, refund: async () => ({ outcome: "refused", reason: "No" }) } as PaymentProvider;
    await expect(
      refundOrder({ db: t.database.db, provider: () => refusing }, { orderNo, to: "provider", amountCents: 1500 }),
    ).rejects.toMatchObject({ code: "refund_refused" });
    expect((await trafficOf(customer))?.purchasedMb).toBe(10240);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 0 });
  });
});

describe("static refunds and renewals", () => {
  async function ownedIpWithRenewal(code: string) {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    await topUp(t.app, customer, 20);
    const region = await createRegion(t, code, 1, 500);
    const bought = (
      await api.post("/api/order/create", { type: 2, date_unit: "weekly", static_commodity: `${region}:1` })
    ).json().data.order_no as string;
    expect((await api.post("/api/checkout/pay", { order_no: bought })).statusCode).toBe(200);
    const [ip] = await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, region));
    if (!ip?.expireAt) throw new Error("no IP");
    const renewal = (
      await api.post("/api/order/renew", { type: 2, renew_ip_ids: [ip.id], date_unit: "monthly" })
    ).json().data.order_no as string;
    expect((await api.post("/api/checkout/pay", { order_no: renewal })).statusCode).toBe(200);
    const expiry = async () =>
      (await t.database.db.select().from(staticIps).where(eq(staticIps.id, ip.id)))[0]?.expireAt?.getTime();
    expect(await expiry()).toBe(ip.expireAt.getTime() + 30 * DAY);
    return { bought, renewal, expiry, firstExpiry: ip.expireAt.getTime(), ipId: ip.id };
  }

  it("a full refund of a renewal takes back the period it added; a part of one leaves it", async () => {
    const { renewal, expiry, firstExpiry } = await ownedIpWithRenewal("RGA");
    await admin("order:refund", "--order", renewal, "--amount", "1");
    expect(await expiry()).toBe(firstExpiry + 30 * DAY);
    expect(await admin("order:refund", "--order", renewal)).toContain("(fully refunded)");
    expect(await expiry()).toBe(firstExpiry);
  });

  it("a full refund of static IPs takes them back and names their renewals, which stay separate orders", async () => {
    const { bought, renewal, ipId } = await ownedIpWithRenewal("RGB");
    const answer = await admin("order:refund", "--order", bought);
    expect(answer).toContain(`Refunded $2.00 of ${bought} to the customer's wallet (fully refunded)`);
    expect(answer).toContain(
      `Its IPs are back in stock; the renewal ${renewal} paid for them is a separate order and was not refunded.`,
    );
    const [ip] = await t.database.db.select().from(staticIps).where(eq(staticIps.id, ipId));
    expect(ip).toMatchObject({ status: "available", ownerId: null, expireAt: null });
    expect(await admin("order:refund", "--order", renewal)).toContain("(fully refunded)");
    expect(await orderRow(renewal)).toMatchObject({ refundStatus: 2 });
  });
});
