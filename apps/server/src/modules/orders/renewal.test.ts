import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { staticIps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";

const DAY = 86_400_000;
let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

describe("renewing owned static IPs", () => {
  it("prices, places and pays a renewal: each IP's expiry moves on by the period; others' IPs and lapsed ones are refused", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    await topUp(t.app, customer, 100);
    const region = await createRegion(t, "RNA", 3, 500);
    const bought = (
      await api.post("/api/order/create", { type: 2, date_unit: "weekly", static_commodity: `${region}:2` })
    ).json().data;
    await api.post("/api/checkout/pay", { order_no: bought.order_no });
    const owned = await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId));
    const ids = owned.map((ip) => ip.id);
    const expiries = new Map(owned.map((ip) => [ip.id, ip.expireAt?.getTime() ?? 0]));

    const quote = await api.post("/api/order/prepare_renew", { type: 2, renew_ip_ids: ids, date_unit: "monthly" });
    expect(quote.json().data).toEqual({ pay_price: 10 });
    const renewal = (await api.post("/api/order/renew", { type: 2, renew_ip_ids: ids, date_unit: "monthly" })).json()
      .data;
    expect(renewal).toMatchObject({
      type: 2,
      renew_type: "renew",
      total_price: 10,
      items: [{ quantity: 2, region: "Testland RNA" }],
    });
    expect(renewal.order_no).toMatch(/^N/);
    expect((await api.post("/api/checkout/pay", { order_no: renewal.order_no })).statusCode).toBe(200);
    for (const ip of await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId))) {
      expect(ip.expireAt?.getTime()).toBe((expiries.get(ip.id) ?? 0) + 30 * DAY);
    }

    const stranger = apiFor(t.app, await createCustomer(t));
    const foreign = await stranger.post("/api/order/renew", { type: 2, renew_ip_ids: ids, date_unit: "monthly" });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().msg).toBe("expired or release renewal cannot be selected");
    expect((await api.post("/api/order/renew", { type: 2, renew_ip_ids: ids, date_unit: "test" })).statusCode).toBe(
      400,
    );

    clock = new Date(Date.now() + (7 + 30 + 5) * DAY);
    const lapsed = await api.post("/api/order/prepare_renew", { type: 2, renew_ip_ids: ids, date_unit: "weekly" });
    expect(lapsed.statusCode).toBe(422);
    clock = new Date(Date.now() + (7 + 30 + 3) * DAY);
    expect(
      (await api.post("/api/order/prepare_renew", { type: 2, renew_ip_ids: ids, date_unit: "weekly" })).statusCode,
    ).toBe(200);
    clock = new Date();
  });
});
