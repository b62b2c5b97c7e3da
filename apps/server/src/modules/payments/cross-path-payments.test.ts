import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { couponRedemptions, coupons, orders, paymentCheckouts, paymentEvents } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { createCoupon } from "../coupons/coupons.service.ts";
import { closeDueOrders } from "../orders/orders.service.ts";
import type { SandboxCheckout } from "./providers/sandbox-provider.ts";
import { SANDBOX_SIGNATURE_HEADER } from "./providers/sandbox-provider.ts";

/**
 * Money across paths (issue #22): a payment opened in one checkout counts whatever happens in
 * another — a second checkout, a balance payment, a failed tab, a coupon swapped in between, the
 * same payment reported again under a new event id.
 */
let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://portico.test" }, now: () => clock });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const sandbox = () => {
  const provider = t.app.payments.providers.sandbox;
  if (!provider) throw new Error("no sandbox");
  return provider;
};

/** Opens a provider checkout (1 card, 2 Alipay in yuan) and returns the sandbox checkout behind it. */
async function open(customer: Customer, orderNo: string, payType: 1 | 2): Promise<SandboxCheckout> {
  const started = await apiFor(t.app, customer).post("/api/payment/create", { order_no: orderNo, pay_type: payType });
  expect(started.statusCode).toBe(200);
  const checkout = sandbox().readCheckout(new URL(started.json().data.url).searchParams.get("session") ?? "");
  if (!checkout) throw new Error("unreadable checkout");
  return checkout;
}

/** The provider reports an outcome of a checkout: a new signed event each time, as a real provider re-reports. */
async function report(checkout: SandboxCheckout, outcome: "paid" | "failed" | "cancelled" = "paid") {
  const { body, signature } = sandbox().signedEvent(checkout, outcome, Math.floor(Date.now() / 1000));
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/payment/webhook/sandbox",
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  expect(answer.statusCode).toBe(200);
  const [event] = await t.database.db
    .select({ result: paymentEvents.result })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, JSON.parse(body).id));
  return event?.result;
}

async function staticOrder(customer: Customer, regionId: number, quantity = 1) {
  const created = await apiFor(t.app, customer).post("/api/order/create", {
    type: 2,
    date_unit: "weekly",
    static_commodity: `${regionId}:${quantity}`,
  });
  expect(created.statusCode).toBe(200);
  return created.json().data.order_no as string;
}

const orderRow = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
const balance = async (customer: Customer) =>
  (await apiFor(t.app, customer).get("/api/member/wallet")).json().data.balance as number;

