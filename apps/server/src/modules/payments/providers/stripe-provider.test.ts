import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkoutSessionEvent,
  type StripeStub,
  signedStripeWebhook,
  startStripeStub,
} from "../../../test/stripe-stub.ts";
import { type CheckoutRequest, type PaymentProvider, WebhookRejected } from "../payment-provider.ts";
import { createStripeProvider, stripeSessionExpiry } from "./stripe-provider.ts";

const SECRET_KEY = "sk_test_portico_stub_key";
const WEBHOOK_SECRET = "whsec_portico_test_signing_secret";

let stub: StripeStub;
let stripe: PaymentProvider;
beforeAll(async () => {
  stub = await startStripeStub(SECRET_KEY);
  stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stub.apiBase });
});
afterAll(async () => {
  await stub.close();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const nowS = () => Math.floor(Date.now() / 1000);

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  reference: "P20260101120000123456_1",
  orderNo: "P20260101120000123456",
  title: "Residential proxies 10 GB",
  payType: 1,
  amountMinor: 4_990,
  currency: "usd",
  language: "en",
  customerEmail: "buyer@example.com",
  successUrl: "https://portico.example/ucenter/orders?paid=P20260101120000123456",
  cancelUrl: "https://portico.example/payment?order=P20260101120000123456",
  expiresAt: inMinutes(120),
  ...overrides,
});

/** A Checkout Session as Stripe puts it in a webhook, for an order of Portico's. */
const session = (overrides: Record<string, unknown> = {}) => ({
  id: "cs_test_a1B2c3D4e5F6",
  object: "checkout.session",
  amount_total: 4_990,
  currency: "usd",
  client_reference_id: "P20260101120000123456_1",
  metadata: { order_no: "P20260101120000123456", checkout_no: "P20260101120000123456_1" },
  mode: "payment",
  payment_status: "paid",
  payment_intent: "pi_test_9Z8y7X6w",
  status: "complete",
  ...overrides,
});

const lastRequest = () => stub.requests.at(-1);

describe("createCheckout", () => {
  it("creates a one-line card Checkout Session through the SDK and returns its hosted URL and id", async () => {
    const expiresAt = inMinutes(120);
    const result = await stripe.createCheckout(checkout({ expiresAt }));

    const sent = lastRequest();
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/v1/checkout/sessions");
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.form).toEqual({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: { currency: "usd", unit_amount: "4990", product_data: { name: "Residential proxies 10 GB" } },
        },
      ],
      allowed_payment_method_types: ["card"],
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
      client_reference_id: "P20260101120000123456_1",
      metadata: { order_no: "P20260101120000123456", checkout_no: "P20260101120000123456_1" },
      customer_email: "buyer@example.com",
      locale: "en",
      success_url: "https://portico.example/ucenter/orders?paid=P20260101120000123456",
      cancel_url: "https://portico.example/payment?order=P20260101120000123456",
    });
    expect(result.providerRef).toMatch(/^cs_test_/);
    expect(result.url).toBe(`https://checkout.stripe.com/c/pay/${result.providerRef}`);
    expect(stub.sessions.get(result.providerRef)?.amount_total).toBe(4_990);
  });

  it("offers only Alipay for pay type 2, in Chinese for a zh-CN customer, in yuan when asked", async () => {
    await stripe.createCheckout(checkout({ payType: 2, language: "zh-CN", currency: "cny", amountMinor: 35_800 }));
    const form = lastRequest()?.form;
    expect(form?.allowed_payment_method_types).toEqual(["alipay"]);
    expect(form?.locale).toBe("zh");
    expect(form?.line_items).toEqual([
      expect.objectContaining({ price_data: expect.objectContaining({ currency: "cny", unit_amount: "35800" }) }),
    ]);
  });

  it("moves an order closing in under 30 minutes to a session Stripe accepts, and caps one beyond 24 hours", async () => {
    const soon = await stripe.createCheckout(checkout({ expiresAt: inMinutes(10) }));
    const soonExpiry = stub.sessions.get(soon.providerRef)?.expires_at as number;
    expect(soonExpiry - nowS()).toBeGreaterThanOrEqual(30 * 60);
    expect(soonExpiry - nowS()).toBeLessThanOrEqual(32 * 60);

    const late = await stripe.createCheckout(checkout({ expiresAt: inMinutes(3 * 24 * 60) }));
    const lateExpiry = stub.sessions.get(late.providerRef)?.expires_at as number;
    expect(lateExpiry - nowS()).toBeLessThanOrEqual(24 * 3600);
    expect(lateExpiry - nowS()).toBeGreaterThan(23 * 3600);
  });

  it("keeps the window's edges with a margin for the request's travel", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const s = (d: Date) => Math.floor(d.getTime() / 1000);
    expect(stripeSessionExpiry(new Date("2026-03-01T00:05:00Z"), now)).toBe(s(now) + 31 * 60);
    expect(stripeSessionExpiry(new Date("2026-03-01T02:00:00Z"), now)).toBe(s(now) + 2 * 3600);
    expect(stripeSessionExpiry(new Date("2026-03-05T00:00:00Z"), now)).toBe(s(now) + 24 * 3600 - 60);
  });

  it("surfaces Stripe's refusal of a wrong key", async () => {
    const wrongKey = createStripeProvider({
      secretKey: "sk_test_wrong",
      webhookSecret: WEBHOOK_SECRET,
      apiBase: stub.apiBase,
    });
    await expect(wrongKey.createCheckout(checkout())).rejects.toThrow(/Invalid API Key/);
  });
});

