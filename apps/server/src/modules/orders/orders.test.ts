import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders, staticIps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { closeDueOrders } from "./orders.service.ts";

let t: TestApp;
let clock = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const stockOf = async (regionId: number) =>
  (await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, regionId))).filter(
    (ip) => ip.status === "available",
  ).length;

describe("static orders", () => {
  it("reserves the IPs at once, priced from the catalogue, and shows the order", async () => {
    const region = await createRegion(t, "TSA", 6, 500);
    const buyer = apiFor(t.app, await createCustomer(t));
    const created = await buyer.post("/api/order/create", {
      type: 2,
      pay_type: 3,
      date_unit: "monthly",
      static_commodity: `${region}:4`,
      total: 0.01,
    });
    expect(created.statusCode).toBe(200);
    const order = created.json().data;
    expect(order).toMatchObject({
      type: 2,
      total_price: 20,
      pay_price: 20,
      pay_status: 1,
      deal_status: 1,
      date_unit: "monthly",
      days: 30,
      items: [{ quantity: 4, region: "Testland TSA", unit_price: 5, pak_days: 30 }],
      title: "Static ISP proxies · 4 IPs · monthly",
    });
    expect(order.order_no).toMatch(/^S\d{6}[0-9A-Z]{12}$/);
    expect(order.close_time - order.create_time).toBe(1800);
    expect(await stockOf(region)).toBe(2);
    const stock = (await t.app.inject({ method: "GET", url: "/api/index/static_regions" })).json().data.area;
    expect(stock.find((row: { id: number }) => row.id === region).stock).toBe(2);

    const info = await buyer.get(`/api/order/info?order_no=${order.order_no}`);
    expect(info.json().data).toEqual(order);
    expect((await buyer.get(`/api/order/status?orderNo=${order.order_no}`)).json().data).toEqual({
      pay_status: 1,
      type: 2,
    });
    const stranger = apiFor(t.app, await createCustomer(t));
    expect((await stranger.get(`/api/order/info?order_no=${order.order_no}`)).statusCode).toBe(404);
  });

  it("refuses more IPs than are left with a 409 naming the region and what is left, reserving nothing", async () => {
    const region = await createRegion(t, "TSB", 3);
    const other = await createRegion(t, "TSC", 5);
    const buyer = apiFor(t.app, await createCustomer(t), "zh-CN");
    const response = await buyer.post("/api/order/create", {
      type: 2,
      date_unit: "weekly",
      static_commodity: `${other}:2|${region}:4`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 0,
      error: "stock_insufficient",
      msg: "测试国 TSB 仅剩 3 个 IP，您选择了 4 个。",
    });
    expect(await stockOf(other)).toBe(5);
    expect(await stockOf(region)).toBe(3);
    expect(await t.database.db.select().from(orders).where(eq(orders.quantity, 6))).toEqual([]);
  });

  it("cancels an unpaid order once: stock comes back, a second cancel gives the spec's error", async () => {
    const region = await createRegion(t, "TSD", 2);
    const buyer = apiFor(t.app, await createCustomer(t));
    const order = (
      await buyer.post("/api/order/create", { type: 2, date_unit: "weekly", static_commodity: `${region}:2` })
    ).json().data;
    expect(await stockOf(region)).toBe(0);
    const cancelled = await buyer.post("/api/order/cancel", { type: 2, order_no: order.order_no });
    expect(cancelled.json().data).toEqual({ order_no: order.order_no, pay_status: 3 });
    expect(await stockOf(region)).toBe(2);
    const again = await buyer.post("/api/order/cancel", { type: 2, order_no: order.order_no });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "order_cancelled", msg: "The order has been canceled" });
  });

  it("takes free test IPs from the allowance and gives them back when the order closes", async () => {
    const region = await createRegion(t, "TSE", 10);
    const customer = await createCustomer(t);
    const buyer = apiFor(t.app, customer);
    const tooMany = await buyer.post("/api/order/create", {
      type: 2,
      date_unit: "test",
      static_commodity: `${region}:6`,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().msg).toBe("You have 5 free test IPs left; you asked for 6.");
    const order = (
      await buyer.post("/api/order/create", { type: 2, date_unit: "test", static_commodity: `${region}:3` })
    ).json().data;
    expect(order.total_price).toBe(0);
    expect((await buyer.get("/api/member/authorities")).json().data.left_test_ips).toBe(2);

    clock = new Date(clock.getTime() + 1800 * 1000);
    expect(await closeDueOrders(t.database.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await closeDueOrders(t.database.db, clock)).toBe(0);
    expect((await buyer.get(`/api/order/status?orderNo=${order.order_no}`)).json().data.pay_status).toBe(3);
    expect((await buyer.get("/api/member/authorities")).json().data.left_test_ips).toBe(5);
    expect(await stockOf(region)).toBe(10);
    const late = await buyer.post("/api/checkout/pay", { order_no: order.order_no });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe("The order has been canceled");
  });
});

