import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentEvents, staticIps } from "../../db/schema/index.ts";
import { type AlipayGatewayStandIn, generateAlipayKeys, startAlipayGateway } from "../../test/alipay-stub.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer, createRegion } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { checkoutSessionEvent, type StripeStub, signedStripeWebhook, startStripeStub } from "../../test/stripe-stub.ts";
import { createCoupon } from "../coupons/coupons.service.ts";

/**
 * The Stripe and Alipay providers wired into the app: checkouts created through their SDKs against
 * local stand-ins of their APIs, and their webhooks — signed as they sign them — delivered to
 * Portico's webhook route.
 */
const STRIPE_KEY = "sk_test_portico";
const STRIPE_WEBHOOK_SECRET = "whsec_portico_test";
const keys = generateAlipayKeys();
const APP_ID = "2021000000000001";

let stripe: StripeStub;
let gateway: AlipayGatewayStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStub(STRIPE_KEY);
  gateway = await startAlipayGateway({
    appId: APP_ID,
    merchantPublicKey: keys.merchant.publicKey,
    alipayPrivateKey: keys.alipay.privateKey,
  });
  t = await createTestApp({
    env: {
      PUBLIC_URL: "https://portico.test",
      PAYMENT_CARD_PROVIDER: "stripe",
      PAYMENT_ALIPAY_PROVIDER: "alipay",
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: keys.merchant.privateKey,
      ALIPAY_PUBLIC_KEY: keys.alipay.publicKey,
      ALIPAY_GATEWAY: gateway.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await gateway.close();
});
afterEach(() => assertMoneyInvariants(t.database.db));

async function staticOrder(customer: Customer, code: string) {
  const region = await createRegion(t, code, 2);
  return (
    await apiFor(t.app, customer).post("/api/order/create", {
      type: 2,
      date_unit: "monthly",
      static_commodity: `${region}:1`,
    })
  ).json().data.order_no as string;
}

const orderRow = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];

const deliver = (
  provider: string,
  request: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
) =>
  t.app.inject({
    method: "POST",
    url: `/api/payment/webhook/${provider}`,
    headers: request.headers as Record<string, string>,
    payload: request.rawBody,
  });

describe("Stripe", () => {
  it("pays by card through a Checkout Session and its signed webhook, once however often it is sent", async () => {
    const customer = await createCustomer(t);
    const orderNo = await staticOrder(customer, "RPA");
    const started = await apiFor(t.app, customer).post("/api/payment/create", { order_no: orderNo, pay_type: 1 });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);
    const session = [...stripe.sessions.values()].at(-1) as Record<string, unknown>;
    expect(session).toMatchObject({ amount_total: 500, currency: "usd", client_reference_id: `${orderNo}_1` });
    const paid = signedStripeWebhook(
      checkoutSessionEvent("checkout.session.completed", { ...session, status: "complete", payment_status: "paid" }),
      STRIPE_WEBHOOK_SECRET,
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await deliver("stripe", paid);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }
    expect(await orderRow(orderNo)).toMatchObject({
      payStatus: 2,
      payType: 1,
      provider: "stripe",
      payCurrency: "usd",
      payPriceMinor: 500,
    });
    expect(await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo))).toHaveLength(1);
  });

  it("refuses a forged or stale signature with 400 and no change", async () => {
    const customer = await createCustomer(t);
    const orderNo = await staticOrder(customer, "RPB");
    await apiFor(t.app, customer).post("/api/payment/create", { order_no: orderNo, pay_type: 1 });
    const session = [...stripe.sessions.values()].at(-1) as Record<string, unknown>;
    const event = checkoutSessionEvent("checkout.session.completed", { ...session, payment_status: "paid" });
    expect((await deliver("stripe", signedStripeWebhook(event, "whsec_someone_else"))).statusCode).toBe(400);
    const stale = signedStripeWebhook(event, STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    expect((await deliver("stripe", stale)).json()).toMatchObject({
      error: "webhook_rejected",
      msg: "Webhook refused: stale",
    });
    expect((await orderRow(orderNo))?.payStatus).toBe(1);
  });
});