describe("refund", () => {
  it("finds the PaymentIntent of an order paid before Portico kept it in its Checkout Session", async () => {
    const { providerRef } = await stripe.createCheckout(checkout());
    const paid = stub.pay(providerRef);
    const answer = await stripe.refund({
      requestId: "rf_session_lookup",
      orderNo: "P20260101120000123456",
      providerRef,
      paymentRef: null,
      amountMinor: 1_000,
      currency: "usd",
    });
    expect(answer).toEqual({ outcome: "succeeded", refundRef: expect.stringMatching(/^re_test_/) });
    expect(stub.requests.at(-2)).toMatchObject({ method: "GET", path: `/v1/checkout/sessions/${providerRef}` });
    expect(lastRequest()).toMatchObject({
      path: "/v1/refunds",
      headers: { "idempotency-key": "portico-refund-rf_session_lookup" },
      form: { payment_intent: paid.payment_intent, amount: "1000", reason: "requested_by_customer" },
    });
  });

  it("answers a refusal for a session nobody paid, which has no PaymentIntent", async () => {
    const { providerRef } = await stripe.createCheckout(checkout());
    const request = {
      requestId: "rf_unpaid",
      orderNo: "P1",
      providerRef,
      paymentRef: null,
      amountMinor: 1,
      currency: "usd" as const,
    };
    expect(await stripe.refund(request)).toEqual({
      outcome: "refused",
      reason: `Checkout Session ${providerRef} has no PaymentIntent`,
    });
  });
});

