import Stripe from "stripe";
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderRefundRequest,
  type ProviderRefundResult,
  RefundOutcomeUnknown,
  type VerifiedPaymentEvent,
  WebhookRejected,
  type WebhookRequest,
} from "../payment-provider.ts";

export type StripeProviderSettings = {
  /** The account's secret API key (`sk_live_…`, or `sk_test_…` in test mode), or a restricted key that may write Checkout Sessions. */
  secretKey: string;
  /** The signing secret (`whsec_…`) of the webhook endpoint registered for `/api/payment/webhook/stripe`. */
  webhookSecret: string;
  /** Another API origin, such as `http://127.0.0.1:PORT` for a local stand-in; Stripe's own when unset. */
  apiBase?: string;
};

/**
 * Stripe refuses a Checkout Session whose `expires_at` is less than 30 minutes or more than 24 hours
 * after it creates the session.
 */
const MIN_LIFETIME_S = 30 * 60;
const MAX_LIFETIME_S = 24 * 60 * 60;
/** Room for the time the request takes to reach Stripe and for our clock differing from theirs. */
const LIFETIME_MARGIN_S = 60;
/** How old a signed webhook may be; older ones are refused as replays. */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * The session's end: the order's close time, moved into the window Stripe accepts. An order that
 * closes sooner than 30 minutes from now gets a session that outlives it by up to 31 minutes; the
 * payments service must therefore be ready for a payment that arrives after it closed the order.
 */
export function stripeSessionExpiry(expiresAt: Date, now: Date = new Date()): number {
  const nowS = Math.floor(now.getTime() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  const earliest = nowS + MIN_LIFETIME_S + LIFETIME_MARGIN_S;
  const latest = nowS + MAX_LIFETIME_S - LIFETIME_MARGIN_S;
  return Math.min(Math.max(wanted, earliest), latest);
}

/** The SDK takes an origin as separate host, port and protocol options. */
function apiOrigin(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`Stripe apiBase must be an http(s) URL, not ${apiBase}`);
  }
  const protocol = url.protocol === "https:" ? "https" : "http";
  return { host: url.hostname, port: url.port || (protocol === "https" ? 443 : 80), protocol } as const;
}

/** The Checkout Session events that settle a payment; every other event type is acknowledged and ignored. */
const outcomes = new Map<string, (session: Stripe.Checkout.Session) => PaymentOutcome | null>([
  // A card is charged before `completed`; a delayed method (a bank debit) may still be `unpaid` here and
  // settles later with one of the async events.
  ["checkout.session.completed", (session) => (session.payment_status === "paid" ? "paid" : null)],
  ["checkout.session.async_payment_succeeded", () => "paid"],
  ["checkout.session.async_payment_failed", () => "failed"],
  ["checkout.session.expired", () => "cancelled"],
]);

/**
 * Errors after which Stripe has certainly not refunded: it read the request and said no (a bad
 * or spent amount, a wrong key, a missing permission). Every other error — no connection, a 5xx,
 * 429, an idempotency clash — leaves the outcome open.
 */
function refusedBy(error: unknown): string | null {
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return error.message;
  }
  return null;
}

/** The PaymentIntent behind a Checkout Session: its id, or the expanded object's. */
const intentId = (intent: string | Stripe.PaymentIntent | null | undefined) =>
  typeof intent === "string" ? intent : (intent?.id ?? null);

export function createStripeProvider(settings: StripeProviderSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { ...apiOrigin(settings.apiBase) });

  function constructEvent(rawBody: Buffer, header: string, tolerance: number): Stripe.Event {
    return stripe.webhooks.constructEvent(rawBody, header, settings.webhookSecret, tolerance);
  }

  /** Verifies the signature and its age; the SDK reports both as one error type, so a failure is retried without the age check to tell them apart. */
  function verifiedEvent(request: WebhookRequest): Stripe.Event {
    const header = request.headers["stripe-signature"];
    if (typeof header !== "string" || header === "") {
      throw new WebhookRejected("signature", "The Stripe-Signature header is missing");
    }
    try {
      return constructEvent(request.rawBody, header, SIGNATURE_TOLERANCE_S);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
        throw new WebhookRejected("malformed", `The Stripe webhook could not be read: ${(error as Error).message}`);
      }
      try {
        // Tolerance 0 skips the age check (stripe-node 23): a signature that holds now was only too old.
        constructEvent(request.rawBody, header, 0);
      } catch {
        throw new WebhookRejected("signature", "The Stripe webhook signature does not match");
      }
      throw new WebhookRejected("stale", `The Stripe webhook was signed more than ${SIGNATURE_TOLERANCE_S} s ago`);
    }
  }

  return {
    name: "stripe",
    acknowledgement: { status: 200, contentType: "application/json", body: JSON.stringify({ received: true }) },

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountMinor,
              product_data: { name: request.title },
            },
          },
        ],
        allowed_payment_method_types: request.payType === 1 ? ["card"] : ["alipay"],
        expires_at: stripeSessionExpiry(request.expiresAt),
        client_reference_id: request.reference,
        metadata: { order_no: request.orderNo, checkout_no: request.reference },
        customer_email: request.customerEmail,
        locale: request.language === "zh-CN" ? "zh" : "en",
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { url: session.url, providerRef: session.id };
    },

    async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
      try {
        // Orders paid before Portico kept the PaymentIntent: the session still names it.
        const paymentIntent =
          request.paymentRef ?? intentId((await stripe.checkout.sessions.retrieve(request.providerRef)).payment_intent);
        if (!paymentIntent) {
          return { outcome: "refused", reason: `Checkout Session ${request.providerRef} has no PaymentIntent` };
        }
        // The request id is the idempotency key: a retry (the SDK's own, or a re-run command) gets
        // Stripe's first answer back instead of a second refund.
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountMinor,
            reason: "requested_by_customer",
            metadata: { order_no: request.orderNo, request_id: request.requestId },
          },
          { idempotencyKey: `portico-refund-${request.requestId}` },
        );
        if (refund.status === "failed" || refund.status === "canceled") {
          return { outcome: "refused", reason: `Stripe refund ${refund.id} is ${refund.status}` };
        }
        // succeeded, pending or requires_action: Stripe has taken the refund on (ADR 402).
        return { outcome: "succeeded", refundRef: refund.id };
      } catch (error) {
        const refused = refusedBy(error);
        if (refused !== null) return { outcome: "refused", reason: refused };
        throw new RefundOutcomeUnknown(`Stripe did not answer the refund: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },

    async verifyWebhook(request: WebhookRequest): Promise<VerifiedPaymentEvent | null> {
      const event = verifiedEvent(request);
      const outcomeOf = outcomes.get(event.type);
      if (!outcomeOf) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      const outcome = outcomeOf(session);
      if (!outcome) return null;
      // A session without Portico's reference was made by something else sharing the account: not ours to settle.
      // Sessions opened before checkouts had numbers carry only the order number.
      const reference = session.metadata?.checkout_no || session.client_reference_id || session.metadata?.order_no;
      if (!reference) return null;
      const currency = session.currency;
      if (currency !== "usd" && currency !== "cny") {
        throw new WebhookRejected("malformed", `Checkout Session ${session.id} is in ${currency}, not usd or cny`);
      }
      if (typeof session.amount_total !== "number") {
        throw new WebhookRejected("malformed", `Checkout Session ${session.id} has no amount_total`);
      }
      return {
        eventId: event.id,
        reference,
        outcome,
        amountMinor: session.amount_total,
        currency,
        providerRef: session.id,
        paymentRef: intentId(session.payment_intent),
      };
    },
  };
}