describe("residential orders", () => {
  it("places an order for a plan at its sale price, closing after the configured 30 minutes", async () => {
    const plans = (await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"];
    const plan = plans.find((row: { type: number }) => row.type === 1);
    const buyer = apiFor(t.app, await createCustomer(t));
    const order = (await buyer.post("/api/order/create", { type: 1, pay_type: 3, package_id: plan.id })).json().data;
    expect(order).toMatchObject({
      type: 1,
      total_price: plan.sale_price,
      flow: plan.flow + plan.give,
      days: plan.days,
      items: [{ pak_flow_num: plan.flow + plan.give, pak_days: plan.days, quantity: 1 }],
    });
    expect(order.order_no).toMatch(/^R/);
    expect(order.close_time - order.create_time).toBe(30 * 60);
  });

  it("needs a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/order/create",
      payload: { type: 1, package_id: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("order lists (/api/order/history)", () => {
  it("lists one customer's static orders newest first, filtered by status and number, with the server time", async () => {
    const customer = await createCustomer(t);
    const buyer = apiFor(t.app, customer, "zh-CN");
    const region = await createRegion(t, "TSH", 6);
    const placed: string[] = [];
    for (let index = 0; index < 3; index++) {
      clock = new Date(clock.getTime() + 60_000);
      placed.push(
        (
          await buyer.post("/api/order/create", { type: 2, date_unit: "weekly", static_commodity: `${region}:1` })
        ).json().data.order_no,
      );
    }
    await buyer.post("/api/order/cancel", { order_no: placed[0] });
    const all = (await buyer.get("/api/order/history?type=2&page=1&limit=2")).json().data;
    expect(all.count).toBe(3);
    expect(all.list.map((row: { order_no: string }) => row.order_no)).toEqual([placed[2], placed[1]]);
    expect(all.list[0]).toMatchObject({
      region: "测试国 TSH",
      quantity: 1,
      time_length: "weekly",
      package_days: 7,
      pay_status: 1,
    });
    expect(all.time).toBe(Math.floor(clock.getTime() / 1000));
    const cancelled = (await buyer.get("/api/order/history?type=2&pay_status=3")).json().data;
    expect(cancelled.list.map((row: { order_no: string }) => row.order_no)).toEqual([placed[0]]);
    const one = (await buyer.get(`/api/order/history?type=2&order_no=${placed[1]}`)).json().data;
    expect(one.count).toBe(1);
    expect((await buyer.get("/api/order/history?type=1")).json().data).toMatchObject({
      count: 0,
      user_traffic_balance: 0,
    });
    const stranger = apiFor(t.app, await createCustomer(t));
    expect((await stranger.get("/api/order/history?type=2")).json().data.count).toBe(0);
  });

  it("lists residential orders in a date range, with the traffic account the paid plan granted", async () => {
    const plans = (await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"];
    const plan = plans.find((row: { type: number; days: number }) => row.type === 1 && row.days > 1);
    const customer = await createCustomer(t);
    const buyer = apiFor(t.app, customer);
    await topUp(t.app, customer, Math.ceil(plan.sale_price));
    const first = (await buyer.post("/api/order/create", { type: 1, package_id: plan.id })).json().data;
    expect((await buyer.post("/api/checkout/pay", { order_no: first.order_no })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 3600_000);
    const second = (await buyer.post("/api/order/create", { type: 1, package_id: plan.id })).json().data;

    const all = (await buyer.get("/api/order/history?type=1")).json().data;
    expect(all.list.map((row: { order_no: string }) => row.order_no)).toEqual([second.order_no, first.order_no]);
    expect(all.list[1]).toMatchObject({ pay_status: 2, pay_type: 3, package_days: plan.days, quantity: 1 });
    expect(all.list[1].title).toMatch(new RegExp(` · ${plan.days} days$`));
    expect(all.user_traffic_plan).toBe(all.list[1].title);
    expect(all.user_traffic_balance).toBe(plan.flow + plan.give);
    // Both bounds are inclusive seconds: the range that ends at the first order's second holds it alone.
    const range = (start: number, end: number) =>
      buyer.get(`/api/order/history?type=1&start_time=${start}&end_time=${end}`).then((r) => r.json().data);
    const early = await range(first.create_time, first.create_time);
    expect(early.list.map((row: { order_no: string }) => row.order_no)).toEqual([first.order_no]);
    expect((await range(first.create_time + 1, second.create_time)).count).toBe(1);
    expect((await range(second.create_time + 1, second.create_time + 60)).count).toBe(0);
    // The static list holds none of them.
    expect((await buyer.get("/api/order/history?type=2")).json().data.count).toBe(0);
  });
});