describe("a second checkout never orphans the first", () => {
  it("Alipay (¥) opened, then card paid: the Alipay payment that follows is credited at its own amount", async () => {
    const customer = await createCustomer(t);
    const orderNo = await staticOrder(customer, await createRegion(t, "XPA", 2));
    const alipay = await open(customer, orderNo, 2);
    expect(alipay).toMatchObject({ currency: "cny", amountMinor: 1440 });
    const card = await open(customer, orderNo, 1);
    expect(await report(card)).toBe("fulfilled");
    expect(await report(alipay)).toBe("credited_duplicate");
    expect(await orderRow(orderNo)).toMatchObject({
      payStatus: 2,
      provider: "sandbox",
      payType: 1,
      payCurrency: "usd",
    });
    expect(await balance(customer)).toBe(2);
  });

  it("Alipay opened, then paid from the balance: the Alipay payment is credited back", async () => {
    const customer = await createCustomer(t);
    await topUp(t.app, customer, 10);
    const orderNo = await staticOrder(customer, await createRegion(t, "XPB", 2));
    const alipay = await open(customer, orderNo, 2);
    expect((await apiFor(t.app, customer).post("/api/checkout/pay", { order_no: orderNo })).statusCode).toBe(200);
    expect(await balance(customer)).toBe(8);
    expect(await report(alipay)).toBe("credited_duplicate");
    expect(await balance(customer)).toBe(10);
  });

  it("the earlier checkout pays the order at its own price even after a later one asked for less", async () => {
    await createCoupon(t.database.db, { code: "XPHALF", kind: "percent", value: 50 });
    const customer = await createCustomer(t);
    const orderNo = await staticOrder(customer, await createRegion(t, "XPC", 2), 2);
    const full = await open(customer, orderNo, 1);
    const api = apiFor(t.app, customer);
    expect((await api.post("/api/checkout/applyCoupon", { order_no: orderNo, coupon: "XPHALF" })).statusCode).toBe(200);
    const half = await open(customer, orderNo, 1);
    expect([full.amountMinor, half.amountMinor]).toEqual([400, 200]);
    // The full-price session is paid: the order is bought without the coupon, whose use comes back.
    expect(await report(full)).toBe("fulfilled");
    expect(await orderRow(orderNo)).toMatchObject({ payStatus: 2, discountCents: 0, payPriceMinor: 400 });
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, "XPHALF"));
    expect(coupon?.uses).toBe(0);
    // Then the discounted one too: credited at what it charged.
    expect(await report(half)).toBe("credited_duplicate");
    expect(await balance(customer)).toBe(2);
  });

  it("two checkouts of one order paid at the same moment: one buys it, the other is credited", async () => {
    const customer = await createCustomer(t);
    const orderNo = await staticOrder(customer, await createRegion(t, "XPD", 2));
    const [first, second] = [await open(customer, orderNo, 1), await open(customer, orderNo, 2)];
    const results = await Promise.all([report(first), report(second)]);
    expect(results.sort()).toEqual(["credited_duplicate", "fulfilled"]);
    const checkouts = await t.database.db
      .select({ state: paymentCheckouts.state, result: paymentCheckouts.result })
      .from(paymentCheckouts)
      .innerJoin(orders, eq(orders.id, paymentCheckouts.orderId))
      .where(eq(orders.orderNo, orderNo));
    expect(checkouts.map((row) => `${row.state}:${row.result}`).sort()).toEqual(["paid:credited", "paid:fulfilled"]);
  });
});

describe("one provider payment counts once", () => {
  it("a late payment credited to the wallet, reported again under a new event id, is not credited again", async () => {
    const customer = await createCustomer(t);
    const region = await createRegion(t, "XPE", 1);
    const orderNo = await staticOrder(customer, region);
    const alipay = await open(customer, orderNo, 2);
    clock = new Date(Date.now() + 31 * 60_000);
    await closeDueOrders(t.database.db, clock);
    // The stock is sold to someone else while the payment is on its way.
    const other = await createCustomer(t);
    await staticOrder(other, region);
    expect(await report(alipay)).toBe("credited_late");
    expect(await balance(customer)).toBe(2);
    expect(await report(alipay)).toBe("same_payment");
    expect(await balance(customer)).toBe(2);
    clock = new Date();
  });
});

describe("an order closed by a failed payment", () => {
  it("is paid by the other tab's checkout: recorded and fulfilled, not a 500", async () => {
    const customer = await createCustomer(t);
    const orderNo = await staticOrder(customer, await createRegion(t, "XPF", 2));
    const card = await open(customer, orderNo, 1);
    const alipay = await open(customer, orderNo, 2);
    expect(await report(card, "failed")).toBe("failed");
    expect((await orderRow(orderNo))?.payStatus).toBe(4);
    expect(await report(alipay)).toBe("fulfilled_late");
    expect(await orderRow(orderNo)).toMatchObject({ payStatus: 2, payCurrency: "cny", payPriceMinor: 1440 });
  });
});

