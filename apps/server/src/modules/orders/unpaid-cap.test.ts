import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { orders, staticIps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type Api, apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { closeDueOrders } from "./orders.service.ts";

/**
 * The cap on IPs a customer holds in unpaid static orders (MAX_UNPAID_STATIC_IPS). On PostgreSQL
 * the parallel requests race for real; on the embedded PGlite they run one after the other, and
 * the same assertions hold.
 */
const driver = process.env.PORTICO_TEST_DRIVER === "postgres" ? "postgres" : "pglite";
const CAP = 5;

let t: TestApp;
let clock = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UNPAID_STATIC_IPS: String(CAP) }, now: () => clock });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const order = (api: Api, region: number, quantity: number) =>
  api.post("/api/order/create", { type: 2, date_unit: "weekly", static_commodity: `${region}:${quantity}` });

/** IPs the customer's unpaid static orders hold, read from the inventory itself. */
async function reservedFor(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(staticIps)
    .innerJoin(orders, eq(orders.id, staticIps.reservedOrderId))
    .where(and(eq(orders.userId, userId), eq(orders.payStatus, 1), eq(staticIps.status, "reserved")));
  return row?.n ?? 0;
}

const statusesOf = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe(`unpaid static IPs per customer (${driver})`, () => {
  it("refuses an order that would take the customer's unpaid IPs past the cap, in both languages; paying or cancelling makes room", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const region = await createRegion(t, "UCA", 20);
    const three = await order(api, region, 3);
    const two = await order(api, region, 2);
    expect([three.statusCode, two.statusCode]).toEqual([200, 200]);

    const refused = await order(api, region, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 0,
      error: "unpaid_limit_reached",
      msg: "At most 5 IPs may wait for payment at once: your unpaid orders hold 5 and this one asks for 1. Please pay or cancel your unpaid orders first.",
    });
    const inChinese = await order(apiFor(t.app, customer, "zh-CN"), region, 1);
    expect(inChinese.json().msg).toBe(
      "同一时间最多只能有 5 个 IP 等待支付：您的未支付订单已占用 5 个，本订单需要 1 个。请先支付或取消未支付的订单。",
    );
    expect(await reservedFor(customer.userId)).toBe(5);

    // Cancelling gives its IPs' room back.
    await api.post("/api/order/cancel", { order_no: three.json().data.order_no });
    expect((await order(api, region, 3)).statusCode).toBe(200);
    expect((await order(api, region, 1)).statusCode).toBe(409);
    // So does paying: paid IPs are the customer's, not a reservation.
    await topUp(t.app, customer, 10);
    expect((await api.post("/api/checkout/pay", { order_no: two.json().data.order_no })).statusCode).toBe(200);
    expect((await order(api, region, 2)).statusCode).toBe(200);
    expect(await reservedFor(customer.userId)).toBe(5);

    // One order above the cap is refused outright, with nothing reserved.
    const big = await order(apiFor(t.app, await createCustomer(t)), region, CAP + 1);
    expect(big.statusCode).toBe(409);
    expect(big.json().msg).toContain("your unpaid orders hold 0 and this one asks for 6");
    const available = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staticIps)
      .where(and(eq(staticIps.regionId, region), eq(staticIps.status, "available")));
    expect(available[0]?.n).toBe(20 - 5 - 2);

    // An order the stock cannot serve says so first: paying or cancelling would not help it.
    const short = await order(api, await createRegion(t, "UCD", 2), 3);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      error: "stock_insufficient",
      msg: "Only 2 IPs are left in Testland UCD; you asked for 3.",
    });
  });

  it("counts only the customer's own static orders still open for payment", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const region = await createRegion(t, "UCB", 30);
    await topUp(t.app, customer, 10);
    const paid = (await order(api, region, 1)).json().data.order_no;
    expect((await api.post("/api/checkout/pay", { order_no: paid })).statusCode).toBe(200);
    expect((await order(api, region, CAP)).statusCode).toBe(200);

    // Another customer has a cap of their own; residential plans and renewals hold no stock.
    expect((await order(apiFor(t.app, await createCustomer(t)), region, CAP)).statusCode).toBe(200);
    const plans = (await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"];
    const plan = plans.find((row: { type: number }) => row.type === 1);
    expect((await api.post("/api/order/create", { type: 1, package_id: plan.id })).statusCode).toBe(200);
    const [owned] = await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId));
    const renewal = await api.post("/api/order/renew", { type: 2, renew_ip_ids: [owned?.id], date_unit: "weekly" });
    expect(renewal.statusCode).toBe(200);

    // Past its close an unpaid order can no longer be paid: it stops counting before the sweep runs.
    clock = new Date(clock.getTime() + 1800 * 1000);
    expect((await order(api, region, CAP)).statusCode).toBe(200);
    await closeDueOrders(t.database.db, clock);
    expect(await reservedFor(customer.userId)).toBe(CAP);
  });

  it("holds for parallel orders of one customer: the database never holds more than the cap", async () => {
    const customer = await createCustomer(t);
    const region = await createRegion(t, "UCC", 40);
    const ones = await Promise.all(Array.from({ length: 30 }, () => order(apiFor(t.app, customer), region, 1)));
    expect(statusesOf(ones)).toEqual({ 200: CAP, 409: 30 - CAP });
    expect(await reservedFor(customer.userId)).toBe(CAP);

    // Orders of different sizes at once: whatever wins, never past the cap, and every refusal clean.
    const other = await createCustomer(t);
    const mixed = await Promise.all(
      [2, 3, 1, 2, 3, 1, 2, 3, 1, 2].map((quantity) => order(apiFor(t.app, other), region, quantity)),
    );
    expect(mixed.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const placed = mixed.filter((answer) => answer.statusCode === 200);
    const held = placed.reduce((sum, answer) => sum + (answer.json().data.items[0].quantity as number), 0);
    expect(held).toBeLessThanOrEqual(CAP);
    expect(await reservedFor(other.userId)).toBe(held);
  });

  it("is a setting: 200 IPs unless MAX_UNPAID_STATIC_IPS says otherwise, and at least 1", () => {
    expect(loadConfig({}).maxUnpaidStaticIps).toBe(200);
    expect(loadConfig({ MAX_UNPAID_STATIC_IPS: "50" }).maxUnpaidStaticIps).toBe(50);
    expect(() => loadConfig({ MAX_UNPAID_STATIC_IPS: "0" })).toThrow(/MAX_UNPAID_STATIC_IPS/);
  });
});
