import {
  type ConsoleCoupon,
  consoleCouponProducts,
  consoleCoupons,
  createConsoleCoupon,
  generateConsoleCoupons,
  updateConsoleCoupon,
} from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, couponRedemptions, coupons, orders, staticIps } from "../../db/schema/index.ts";
import { consoleMember } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type Api, apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/**
 * Coupons limited to products (issue #25, item 5; ADR 429): the console sets and checks the
 * limit and audits it; checkout's apply and pay refuse a coupon for an order that buys anything
 * outside it, and take it for an order that buys only what it names.
 */
let t: TestApp;
let owner: ConsoleClient;
let planA: number;
let planB: number;
let regionIn: number;
let regionOut: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await consoleMember(t, "owner")).client;
  const plans = (await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"] as {
    id: number;
    type: number;
    sale_price: number;
  }[];
  const cheap = plans.filter((plan) => plan.type === 1 && plan.sale_price > 2 && plan.sale_price <= 40);
  if (cheap.length < 2) throw new Error("two traffic plans under $40 are needed");
  planA = (cheap[0] as { id: number }).id;
  planB = (cheap[1] as { id: number }).id;
  regionIn = await createRegion(t, "CPI", 20, 1000);
  regionOut = await createRegion(t, "CPO", 20, 1000);
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const rules = {
  kind: "fixed",
  value: 2,
  min_amount: 0,
  max_uses: null,
  max_uses_per_customer: null,
  starts_at: null,
  ends_at: null,
} as const;

async function limitedCoupon(code: string, appliesTo: { plan_ids: number[]; region_ids: number[] } | null) {
  const created = await owner.post(createConsoleCoupon.path, { ...rules, code, applies_to: appliesTo });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as ConsoleCoupon;
}

async function buyer(language = "en") {
  const customer = await createCustomer(t);
  await topUp(t.app, customer, 100);
  return { customer, api: apiFor(t.app, customer, language) };
}

const residentialOrder = async (api: Api, planId: number): Promise<string> =>
  (await api.post("/api/order/create", { type: 1, package_id: planId })).json().data.order_no;

const staticOrder = async (api: Api, commodity: string): Promise<string> =>
  (await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: commodity })).json().data
    .order_no;

const apply = async (api: Api, orderNo: string, code: string) =>
  (await api.post("/api/checkout/applyCoupon", { order_no: orderNo, coupon: code })).json();

const orderRow = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];

const usesOf = async (code: string) =>
  (await t.database.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.code, code)))[0]?.uses;