describe("the discount charged is the coupon spent", () => {
  it("a coupon swapped after the checkout opened: the payment spends the checkout's coupon, at its discount", async () => {
    await createCoupon(t.database.db, { code: "XPTEN", kind: "percent", value: 10 });
    await createCoupon(t.database.db, { code: "XPDOLLAR", kind: "fixed", value: 100 });
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const orderNo = await staticOrder(customer, await createRegion(t, "XPG", 2), 2);
    await api.post("/api/checkout/applyCoupon", { order_no: orderNo, coupon: "XPTEN" });
    const checkout = await open(customer, orderNo, 1);
    expect(checkout.amountMinor).toBe(360);
    expect((await api.post("/api/checkout/applyCoupon", { order_no: orderNo, coupon: "XPDOLLAR" })).statusCode).toBe(
      200,
    );
    expect(await report(checkout)).toBe("fulfilled");
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ payStatus: 2, discountCents: 40, payPriceMinor: 360 });
    const live = await t.database.db
      .select({ code: coupons.code, status: couponRedemptions.status })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(and(eq(couponRedemptions.orderId, order?.id ?? 0)));
    expect(live.filter((row) => row.status !== "released")).toEqual([{ code: "XPTEN", status: "spent" }]);
  });

  it("a late payment cannot take a coupon past its per-customer limit: it is credited instead", async () => {
    await createCoupon(t.database.db, { code: "XPONCE", kind: "percent", value: 50, maxUsesPerCustomer: 1 });
    const customer = await createCustomer(t);
    await topUp(t.app, customer, 10);
    const api = apiFor(t.app, customer);
    const region = await createRegion(t, "XPH", 3);
    const first = await staticOrder(customer, region);
    await api.post("/api/checkout/applyCoupon", { order_no: first, coupon: "XPONCE" });
    const checkout = await open(customer, first, 1);
    expect(checkout.amountMinor).toBe(100);
    expect((await api.post("/api/order/cancel", { order_no: first })).statusCode).toBe(200);
    // The use came back with the cancel, and the customer spends it on another order.
    const second = await staticOrder(customer, region);
    expect((await api.post("/api/checkout/pay", { order_no: second, coupon: "XPONCE" })).statusCode).toBe(200);
    expect(await report(checkout)).toBe("credited_coupon");
    expect((await orderRow(first))?.payStatus).toBe(3);
    expect(await balance(customer)).toBe(10 - 1 + 1);
  });

  it("a top-up takes no coupon", async () => {
    await createCoupon(t.database.db, { code: "XPTOPUP", kind: "percent", value: 50 });
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const started = await api.post("/api/payment/recharge", { pay_type: 1, deposit: 1000 });
    const orderNo = started.json().data.order_no as string;
    const refused = await api.post("/api/checkout/applyCoupon", { order_no: orderNo, coupon: "XPTOPUP" });
    expect(refused.json()).toMatchObject({
      error: "coupon_invalid",
      msg: "invalid coupon: coupons do not apply to top-ups",
    });
    const zh = await apiFor(t.app, customer, "zh-CN").post("/api/checkout/applyCoupon", {
      order_no: orderNo,
      coupon: "XPTOPUP",
    });
    expect(zh.json().msg).toBe("优惠码无效：充值不可使用优惠码");
    expect(
      await t.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderId, (await orderRow(orderNo))?.id ?? 0)),
    ).toEqual([]);
  });

  it("a held coupon whose window ended by the time of payment is given back, not spent for nothing", async () => {
    await createCoupon(t.database.db, {
      code: "XPSOON",
      kind: "fixed",
      value: 50,
      endsAt: new Date(Date.now() + 60_000),
    });
    const customer = await createCustomer(t);
    await topUp(t.app, customer, 10);
    const api = apiFor(t.app, customer);
    const orderNo = await staticOrder(customer, await createRegion(t, "XPJ", 1));
    expect((await api.post("/api/checkout/applyCoupon", { order_no: orderNo, coupon: "XPSOON" })).statusCode).toBe(200);
    clock = new Date(Date.now() + 2 * 60_000);
    expect((await api.post("/api/checkout/pay", { order_no: orderNo })).statusCode).toBe(200);
    clock = new Date();
    expect(await orderRow(orderNo)).toMatchObject({ payStatus: 2, discountCents: 0 });
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, "XPSOON"));
    expect(coupon?.uses).toBe(0);
  });

  it("a coupon taking the whole price, paid from the balance, books its discount and keeps the invariants", async () => {
    await createCoupon(t.database.db, { code: "XPFREE", kind: "percent", value: 100 });
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const orderNo = await staticOrder(customer, await createRegion(t, "XPI", 1));
    const paid = await api.post("/api/checkout/pay", { order_no: orderNo, coupon: "XPFREE" });
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(orderNo)).toMatchObject({ payStatus: 2, discountCents: 200, payPriceMinor: 0 });
  });
});