describe("verifyWebhook", () => {
  const deliver = (event: unknown, secret = WEBHOOK_SECRET, timestamp?: number) =>
    stripe.verifyWebhook(signedStripeWebhook(event, secret, timestamp));

  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WebhookRejected);
    return (error as WebhookRejected).reason;
  };

  it("reads a paid checkout.session.completed: event id, order, amount, currency, session id", async () => {
    const event = checkoutSessionEvent("checkout.session.completed", session());
    expect(await deliver(event)).toEqual({
      eventId: event.id,
      reference: "P20260101120000123456_1",
      outcome: "paid",
      amountMinor: 4_990,
      currency: "usd",
      providerRef: "cs_test_a1B2c3D4e5F6",
      paymentRef: "pi_test_9Z8y7X6w",
    });
  });

  it("ignores a completed session whose delayed payment is still pending", async () => {
    const event = checkoutSessionEvent("checkout.session.completed", session({ payment_status: "unpaid" }));
    expect(await deliver(event)).toBeNull();
  });

  it("reads the async outcomes and the session's expiry", async () => {
    const succeeded = await deliver(checkoutSessionEvent("checkout.session.async_payment_succeeded", session()));
    expect(succeeded?.outcome).toBe("paid");
    const failed = await deliver(
      checkoutSessionEvent("checkout.session.async_payment_failed", session({ payment_status: "unpaid" })),
    );
    expect(failed?.outcome).toBe("failed");
    const expired = await deliver(
      checkoutSessionEvent(
        "checkout.session.expired",
        session({ payment_status: "unpaid", status: "expired", currency: "cny", amount_total: 35_800 }),
      ),
    );
    expect(expired).toMatchObject({ outcome: "cancelled", currency: "cny", amountMinor: 35_800 });
  });

  it("finds the checkout in client_reference_id when the metadata lacks it", async () => {
    const event = checkoutSessionEvent("checkout.session.completed", session({ metadata: {} }));
    expect((await deliver(event))?.reference).toBe("P20260101120000123456_1");
  });

  it("reads a session opened before checkouts had numbers by its order number", async () => {
    const legacy = session({
      client_reference_id: "P20260101120000123456",
      metadata: { order_no: "P20260101120000123456" },
    });
    expect((await deliver(checkoutSessionEvent("checkout.session.completed", legacy)))?.reference).toBe(
      "P20260101120000123456",
    );
  });

  it("acknowledges and ignores events that are not about a Portico checkout", async () => {
    const charge = {
      ...checkoutSessionEvent("charge.succeeded", {}),
      data: { object: { id: "ch_1", object: "charge", amount: 100 } },
    };
    expect(await deliver(charge)).toBeNull();
    const foreign = checkoutSessionEvent(
      "checkout.session.completed",
      session({ metadata: {}, client_reference_id: null }),
    );
    expect(await deliver(foreign)).toBeNull();
  });

  it("rejects a forged signature", async () => {
    const genuine = signedStripeWebhook(checkoutSessionEvent("checkout.session.completed", session()), WEBHOOK_SECRET);
    const header = genuine.headers["stripe-signature"].replace(
      /v1=([0-9a-f])/,
      (_, c: string) => `v1=${c === "0" ? "1" : "0"}`,
    );
    expect(await rejection(stripe.verifyWebhook({ ...genuine, headers: { "stripe-signature": header } }))).toBe(
      "signature",
    );
  });

  it("rejects a genuine signature over a body that was changed", async () => {
    const genuine = signedStripeWebhook(checkoutSessionEvent("checkout.session.completed", session()), WEBHOOK_SECRET);
    const tampered = Buffer.from(genuine.rawBody.toString("utf8").replace('"amount_total": 4990', '"amount_total": 1'));
    expect(await rejection(stripe.verifyWebhook({ ...genuine, rawBody: tampered }))).toBe("signature");
  });

  it("rejects an event signed with another endpoint's secret", async () => {
    const event = checkoutSessionEvent("checkout.session.completed", session());
    expect(await rejection(deliver(event, "whsec_someone_elses_secret"))).toBe("signature");
  });

  it("rejects a genuine event signed more than 300 s ago as stale, and accepts one within the window", async () => {
    const event = checkoutSessionEvent("checkout.session.completed", session());
    expect(await rejection(deliver(event, WEBHOOK_SECRET, nowS() - 301))).toBe("stale");
    expect((await deliver(event, WEBHOOK_SECRET, nowS() - 240))?.outcome).toBe("paid");
  });

  it("rejects a request without a signature header", async () => {
    const genuine = signedStripeWebhook(checkoutSessionEvent("checkout.session.completed", session()), WEBHOOK_SECRET);
    expect(await rejection(stripe.verifyWebhook({ rawBody: genuine.rawBody, headers: {} }))).toBe("signature");
  });

  it("answers Stripe with 200 and a JSON receipt", () => {
    expect(stripe.acknowledgement).toEqual({
      status: 200,
      contentType: "application/json",
      body: '{"received":true}',
    });
  });
});
