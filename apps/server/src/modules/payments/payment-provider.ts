/**
 * What every payment provider (sandbox, Stripe, Alipay) offers Portico: a hosted checkout for one
 * order or recharge, a verified reading of the webhook that reports its outcome, and a refund of
 * a payment it took (ADR 402). Providers
 * know nothing of orders, stock or the ledger: the payments service decides what a verified
 * event does, exactly once, in one transaction.
 */

/** Card (1) and Alipay (2): the methods a provider can take (pay_type 3, balance, is Portico's own). */
export type ProviderPayType = 1 | 2;

export type ProviderName = "sandbox" | "stripe" | "alipay";

export type CheckoutRequest = {
  /**
   * Portico's reference of this checkout, echoed back by the provider in its webhook (Stripe's
   * client_reference_id, Alipay's out_trade_no): `<order_no>_<n>`, one per checkout.
   */
  reference: string;
  /** The order or top-up being paid, shown on the provider's page and kept in its metadata. */
  orderNo: string;
  /** What is being paid for, shown on the provider's page. */
  title: string;
  payType: ProviderPayType;
  /** The amount to charge, in minor units of `currency` (cents, or fen for CNY). */
  amountMinor: number;
  currency: "usd" | "cny";
  language: "en" | "zh-CN";
  customerEmail: string;
  /** Where the provider sends the customer after paying / after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** The provider must refuse payment after this moment (the order's close time). */
  expiresAt: Date;
};

export type CheckoutSession = {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's id of this checkout (Stripe session id, Alipay out_trade_no, sandbox id). */
  providerRef: string;
};

export type PaymentOutcome = "paid" | "failed" | "cancelled";

/** A webhook whose signature checked out, reduced to what the payments service needs. */
export type VerifiedPaymentEvent = {
  /** Unique per provider (Stripe event id, Alipay notify_id or trade_no + status): replays are refused by it. */
  eventId: string;
  /** The checkout's reference as Portico gave it (`CheckoutRequest.reference`; a bare order number for older checkouts). */
  reference: string;
  outcome: PaymentOutcome;
  /** What the provider says was charged, in minor units of `currency`; compared with the order. */
  amountMinor: number;
  currency: "usd" | "cny";
  providerRef: string;
  /** The provider's id of the money taken when it differs from `providerRef` (Stripe's PaymentIntent). */
  paymentRef?: string | null;
};

/** The raw HTTP request of a webhook: signatures are over the exact bytes. */
export type WebhookRequest = {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
};

/** What the provider expects back once Portico has recorded an event (Alipay: the text `success`). */
export type WebhookAcknowledgement = { status: number; contentType: string; body: string };

/** A webhook that must change nothing: forged, stale, for another merchant, malformed. */
export class WebhookRejected extends Error {
  override name = "WebhookRejected";
  readonly reason: "signature" | "stale" | "merchant" | "malformed";
  constructor(reason: "signature" | "stale" | "merchant" | "malformed", message: string) {
    super(message);
    this.reason = reason;
  }
}

/** A refund of (part of) a payment the provider took, in the currency it was taken in. */
export type ProviderRefundRequest = {
  /**
   * Portico's id of this refund, unique per refund and the same on every retry of it: the
   * provider's idempotency key (Stripe's Idempotency-Key header, Alipay's out_request_no).
   */
  requestId: string;
  orderNo: string;
  /** The provider's id of the payment as recorded when it was paid (orders.provider_ref). */
  providerRef: string;
  /** orders.provider_payment_ref: Stripe's PaymentIntent, when the webhook carried it. */
  paymentRef: string | null;
  /** In minor units of `currency`. */
  amountMinor: number;
  currency: "usd" | "cny";
};

/**
 * The provider's definite answer. `refused`: it will not refund (the reason is the provider's
 * own words) and nothing moved. Anything that leaves the outcome open — no answer, a 5xx, an
 * answer that cannot be read — is thrown instead (`RefundOutcomeUnknown`): the refund may have
 * happened, so Portico keeps it pending and a retry with the same request id settles it.
 */
export type ProviderRefundResult = { outcome: "succeeded"; refundRef: string } | { outcome: "refused"; reason: string };

/** The provider's answer to a refund did not arrive or cannot be trusted: retry with the same request id. */
export class RefundOutcomeUnknown extends Error {
  override name = "RefundOutcomeUnknown";
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Checks the signature (and the merchant, and freshness where the scheme has a timestamp) and
   * reads the event. Throws `WebhookRejected` for anything not genuinely from the provider;
   * returns null for a genuine event that is not about a payment outcome (Portico acknowledges
   * and ignores it).
   */
  verifyWebhook(request: WebhookRequest): Promise<VerifiedPaymentEvent | null>;
  /**
   * Refunds (part of) a payment. Calling it again with the same `requestId` and amount refunds
   * once: the second call answers what the first did.
   */
  refund(request: ProviderRefundRequest): Promise<ProviderRefundResult>;
  /** The answer that tells the provider to stop re-sending. */
  readonly acknowledgement: WebhookAcknowledgement;
}