describe("the console's limit to products", () => {
  it("offers every plan and region to coupons:read, named in both languages", async () => {
    const finance = (await consoleMember(t, "finance")).client;
    const response = await finance.get(consoleCouponProducts.path);
    expect(response.statusCode, response.body).toBe(200);
    const { plans, regions } = response.json().data;
    expect(plans.map((plan: { id: number }) => plan.id)).toEqual(expect.arrayContaining([planA, planB]));
    expect(regions.find((region: { id: number }) => region.id === regionIn)).toMatchObject({
      name_en: "Testland CPI (CPI)",
      name_zh: "测试国 CPI（CPI）",
      active: true,
    });
  });

  it("creates a limited coupon (ids once each, ascending), lists it, and audits the limit", async () => {
    const coupon = await limitedCoupon("ONLY-A", { plan_ids: [planA, planA], region_ids: [regionOut, regionIn] });
    expect(coupon.applies_to).toEqual({ plan_ids: [planA], region_ids: [regionIn, regionOut].sort((a, b) => a - b) });
    const listed = (await owner.get(consoleCoupons.path)).json().data.list as ConsoleCoupon[];
    expect(listed.find((row) => row.id === coupon.id)).toEqual(coupon);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "coupon.create"), eq(auditEvents.resourceId, String(coupon.id))));
    expect(audit?.after).toMatchObject({ applies_to: coupon.applies_to });

    const unlimited = await limitedCoupon("EVERYTHING-1", null);
    expect(unlimited.applies_to).toBeNull();
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, unlimited.id));
    expect(stored).toMatchObject({ planIds: null, regionIds: null });
  });

  it("a coupon created without the field applies to every product (older clients keep working)", async () => {
    const created = await owner.post(createConsoleCoupon.path, { ...rules, code: "NOFIELD" });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.applies_to).toBeNull();
  });

  it("edits the limit with before and after in the audit, and can lift it", async () => {
    const coupon = await limitedCoupon("EDIT-LIMIT", { plan_ids: [planA], region_ids: [] });
    const { id, uses, state, batch_id, created_at, code, active, ...current } = coupon;
    const widened = await owner.post(updateConsoleCoupon.path, {
      ...current,
      id,
      active: true,
      applies_to: { plan_ids: [planA, planB], region_ids: [regionIn] },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "coupon.update"), eq(auditEvents.resourceId, String(id))));
    expect(audit?.before).toMatchObject({ applies_to: { plan_ids: [planA], region_ids: [] } });
    expect(audit?.after).toMatchObject({
      applies_to: { plan_ids: [planA, planB].sort((a, b) => a - b), region_ids: [regionIn] },
    });
    const lifted = await owner.post(updateConsoleCoupon.path, { ...current, id, active: true, applies_to: null });
    expect(lifted.json().data.applies_to).toBeNull();
  });

  it("refuses an unknown plan or region in the member's language, writing nothing and auditing the refusal", async () => {
    const before = (await t.database.db.select({ id: coupons.id }).from(coupons)).length;
    const unknown = await owner.post(
      createConsoleCoupon.path,
      { ...rules, code: "GHOST", applies_to: { plan_ids: [planA, 987_654], region_ids: [876_543] } },
      { language: "zh-CN" },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      error: "coupon_product_unknown",
      msg: "目录中没有这些套餐或地区：plan 987654, region 876543。",
    });
    const english = await owner.post(generateConsoleCoupons.path, {
      ...rules,
      prefix: "GH-",
      count: 5,
      applies_to: { plan_ids: [], region_ids: [876_543] },
    });
    expect(english.json()).toMatchObject({
      error: "coupon_product_unknown",
      msg: "No such plan or region in the catalogue: region 876543.",
    });
    const coupon = await limitedCoupon("GHOST-EDIT", { plan_ids: [planA], region_ids: [] });
    const { id, uses, state, batch_id, created_at, code, active, ...current } = coupon;
    const edit = await owner.post(updateConsoleCoupon.path, {
      ...current,
      id,
      active: true,
      applies_to: { plan_ids: [987_654], region_ids: [] },
    });
    expect(edit.json().error).toBe("coupon_product_unknown");
    const [stored] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
    expect(stored).toMatchObject({ planIds: [planA], regionIds: [] });
    // Choosing products but none of them is bad input, not every product.
    const none = await owner.post(createConsoleCoupon.path, {
      ...rules,
      code: "NONE-CHOSEN",
      applies_to: { plan_ids: [], region_ids: [] },
    });
    expect(none.statusCode).toBe(400);
    expect((await t.database.db.select({ id: coupons.id }).from(coupons)).length).toBe(before + 1);
    const refusals = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.errorCode, "coupon_product_unknown"));
    expect(refusals.map((row) => row.action).sort()).toEqual(["coupon.create", "coupon.generate", "coupon.update"]);
  });

  it("a batch shares the limit", async () => {
    const generated = await owner.post(generateConsoleCoupons.path, {
      ...rules,
      prefix: "REG-",
      count: 3,
      applies_to: { plan_ids: [], region_ids: [regionIn] },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const stored = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.batchId, generated.json().data.batch_id));
    expect(stored.map((row) => [row.planIds, row.regionIds])).toEqual([
      [[], [regionIn]],
      [[], [regionIn]],
      [[], [regionIn]],
    ]);
  });
});

