import { type ConsoleCoupon, createConsoleCoupon, updateConsoleCoupon } from "@portico/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { consoleMember } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type Api, apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/**
 * The limits a console coupon carries hold where coupons are taken: checkout's apply and pay.
 */
let t: TestApp;
let owner: ConsoleClient;
let region: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await consoleMember(t, "owner")).client;
  region = await createRegion(t, "CPL", 20, 1000);
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

async function couponFromConsole(
  code: string,
  limits: { max_uses: number | null; max_uses_per_customer: number | null },
) {
  const created = await owner.post(createConsoleCoupon.path, {
    code,
    kind: "fixed",
    value: 1,
    min_amount: 0,
    starts_at: null,
    ends_at: null,
    ...limits,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as ConsoleCoupon;
}

async function buyer() {
  const customer = await createCustomer(t);
  await topUp(t.app, customer, 50);
  return apiFor(t.app, customer);
}

const newOrder = async (api: Api): Promise<string> =>
  (await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:1` })).json().data
    .order_no;

/** Applies the coupon to a new order and pays it from the balance; answers the apply's body. */
async function useCoupon(api: Api, code: string) {
  const orderNo = await newOrder(api);
  const applied = (await api.post("/api/checkout/applyCoupon", { order_no: orderNo, coupon: code })).json();
  if (applied.error === undefined) {
    const paid = await api.post("/api/checkout/pay", { order_no: orderNo, coupon: code });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return applied;
}

describe("a console coupon's limits at checkout", () => {
  it("a per-customer limit of 1 lets each customer use it once", async () => {
    await couponFromConsole("ONCEEACH", { max_uses: null, max_uses_per_customer: 1 });
    const first = await buyer();
    const second = await buyer();
    expect((await useCoupon(first, "onceeach")).data).toMatchObject({ coupon: "ONCEEACH", discount: 1 });
    expect(await useCoupon(first, "onceeach")).toMatchObject({
      error: "coupon_invalid",
      msg: "invalid coupon: you have already used it",
    });
    expect((await useCoupon(second, "onceeach")).data).toMatchObject({ coupon: "ONCEEACH", discount: 1 });
  });

  it("a total limit reached refuses everyone", async () => {
    await couponFromConsole("TWOTOTAL", { max_uses: 2, max_uses_per_customer: null });
    const buyers = [await buyer(), await buyer(), await buyer()];
    expect((await useCoupon(buyers[0] as Api, "TWOTOTAL")).data).toMatchObject({ coupon: "TWOTOTAL" });
    expect((await useCoupon(buyers[1] as Api, "TWOTOTAL")).data).toMatchObject({ coupon: "TWOTOTAL" });
    expect(await useCoupon(buyers[2] as Api, "TWOTOTAL")).toMatchObject({
      error: "coupon_invalid",
      msg: "invalid coupon: it has been used up",
    });
    expect(await useCoupon(buyers[0] as Api, "TWOTOTAL")).toMatchObject({ error: "coupon_invalid" });
  });

  it("a coupon switched off in the console is refused as invalid", async () => {
    const coupon = await couponFromConsole("SWITCHOFF", { max_uses: null, max_uses_per_customer: null });
    const { id, uses, state, batch_id, created_at, active, code, ...rules } = coupon;
    const off = await owner.post(updateConsoleCoupon.path, { ...rules, id, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await useCoupon(await buyer(), "SWITCHOFF")).toMatchObject({
      error: "coupon_invalid",
      msg: "invalid coupon",
    });
  });
});
