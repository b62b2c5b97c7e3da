import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { ledgerTransfers, orderRefunds, orders } from "../../db/schema/index.ts";
import { type AlipayGatewayStandIn, generateAlipayKeys, startAlipayGateway } from "../../test/alipay-stub.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer, createRegion } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { checkoutSessionEvent, type StripeStub, signedStripeWebhook, startStripeStub } from "../../test/stripe-stub.ts";

/**
 * `order:refund --to provider` through the real stripe and alipay-sdk packages against local
 * stand-ins of their APIs (ADR 402): what the provider was asked, what it refunded, and what
 * Portico booked — once, whatever fails or is retried.
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

const admin = (...argv: string[]) =>
  runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, argv);
const refund = (orderNo: string, ...rest: string[]) =>
  admin("order:refund", "--order", orderNo, "--to", "provider", ...rest);

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

let regions = 0;
/** A paid static order of one IP at $5.00 and the customer who paid it. */
async function staticOrder(customer: Customer) {
  const region = await createRegion(t, `RF${String.fromCharCode(65 + (regions % 26))}${Math.floor(regions++ / 26)}`, 1);
  return (
    await apiFor(t.app, customer).post("/api/order/create", {
      type: 2,
      date_unit: "monthly",
      static_commodity: `${region}:1`,
    })
  ).json().data.order_no as string;
}

async function paidByStripe() {
  const customer = await createCustomer(t);
  const orderNo = await staticOrder(customer);
  await apiFor(t.app, customer).post("/api/payment/create", { order_no: orderNo, pay_type: 1 });
  const created = [...stripe.sessions.values()].at(-1) as Record<string, unknown>;
  const session = stripe.pay(String(created.id));
  const answer = await deliver(
    "stripe",
    signedStripeWebhook(checkoutSessionEvent("checkout.session.completed", session), STRIPE_WEBHOOK_SECRET),
  );
  expect(answer.statusCode).toBe(200);
  return { orderNo, intent: String(session.payment_intent) };
}

async function paidByAlipay() {
  const customer = await createCustomer(t);
  const orderNo = await staticOrder(customer);
  const started = await apiFor(t.app, customer).post("/api/payment/create", { order_no: orderNo, pay_type: 2 });
  await fetch(started.json().data.url);
  const visit = gateway.visits.at(-1);
  if (!visit) throw new Error("no gateway visit");
  const notify = gateway.notificationFor(visit, "TRADE_SUCCESS");
  expect((await deliver("alipay", notify)).body).toBe("success");
  return { orderNo, tradeNo: new URLSearchParams(notify.rawBody.toString("utf8")).get("trade_no") ?? "" };
}

const orderRow = async (orderNo: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
};
const refundTransfers = async (orderNo: string) =>
  (await t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.orderNo, orderNo))).filter(
    (transfer) => transfer.kind === "refund",
  );
const refundRows = async (orderNo: string) =>
  t.database.db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, (await orderRow(orderNo)).id));
const stripeRefundsOf = (intent: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);
const refundPosts = (requestId: string) =>
  stripe.requests.filter(
    (request) => request.path === "/v1/refunds" && request.headers["idempotency-key"] === `portico-refund-${requestId}`,
  );
const requestIdIn = (message: string) => /request id (rf_[0-9a-f]{20})/.exec(message)?.[1] ?? "";
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as Error,
  );
  if (!error) throw new Error("the command did not fail");
  return error.message;
};