describe("Alipay", () => {
  it("charges CNY through page pay; the signed notify is answered with the text success, and fulfils once", async () => {
    const customer = await createCustomer(t);
    const orderNo = await staticOrder(customer, "RPC");
    const started = await apiFor(t.app, customer).post("/api/payment/create", { order_no: orderNo, pay_type: 2 });
    const cashier = await fetch(started.json().data.url);
    expect(cashier.status).toBe(200);
    const visit = gateway.visits.at(-1);
    if (!visit) throw new Error("no gateway visit");
    expect(visit.bizContent).toMatchObject({ out_trade_no: `${orderNo}_1`, total_amount: "36.00" });
    const notify = gateway.notificationFor(visit, "TRADE_SUCCESS");
    const first = await deliver("alipay", notify);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe("success");
    expect((await deliver("alipay", notify)).body).toBe("success");
    expect(await orderRow(orderNo)).toMatchObject({
      payStatus: 2,
      payType: 2,
      payCurrency: "cny",
      payPriceMinor: 3600,
    });
    const tradeNo = new URLSearchParams(notify.rawBody.toString("utf8")).get("trade_no") ?? "";
    const finished = gateway.notificationFor(visit, "TRADE_FINISHED", { trade_no: tradeNo });
    expect((await deliver("alipay", finished)).body).toBe("success");
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo));
    // TRADE_FINISHED reports the same trade again: recorded, and no second credit.
    expect(events.map((event) => event.result).sort()).toEqual(["fulfilled", "same_payment"]);
    expect((await apiFor(t.app, customer).get("/api/member/wallet")).json().data.balance).toBe(0);
  });

  it("refuses another app_id; a genuine payment of another amount credits the wallet and leaves the order unpaid", async () => {
    const customer = await createCustomer(t);
    const orderNo = await staticOrder(customer, "RPD");
    const started = await apiFor(t.app, customer).post("/api/payment/create", { order_no: orderNo, pay_type: 2 });
    await fetch(started.json().data.url);
    const visit = gateway.visits.at(-1);
    if (!visit) throw new Error("no gateway visit");
    const foreign = await deliver(
      "alipay",
      gateway.notificationFor(visit, "TRADE_SUCCESS", { app_id: "2021999999999999" }),
    );
    expect(foreign.statusCode).toBe(400);
    expect((await orderRow(orderNo))?.payStatus).toBe(1);
    // Signed by Alipay, so money arrived: not the order's price, so not its payment. ¥10 at the
    // checkout's rate (¥36.00 for $5.00) is $1.38, rounded down.
    const other = await deliver("alipay", gateway.notificationFor(visit, "TRADE_SUCCESS", { total_amount: "10.00" }));
    expect(other.statusCode).toBe(200);
    expect((await orderRow(orderNo))?.payStatus).toBe(1);
    expect((await apiFor(t.app, customer).get("/api/member/wallet")).json().data.balance).toBe(1.38);
  });
});

describe("across checkouts, with the real providers' signatures", () => {
  const balance = async (customer: Customer) =>
    (await apiFor(t.app, customer).get("/api/member/wallet")).json().data.balance as number;

  it("two Stripe sessions with a coupon applied between them: the first buys at its price, the second is credited", async () => {
    await createCoupon(t.database.db, { code: "RPHALF", kind: "percent", value: 50 });
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const orderNo = await staticOrder(customer, "RPE");
    await api.post("/api/payment/create", { order_no: orderNo, pay_type: 1 });
    const full = [...stripe.sessions.values()].at(-1) as Record<string, unknown>;
    expect((await api.post("/api/checkout/applyCoupon", { order_no: orderNo, coupon: "RPHALF" })).statusCode).toBe(200);
    await api.post("/api/payment/create", { order_no: orderNo, pay_type: 1 });
    const half = [...stripe.sessions.values()].at(-1) as Record<string, unknown>;
    expect([full.amount_total, half.amount_total]).toEqual([500, 250]);
    for (const session of [full, half]) {
      const paid = checkoutSessionEvent("checkout.session.completed", {
        ...session,
        status: "complete",
        payment_status: "paid",
      });
      expect((await deliver("stripe", signedStripeWebhook(paid, STRIPE_WEBHOOK_SECRET))).statusCode).toBe(200);
    }
    expect(await orderRow(orderNo)).toMatchObject({ payStatus: 2, discountCents: 0, payPriceMinor: 500 });
    expect(await balance(customer)).toBe(2.5);
  });

  it("a late Alipay payment credited to the wallet, then TRADE_FINISHED under a new notify id: credited once", async () => {
    const customer = await createCustomer(t);
    const region = await createRegion(t, "RPF", 1);
    const api = apiFor(t.app, customer);
    const orderNo = (
      await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:1` })
    ).json().data.order_no as string;
    const started = await api.post("/api/payment/create", { order_no: orderNo, pay_type: 2 });
    await fetch(started.json().data.url);
    const visit = gateway.visits.at(-1);
    if (!visit) throw new Error("no gateway visit");
    // The customer gives up; the IP is sold to someone else; then the payment arrives.
    expect((await api.post("/api/order/cancel", { order_no: orderNo })).statusCode).toBe(200);
    const other = await createCustomer(t);
    await apiFor(t.app, other).post("/api/order/create", {
      type: 2,
      date_unit: "monthly",
      static_commodity: `${region}:1`,
    });
    expect((await deliver("alipay", gateway.notificationFor(visit, "TRADE_SUCCESS"))).body).toBe("success");
    expect(await balance(customer)).toBe(5);
    expect((await deliver("alipay", gateway.notificationFor(visit, "TRADE_FINISHED"))).body).toBe("success");
    expect(await balance(customer)).toBe(5);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo));
    expect(events.map((event) => event.result).sort()).toEqual(["credited_late", "same_payment"]);
  });
});