describe("checkout with a coupon limited to products", () => {
  it("a plan's coupon: refused on another plan at apply and at pay (both languages), taken on its plan", async () => {
    await limitedCoupon("PLAN-A-ONLY", { plan_ids: [planA], region_ids: [] });
    const { api } = await buyer();
    const wrong = await residentialOrder(api, planB);
    expect(await apply(api, wrong, "plan-a-only")).toMatchObject({
      error: "coupon_invalid",
      msg: "invalid coupon: it does not apply to this order's plan or regions",
    });
    const zh = apiFor(t.app, (await buyer()).customer, "zh-CN");
    const wrongZh = await residentialOrder(zh, planB);
    expect(await apply(zh, wrongZh, "PLAN-A-ONLY")).toMatchObject({
      error: "coupon_invalid",
      msg: "优惠码无效：不适用于本订单的套餐或地区",
    });
    const paid = await api.post("/api/checkout/pay", { order_no: wrong, coupon: "PLAN-A-ONLY" });
    expect(paid.json()).toMatchObject({ error: "coupon_invalid" });
    expect(await orderRow(wrong)).toMatchObject({ payStatus: 1, discountCents: 0 });
    expect(await usesOf("PLAN-A-ONLY")).toBe(0);

    const right = await residentialOrder(api, planA);
    expect((await apply(api, right, "PLAN-A-ONLY")).data).toMatchObject({ coupon: "PLAN-A-ONLY", discount: 2 });
    const rightPaid = await api.post("/api/checkout/pay", { order_no: right, coupon: "PLAN-A-ONLY" });
    expect(rightPaid.statusCode, rightPaid.body).toBe(200);
    expect(await orderRow(right)).toMatchObject({ payStatus: 2, discountCents: 200 });
    expect(await usesOf("PLAN-A-ONLY")).toBe(1);
  });

  it("pay with a limited code the order does not qualify for refuses it and leaves the order unpaid", async () => {
    await limitedCoupon("PAY-REGION", { plan_ids: [], region_ids: [regionIn] });
    const { api } = await buyer();
    const orderNo = await staticOrder(api, `${regionOut}:1`);
    const refused = await api.post("/api/checkout/pay", { order_no: orderNo, coupon: "PAY-REGION" });
    expect(refused.json()).toMatchObject({
      error: "coupon_invalid",
      msg: "invalid coupon: it does not apply to this order's plan or regions",
    });
    expect(await orderRow(orderNo)).toMatchObject({ payStatus: 1 });
    expect(await usesOf("PAY-REGION")).toBe(0);
  });

  it("a region's coupon: a static order qualifies only when every line is in its regions; renewals too", async () => {
    await limitedCoupon("REGION-IN", { plan_ids: [planA], region_ids: [regionIn] });
    const { customer, api } = await buyer();
    const mixed = await staticOrder(api, `${regionIn}:1|${regionOut}:1`);
    expect(await apply(api, mixed, "REGION-IN")).toMatchObject({ error: "coupon_invalid" });
    // Not part of the order discounted either: the whole order is refused.
    expect(await orderRow(mixed)).toMatchObject({ discountCents: 0 });
    await api.post("/api/order/cancel", { order_no: mixed });

    const inside = await staticOrder(api, `${regionIn}:2`);
    expect((await apply(api, inside, "REGION-IN")).data).toMatchObject({ coupon: "REGION-IN", discount: 2 });
    const paid = await api.post("/api/checkout/pay", { order_no: inside });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await orderRow(inside)).toMatchObject({ payStatus: 2, discountCents: 200 });

    // A plan not among the coupon's refuses it for a residential order; a plan among them takes it.
    expect(await apply(api, await residentialOrder(api, planB), "REGION-IN")).toMatchObject({
      error: "coupon_invalid",
    });

    const owned = await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId));
    const renewal = (
      await api.post("/api/order/renew", { type: 2, renew_ip_ids: owned.map((ip) => ip.id), date_unit: "monthly" })
    ).json().data.order_no as string;
    expect((await apply(api, renewal, "REGION-IN")).data).toMatchObject({ coupon: "REGION-IN", discount: 2 });
  });

  it("a coupon held before the operator limited it elsewhere takes nothing off at pay and is given back", async () => {
    const coupon = await limitedCoupon("NARROWED", null);
    const { api } = await buyer();
    const orderNo = await residentialOrder(api, planB);
    expect((await apply(api, orderNo, "NARROWED")).data).toMatchObject({ discount: 2 });
    expect(await usesOf("NARROWED")).toBe(1);
    const { id, uses, state, batch_id, created_at, code, active, ...current } = coupon;
    const narrowed = await owner.post(updateConsoleCoupon.path, {
      ...current,
      id,
      active: true,
      applies_to: { plan_ids: [planA], region_ids: [] },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const init = (await api.get(`/api/checkout/init?order_no=${orderNo}`)).json();
    expect(init.data).toMatchObject({ coupon: "NARROWED", discount: 0 });
    const paid = await api.post("/api/checkout/pay", { order_no: orderNo });
    expect(paid.statusCode, paid.body).toBe(200);
    const row = await orderRow(orderNo);
    expect(row).toMatchObject({ payStatus: 2, discountCents: 0 });
    expect(await usesOf("NARROWED")).toBe(0);
    const redemptions = await t.database.db
      .select({ status: couponRedemptions.status })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id));
    expect(redemptions).toEqual([{ status: "released" }]);
  });
});
