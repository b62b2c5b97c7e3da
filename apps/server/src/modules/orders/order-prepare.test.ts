import { prepareOrder, residentialPackages, type StaticRegion, staticRegions } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
let area: StaticRegion[];
beforeAll(async () => {
  t = await createTestApp();
  area = (await t.app.inject({ method: "GET", url: staticRegions.path })).json<{ data: { area: StaticRegion[] } }>()
    .data.area;
});
afterAll(() => t.close());

const region = (code: string): StaticRegion => {
  const found = area.find((r) => r.country_code === code);
  if (!found) throw new Error(`seed lacks ${code}`);
  return found;
};

const prepare = (body: unknown, language = "en") =>
  t.app.inject({
    method: "POST",
    url: prepareOrder.path,
    payload: body as object,
    headers: { "accept-language": language },
  });

describe("POST /api/order/prepare (static)", () => {
  it("prices the cart from live prices for the period", async () => {
    const usa = region("USA");
    const fra = region("FRA");
    const response = await prepare({
      type: 2,
      pay_type: 3,
      date_unit: "quarterly",
      static_commodity: `${usa.id}:3|${fra.id}:2`,
    });
    expect(response.statusCode).toBe(200);
    const expected = Math.round((usa.quarterly_price * 3 + fra.quarterly_price * 2) * 100) / 100;
    expect(response.json()).toEqual({ code: 1, msg: "ok", data: { pay_price: expected } });
  });

  it("prices test IPs at 0", async () => {
    const response = await prepare({ type: 2, date_unit: "test", static_commodity: `${region("USA").id}:2` });
    expect(response.json().data.pay_price).toBe(0);
  });

  it("accepts exactly the stock", async () => {
    const kor = region("KOR");
    const response = await prepare({ type: 2, date_unit: "weekly", static_commodity: `${kor.id}:${kor.stock}` });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a quantity above stock with the region, stock and quantity named", async () => {
    const kor = region("KOR");
    const response = await prepare({ type: 2, date_unit: "weekly", static_commodity: `${kor.id}:${kor.stock + 1}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 0,
      error: "stock_insufficient",
      msg: `Only ${kor.stock} IPs are left in South Korea; you asked for ${kor.stock + 1}.`,
    });
    const zh = await prepare({ type: 2, date_unit: "weekly", static_commodity: `${kor.id}:${kor.stock + 1}` }, "zh-CN");
    expect(zh.json().msg).toBe(`韩国 仅剩 ${kor.stock} 个 IP，您选择了 ${kor.stock + 1} 个。`);
  });

  it("refuses any IP of a sold-out region", async () => {
    const response = await prepare({ type: 2, date_unit: "monthly", static_commodity: `${region("ARE").id}:1` });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toMatch(/^Only 0 IPs are left in United Arab Emirates/);
  });

  it("refuses an unknown region", async () => {
    const response = await prepare({ type: 2, date_unit: "monthly", static_commodity: "999999:1" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: "business_rule", msg: "Region 999999 is not on sale." });
  });

  it.each([
    ["zero", "0", "The quantity in"],
    ["negative", "-3", "The quantity in"],
    ["decimal", "1.5", "The quantity in"],
  ])("refuses a %s quantity with a 400", async (_label, quantity, message) => {
    const response = await prepare({
      type: 2,
      date_unit: "monthly",
      static_commodity: `${region("USA").id}:${quantity}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, error: "validation_failed" });
    expect(response.json().msg).toContain(message);
  });

  it.each([
    ["an empty cart", "", "Choose at least one region."],
    ["a malformed item", "abc", "The cart could not be read: “abc” is not region id:quantity."],
    ["a repeated region", "1:1|1:2", "Region 1 appears more than once in the cart."],
  ])("refuses %s with a 400", async (_label, commodity, message) => {
    const response = await prepare({ type: 2, date_unit: "monthly", static_commodity: commodity });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it("refuses an unknown period in the caller's language", async () => {
    const body = { type: 2, date_unit: "yearly", static_commodity: `${region("USA").id}:1` };
    const en = await prepare(body);
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe(
      "Unknown billing period “yearly”. Choose weekly, fortnightly, monthly, bimonthly or quarterly.",
    );
    expect((await prepare(body, "zh-CN")).json().msg).toBe(
      "未知的计费周期“yearly”，请选择周付、双周付、月付、双月付或季付。",
    );
  });

  it("refuses a body without the static fields or with another type", async () => {
    expect((await prepare({ type: 2, date_unit: "monthly" })).statusCode).toBe(400);
    expect((await prepare({ type: 7 })).statusCode).toBe(400);
    expect((await prepare({ type: 2, date_unit: "monthly", static_commodity: "1:1", pay_type: 9 })).statusCode).toBe(
      400,
    );
  });
});

describe("POST /api/order/prepare (residential)", () => {
  it("prices an active plan at its sale price", async () => {
    const plans = (await t.app.inject({ method: "GET", url: `${residentialPackages.path}?type=1` })).json().data[
      "1"
    ] as {
      id: number;
      sale_price: number;
      type: number;
    }[];
    const plan = plans.find((p) => p.type === 1);
    const response = await prepare({ type: 1, pay_type: 1, package_id: plan?.id });
    expect(response.json()).toEqual({ code: 1, msg: "ok", data: { pay_price: plan?.sale_price } });
    const custom = plans.find((p) => p.type === 999);
    expect((await prepare({ type: 1, package_id: custom?.id })).statusCode).toBe(422);
  });

  it("refuses an unknown plan", async () => {
    const response = await prepare({ type: 1, package_id: 424242 });
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe("Plan 424242 is not on sale.");
  });
});