describe("Stripe refunds", () => {
  it("refunds part, then the rest, against the paid session's PaymentIntent; the order ends fully refunded", async () => {
    const { orderNo, intent } = await paidByStripe();
    expect((await orderRow(orderNo)).providerPaymentRef).toBe(intent);
    const first = await refund(orderNo, "--amount", "2");
    expect(first).toMatch(new RegExp(`^Refunded \\$2\\.00 of ${orderNo} to stripe; request id rf_`));
    const rest = await refund(orderNo);
    expect(rest).toContain(`Refunded $3.00 of ${orderNo} to stripe (fully refunded)`);

    const made = stripeRefundsOf(intent);
    expect(made.map((r) => r.amount)).toEqual([200, 300]);
    expect(made[0]?.metadata).toMatchObject({ order_no: orderNo, request_id: requestIdIn(first) });
    expect(refundPosts(requestIdIn(first))).toHaveLength(1);
    expect(await orderRow(orderNo)).toMatchObject({
      refundedCents: 500,
      refundPendingCents: 0,
      refundStatus: 2,
      dealStatus: 4,
    });
    const rows = await refundRows(orderNo);
    expect(rows.map((r) => [r.status, r.amountMinor, r.currency, r.providerRefundRef])).toEqual([
      ["succeeded", 200, "usd", made[0]?.id],
      ["succeeded", 300, "usd", made[1]?.id],
    ]);
    expect((await refundTransfers(orderNo)).map((transfer) => transfer.idempotencyKey).sort()).toEqual(
      rows.map((r) => `refund:${r.requestId}`).sort(),
    );
  });

  it("refuses a refund above what was paid, asking Stripe nothing and changing nothing", async () => {
    const { orderNo, intent } = await paidByStripe();
    const posts = stripe.requests.filter((request) => request.path === "/v1/refunds").length;
    expect(await failureOf(refund(orderNo, "--amount", "5.01"))).toBe(
      "A refund cannot exceed what is left of the payment ($5.00).",
    );
    expect(stripe.requests.filter((request) => request.path === "/v1/refunds")).toHaveLength(posts);
    expect(stripeRefundsOf(intent)).toEqual([]);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 0, refundStatus: 0 });
    expect(await refundRows(orderNo)).toEqual([]);
  });

  it("when Stripe's answer is lost, keeps the amount reserved and books nothing; the same request id then finishes it, refunded once", async () => {
    const { orderNo, intent } = await paidByStripe();
    // The first try and the SDK's two retries are all cut off after Stripe made the refund.
    stripe.failRefunds("drop", 3);
    const lost = await failureOf(refund(orderNo, "--amount", "4", "--request-id", "retry-me-1"));
    expect(lost).toMatch(/^stripe did not answer the refund retry-me-1 \(.+\)\. Its amount stays reserved/);
    expect(lost).toContain("--request-id retry-me-1");
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 400, refundStatus: 0 });
    expect(await refundTransfers(orderNo)).toEqual([]);
    // The reservation holds: only $1.00 is left to refund meanwhile.
    expect(await failureOf(refund(orderNo, "--amount", "2"))).toContain("($1.00)");

    expect(await refund(orderNo, "--amount", "4", "--request-id", "retry-me-1")).toBe(
      `Refunded $4.00 of ${orderNo} to stripe; request id retry-me-1.`,
    );
    expect(await refund(orderNo, "--request-id", "retry-me-1")).toBe(
      `Already refunded $4.00 of ${orderNo} to stripe; request id retry-me-1.`,
    );
    expect(stripeRefundsOf(intent).map((r) => r.amount)).toEqual([400]);
    expect(refundPosts("retry-me-1")).toHaveLength(4);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 400, refundPendingCents: 0, refundStatus: 1 });
    expect(await refundTransfers(orderNo)).toHaveLength(1);
    // The same request id for another amount is not this refund.
    expect(await failureOf(refund(orderNo, "--amount", "1", "--request-id", "retry-me-1"))).toBe(
      "The request id retry-me-1 belongs to another refund ($4.00 to stripe).",
    );
  });

  it("when Stripe refuses, says why and leaves the order and the ledger as they were", async () => {
    const { orderNo, intent } = await paidByStripe();
    stripe.failRefunds("refuse", 1);
    expect(await failureOf(refund(orderNo, "--request-id", "disputed-1"))).toBe(
      "stripe refused the refund disputed-1: This charge has been disputed and cannot be refunded. Nothing was refunded or booked.",
    );
    expect(await orderRow(orderNo)).toMatchObject({
      refundedCents: 0,
      refundPendingCents: 0,
      refundStatus: 0,
      dealStatus: 3,
    });
    expect(await refundTransfers(orderNo)).toEqual([]);
    expect((await refundRows(orderNo)).map((r) => r.status)).toEqual(["failed"]);
    expect(await failureOf(refund(orderNo, "--request-id", "disputed-1"))).toMatch(
      /^The refund disputed-1 was refused earlier/,
    );
    // A new refund is a new request.
    expect(await refund(orderNo)).toContain("(fully refunded)");
    expect(stripeRefundsOf(intent).map((r) => r.amount)).toEqual([500]);
  });

  it("an API error leaves the refund pending, and a retry with the request id makes it once", async () => {
    const { orderNo, intent } = await paidByStripe();
    stripe.failRefunds(500, 1);
    expect(await failureOf(refund(orderNo, "--request-id", "five-hundred"))).toContain("An unknown error occurred");
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 500 });
    expect(await refund(orderNo, "--request-id", "five-hundred")).toContain("(fully refunded)");
    expect(stripeRefundsOf(intent).map((r) => r.amount)).toEqual([500]);
  });

  it("two refunds at once whose sum exceeds the payment: one is made, the other refused, Stripe asked once", async () => {
    const { orderNo, intent } = await paidByStripe();
    const outcomes = await Promise.allSettled([refund(orderNo, "--amount", "3"), refund(orderNo, "--amount", "3")]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as Error).message).toMatch(/^A refund cannot exceed what is left of the payment/);
    expect(stripeRefundsOf(intent).map((r) => r.amount)).toEqual([300]);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 300, refundPendingCents: 0, refundStatus: 1 });
  });
});

