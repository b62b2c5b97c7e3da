import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders, staticIps, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer, createRegion } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";

// Numbers beyond what the database's integer columns hold are refused as invalid input (400),
// in the caller's language, before anything is written: never a 500 from the database.
const INT4_OVERFLOW = 3_000_000_000;

let t: TestApp;
let customer: Customer;
let region: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createCustomer(t);
  region = await createRegion(t, "BND", 4);
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const api = (language = "en") => apiFor(t.app, customer, language);

/** What a refused request must leave as it was: the customer's orders, the stock, the test IPs. */
async function snapshot() {
  const placed = await t.database.db.select().from(orders).where(eq(orders.userId, customer.userId));
  const available = (await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, region))).filter(
    (ip) => ip.status === "available",
  );
  const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
  return { orders: placed.length, stock: available.length, testIpsLeft: user?.testIpsLeft };
}

describe("static quantities beyond what an order can hold", () => {
  it.each([
    ["create", "monthly"],
    ["create", "test"],
    ["prepare", "monthly"],
  ])("%s (%s): 3000000000 IPs is a 400 in the caller's language, and nothing changes", async (call, period) => {
    const before = await snapshot();
    const body = { type: 2, date_unit: period, static_commodity: `${region}:${INT4_OVERFLOW}` };
    const en = await api().post(`/api/order/${call}`, body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 0,
      error: "validation_failed",
      msg: `The quantity in “${region}:${INT4_OVERFLOW}” must be a whole number from 1 to 1000000.`,
    });
    const zh = await api("zh-CN").post(`/api/order/${call}`, body);
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe(`“${region}:${INT4_OVERFLOW}”中的数量必须是 1 到 1000000 之间的整数。`);
    expect(await snapshot()).toEqual(before);
  });

  it("a cart whose total is more than an order can cost is a 400, and nothing changes", async () => {
    const other = await createRegion(t, "BNE", 1);
    const before = await snapshot();
    // 2 × 1,000,000 IPs at $14 a quarter: $28,000,000, above the $21,474,836.47 one order can cost.
    const body = { type: 2, date_unit: "quarterly", static_commodity: `${region}:1000000|${other}:1000000` };
    for (const call of ["create", "prepare"]) {
      const en = await api().post(`/api/order/${call}`, body);
      expect(en.statusCode).toBe(400);
      expect(en.json()).toMatchObject({
        error: "validation_failed",
        msg: "One order can cost at most $21474836.47; this cart comes to $28000000.00. Choose fewer IPs.",
      });
      expect((await api("zh-CN").post(`/api/order/${call}`, body)).json().msg).toBe(
        "单笔订单最多 $21474836.47，此购物车合计 $28000000.00，请减少 IP 数量。",
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the largest quantity allowed is judged against the stock as before (409)", async () => {
    const response = await api().post("/api/order/create", {
      type: 2,
      date_unit: "monthly",
      static_commodity: `${region}:1000000`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe("stock_insufficient");
  });
});

describe("ids beyond a database integer", () => {
  it.each(["renew", "prepare_renew"])("%s: an IP id of 3000000000 is a 400 naming the field", async (call) => {
    const before = await snapshot();
    const body = { type: 2, renew_ip_ids: [INT4_OVERFLOW], date_unit: "monthly" };
    const en = await api().post(`/api/order/${call}`, body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ error: "validation_failed", msg: "The request is invalid: renew_ip_ids.0." });
    expect((await api("zh-CN").post(`/api/order/${call}`, body)).json().msg).toBe("请求参数无效：renew_ip_ids.0。");
    expect(await snapshot()).toEqual(before);
  });

  it("a plan id of 3000000000 is a 400 naming the field", async () => {
    const response = await api().post("/api/order/create", { type: 1, package_id: INT4_OVERFLOW });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe("The request is invalid: package_id.");
  });
});

describe("order list times beyond a date", () => {
  it.each(["start_time", "end_time"])(
    "%s past the year 9999 is a 400 naming the field; the last second of 9999 is served",
    async (field) => {
      const far = await api().get(`/api/order/history?type=2&${field}=9007199254740991`);
      expect(far.statusCode).toBe(400);
      expect(far.json()).toMatchObject({ error: "validation_failed", msg: `The request is invalid: ${field}.` });
      expect((await api().get(`/api/order/history?type=2&${field}=3000000000000`)).statusCode).toBe(400);
      expect((await api().get(`/api/order/history?type=2&${field}=253402300799`)).statusCode).toBe(200);
    },
  );
});
