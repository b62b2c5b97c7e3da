import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  type CheckoutRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderRefundRequest,
  type ProviderRefundResult,
  type VerifiedPaymentEvent,
  WebhookRejected,
} from "../payment-provider.ts";

/** The signature header of sandbox webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs. */
export const SANDBOX_SIGNATURE_HEADER = "portico-sandbox-signature";
const TOLERANCE_S = 300;

/** What a sandbox checkout page needs, carried in its signed URL so no table is needed. */
export type SandboxCheckout = {
  id: string;
  /** The checkout's reference (older pages carry none: their order number was the reference). */
  reference?: string;
  orderNo: string;
  title: string;
  payType: 1 | 2;
  amountMinor: number;
  currency: "usd" | "cny";
  language: "en" | "zh-CN";
  successUrl: string;
  cancelUrl: string;
  /** Unix seconds. */
  expiresAt: number;
};

export type SandboxProvider = PaymentProvider & {
  /** The checkout behind a page token; null when the token was not made here. */
  readCheckout(token: string): SandboxCheckout | null;
  /** A signed webhook for the outcome the tester chose, ready to POST. */
  signedEvent(checkout: SandboxCheckout, outcome: PaymentOutcome, nowS: number): { body: string; signature: string };
};

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest();

/**
 * Portico's own test provider, the embedded default: a hosted checkout page with Pay, Fail and
 * Cancel that completes through a signed webhook to Portico's webhook route, as a real provider's
 * test mode does. No money moves, and every page it serves says so.
 */
export function createSandboxProvider(settings: { secret: string; publicUrl: string }): SandboxProvider {
  const pageSecret = `${settings.secret}:page`;
  const eventSecret = `${settings.secret}:webhook`;

  return {
    name: "sandbox",
    acknowledgement: { status: 200, contentType: "application/json", body: '{"received":true}' },

    async createCheckout(request: CheckoutRequest) {
      const checkout: SandboxCheckout = {
        id: `sbx_${randomBytes(12).toString("hex")}`,
        reference: request.reference,
        orderNo: request.orderNo,
        title: request.title,
        payType: request.payType,
        amountMinor: request.amountMinor,
        currency: request.currency,
        language: request.language,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: Math.floor(request.expiresAt.getTime() / 1000),
      };
      const payload = Buffer.from(JSON.stringify(checkout)).toString("base64url");
      const token = `${payload}.${hmac(pageSecret, payload).toString("base64url")}`;
      return { url: `${settings.publicUrl}/sandbox/checkout?session=${token}`, providerRef: checkout.id };
    },

    /**
     * No money moves. Like its checkouts, the sandbox keeps no table: the refund's record is
     * Portico's own refund row. Its id is derived from the request id, so a retry answers the
     * same refund, as a real provider's idempotency key does.
     */
    async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor < 1) {
        return {
          outcome: "refused",
          reason: `the sandbox refunds a whole, positive amount, not ${request.amountMinor}`,
        };
      }
      const refundRef = `sbx_re_${hmac(`${settings.secret}:refund`, request.requestId).toString("hex").slice(0, 24)}`;
      return { outcome: "succeeded", refundRef };
    },

    readCheckout(token) {
      const [payload, signature] = token.split(".");
      if (!payload || !signature) return null;
      const expected = hmac(pageSecret, payload);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as SandboxCheckout;
      } catch {
        return null;
      }
    },

    signedEvent(checkout, outcome, nowS) {
      const body = JSON.stringify({
        id: `evt_${randomBytes(12).toString("hex")}`,
        reference: checkout.reference ?? checkout.orderNo,
        order_no: checkout.orderNo,
        outcome,
        amount_minor: checkout.amountMinor,
        currency: checkout.currency,
        provider_ref: checkout.id,
      });
      return { body, signature: `t=${nowS},v1=${hmac(eventSecret, `${nowS}.${body}`).toString("hex")}` };
    },

    async verifyWebhook(request): Promise<VerifiedPaymentEvent | null> {
      const header = request.headers[SANDBOX_SIGNATURE_HEADER];
      const parts = Object.fromEntries(
        String(Array.isArray(header) ? header[0] : (header ?? ""))
          .split(",")
          .map((part) => part.split("=", 2) as [string, string]),
      );
      const timestamp = Number(parts.t);
      if (!Number.isInteger(timestamp) || !parts.v1) throw new WebhookRejected("malformed", "no signature header");
      const expected = hmac(eventSecret, `${timestamp}.${request.rawBody.toString("utf8")}`);
      const given = Buffer.from(parts.v1, "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookRejected("signature", "signature does not match");
      }
      if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_S)
        throw new WebhookRejected("stale", "timestamp too old");
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(request.rawBody.toString("utf8"));
      } catch {
        throw new WebhookRejected("malformed", "body is not JSON");
      }
      const { id, reference, outcome, amount_minor, currency, provider_ref } = event;
      if (
        typeof id !== "string" ||
        typeof reference !== "string" ||
        !["paid", "failed", "cancelled"].includes(String(outcome)) ||
        !Number.isInteger(amount_minor) ||
        (currency !== "usd" && currency !== "cny") ||
        typeof provider_ref !== "string"
      ) {
        throw new WebhookRejected("malformed", "event fields missing");
      }
      return {
        eventId: id,
        reference,
        outcome: outcome as PaymentOutcome,
        amountMinor: amount_minor as number,
        currency,
        providerRef: provider_ref,
      };
    },
  };
}