describe("Alipay refunds", () => {
  it("refunds part, then the rest, in yuan at the payment's rate, each under its own out_request_no", async () => {
    const { orderNo, tradeNo } = await paidByAlipay();
    expect(await orderRow(orderNo)).toMatchObject({ payCurrency: "cny", payPriceMinor: 3600, providerRef: tradeNo });
    const calls = gateway.refundCalls.length;
    const first = await refund(orderNo, "--amount", "2");
    expect(first).toContain(`Refunded $2.00 of ${orderNo} to alipay; request id rf_`);
    expect(await refund(orderNo)).toContain(`Refunded $3.00 of ${orderNo} to alipay (fully refunded)`);
    const sent = gateway.refundCalls.slice(calls);
    expect(sent.every((call) => call.signatureValid)).toBe(true);
    expect(sent.map((call) => call.bizContent)).toEqual([
      // trade_no alone names the trade: an order may have had several checkouts (out_trade_no).
      expect.objectContaining({ trade_no: tradeNo, refund_amount: "14.40", out_request_no: requestIdIn(first) }),
      expect.objectContaining({ trade_no: tradeNo, refund_amount: "21.60" }),
    ]);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 500, refundStatus: 2, dealStatus: 4 });
    const rows = await refundRows(orderNo);
    expect(rows.map((r) => [r.amountMinor, r.currency])).toEqual([
      [1440, "cny"],
      [2160, "cny"],
    ]);
    expect(rows[0]?.providerRefundRef).toBe(`${tradeNo}:${requestIdIn(first)}`);
  });

  it("refuses a refund above what was paid without calling Alipay", async () => {
    const { orderNo } = await paidByAlipay();
    const calls = gateway.refundCalls.length;
    expect(await failureOf(refund(orderNo, "--amount", "9"))).toBe(
      "A refund cannot exceed what is left of the payment ($5.00).",
    );
    expect(gateway.refundCalls).toHaveLength(calls);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 0 });
  });

  it("a lost answer, then the same request id: Alipay refunds once, Portico books once", async () => {
    const { orderNo } = await paidByAlipay();
    // The first try and urllib's own retry on a socket error are both cut off after Alipay refunded.
    gateway.failRefunds("drop", 2);
    expect(await failureOf(refund(orderNo, "--amount", "1", "--request-id", "ali-retry-1"))).toMatch(
      /^alipay did not answer the refund ali-retry-1/,
    );
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 100 });
    expect(await refund(orderNo, "--amount", "1", "--request-id", "ali-retry-1")).toBe(
      `Refunded $1.00 of ${orderNo} to alipay; request id ali-retry-1.`,
    );
    expect(gateway.refundCalls.filter((call) => call.bizContent.out_request_no === "ali-retry-1")).toHaveLength(3);
    expect(gateway.refunds.get("ali-retry-1")).toMatchObject({ outTradeNo: `${orderNo}_1`, amountFen: 720 });
    expect([...gateway.refunds.values()].filter((r) => r.outTradeNo === `${orderNo}_1`)).toHaveLength(1);
    expect(await refundTransfers(orderNo)).toHaveLength(1);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 100, refundPendingCents: 0, refundStatus: 1 });
  });

  it("ACQ.SYSTEM_ERROR keeps the refund pending; Alipay's refusal releases it and books nothing", async () => {
    const { orderNo } = await paidByAlipay();
    gateway.failRefunds("system-error", 1);
    expect(await failureOf(refund(orderNo, "--request-id", "ali-busy-1"))).toContain("ACQ.SYSTEM_ERROR");
    expect(await orderRow(orderNo)).toMatchObject({ refundPendingCents: 500 });
    gateway.failRefunds("refuse", 1);
    expect(await failureOf(refund(orderNo, "--request-id", "ali-busy-1"))).toBe(
      "alipay refused the refund ali-busy-1: Alipay 40004 ACQ.TRADE_HAS_FINISHED: 交易已完结. Nothing was refunded or booked.",
    );
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 0, refundPendingCents: 0, refundStatus: 0 });
    expect(await refundTransfers(orderNo)).toEqual([]);
  });

  it("two refunds at once whose sum exceeds the payment: one is made", async () => {
    const { orderNo } = await paidByAlipay();
    const outcomes = await Promise.allSettled([refund(orderNo, "--amount", "4"), refund(orderNo, "--amount", "4")]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(
      [...gateway.refunds.values()].filter((r) => r.outTradeNo === `${orderNo}_1`).map((r) => r.amountFen),
    ).toEqual([2880]);
    expect(await orderRow(orderNo)).toMatchObject({ refundedCents: 400, refundPendingCents: 0 });
  });
});
