import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { couponRedemptions, coupons, ledgerTransfers, staticIps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { createCoupon } from "../coupons/coupons.service.ts";
import { closeDueOrders } from "../orders/orders.service.ts";
import { setCustomerCreditLimit } from "../wallet/wallet.service.ts";

/**
 * Many requests at once, one outcome asserted from the database. On PostgreSQL these race for
 * real (a pool of connections); on the embedded PGlite they run one after the other, which the
 * same assertions must also survive.
 */
let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const statusesOf = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe("concurrent money paths", () => {
  it("50 parallel orders for a region with 10 IPs: exactly 10 reserved, 40 clean 409s, no 5xx", async () => {
    const region = await createRegion(t, "CCA", 10);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createCustomer(t)));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        apiFor(t.app, buyers[index % 10] as (typeof buyers)[number]).post("/api/order/create", {
          type: 2,
          date_unit: "monthly",
          static_commodity: `${region}:1`,
        }),
      ),
    );
    expect(statusesOf(responses)).toEqual({ 200: 10, 409: 40 });
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        error: "stock_insufficient",
        msg: "Only 0 IPs are left in Testland CCA; you asked for 1.",
      });
    }
    const ips = await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, region));
    expect(ips.filter((ip) => ip.status === "reserved")).toHaveLength(10);
    expect(new Set(ips.map((ip) => ip.reservedOrderId)).size).toBe(10);
  });

  it("20 parallel balance payments of one order: one debit", async () => {
    const customer = await createCustomer(t);
    await topUp(t.app, customer, 100);
    const api = apiFor(t.app, customer);
    const order = (
      await api.post("/api/order/create", {
        type: 2,
        date_unit: "monthly",
        static_commodity: `${await createRegion(t, "CCB", 2)}:1`,
      })
    ).json().data;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.post("/api/checkout/pay", { order_no: order.order_no })),
    );
    expect(statusesOf(responses)).toEqual({ 200: 1, 409: 19 });
    const debits = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.orderNo, order.order_no));
    expect(debits).toHaveLength(1);
    expect((await api.get("/api/member/wallet")).json().data.balance).toBe(95);
  });

  it("parallel payments of different orders beyond balance + credit never take the ledger below −credit", async () => {
    const customer = await createCustomer(t);
    await topUp(t.app, customer, 10);
    await t.database.db.transaction((tx) => setCustomerCreditLimit(tx, customer.userId, 1000));
    const api = apiFor(t.app, customer);
    const region = await createRegion(t, "CCC", 12, 500);
    const orderNos: string[] = [];
    for (let index = 0; index < 8; index++) {
      orderNos.push(
        (await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:1` })).json()
          .data.order_no,
      );
    }
    // $10 + $10 credit pays four $5 orders; the other four must be refused.
    const responses = await Promise.all(
      orderNos.map((orderNo) => api.post("/api/checkout/pay", { order_no: orderNo })),
    );
    expect(statusesOf(responses)).toEqual({ 200: 4, 422: 4 });
    expect((await api.get("/api/member/wallet")).json().data).toMatchObject({ balance: -10, credit_balance: 0 });
  });

  it("two concurrent cancels of one order release its IPs once", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const region = await createRegion(t, "CCD", 3);
    const order = (
      await api.post("/api/order/create", { type: 2, date_unit: "weekly", static_commodity: `${region}:2` })
    ).json().data;
    const responses = await Promise.all([
      api.post("/api/order/cancel", { order_no: order.order_no }),
      api.post("/api/order/cancel", { order_no: order.order_no }),
    ]);
    expect(statusesOf(responses)).toEqual({ 200: 1, 409: 1 });
    const ips = await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, region));
    expect(ips.filter((ip) => ip.status === "available")).toHaveLength(3);
  });

  it("a coupon with one use left, taken by two orders at once: one wins", async () => {
    const coupon = await createCoupon(t.database.db, { code: "LASTONE", kind: "fixed", value: 100, maxUses: 1 });
    const region = await createRegion(t, "CCE", 4);
    const first = await createCustomer(t);
    const second = await createCustomer(t);
    const orderOf = async (customer: typeof first) =>
      (
        await apiFor(t.app, customer).post("/api/order/create", {
          type: 2,
          date_unit: "monthly",
          static_commodity: `${region}:1`,
        })
      ).json().data.order_no as string;
    const [a, b] = [await orderOf(first), await orderOf(second)];
    const responses = await Promise.all([
      apiFor(t.app, first).post("/api/checkout/applyCoupon", { order_no: a, coupon: "LASTONE" }),
      apiFor(t.app, second).post("/api/checkout/applyCoupon", { order_no: b, coupon: "LASTONE" }),
    ]);
    expect(statusesOf(responses)).toEqual({ 200: 1, 422: 1 });
    const loser = responses.find((response) => response.statusCode === 422);
    expect(loser?.json().msg).toBe("invalid coupon: it has been used up");
    const [row] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, coupon?.id ?? 0));
    expect(row?.uses).toBe(1);
  });

  it("a coupon held by an unpaid order that closes gets its use back", async () => {
    const coupon = await createCoupon(t.database.db, { code: "COMEBACK", kind: "percent", value: 50, maxUses: 1 });
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const order = (
      await api.post("/api/order/create", {
        type: 2,
        date_unit: "monthly",
        static_commodity: `${await createRegion(t, "CCF", 2)}:1`,
      })
    ).json().data;
    expect(
      (await api.post("/api/checkout/applyCoupon", { order_no: order.order_no, coupon: "COMEBACK" })).statusCode,
    ).toBe(200);
    clock = new Date(Date.now() + 1801 * 1000);
    await closeDueOrders(t.database.db, clock);
    clock = new Date();
    const [row] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, coupon?.id ?? 0));
    expect(row?.uses).toBe(0);
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon?.id ?? 0));
    expect(redemptions.map((redemption) => redemption.status)).toEqual(["released"]);
  });
});
