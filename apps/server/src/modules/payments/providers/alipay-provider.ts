import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { AlipayRequestError, AlipaySdk } from "alipay-sdk";
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

export type AlipayProviderSettings = {
  /** The application's APPID on Alipay Open Platform. */
  appId: string;
  /** The merchant's application private key: PEM (PKCS#1 or PKCS#8), or the bare base64 Alipay's key tool prints. */
  privateKey: string;
  /** Alipay's public key shown for the application (not the application's own public key): PEM or bare base64. */
  alipayPublicKey: string;
  /** The OpenAPI gateway; Alipay's production gateway when unset. */
  gateway?: string;
  /** Where Alipay posts its asynchronous notifications: the public URL of `/api/payment/webhook/alipay`. */
  notifyUrl: string;
};

const PRODUCTION_GATEWAY = "https://openapi.alipay.com/gateway.do";
/** China Standard Time has no daylight saving: always UTC+8. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Alipay's cap on one trade, in yuan. */
const MAX_TOTAL_YUAN = 100_000_000;

/** `yyyy-MM-dd HH:mm:ss` in China time, the clock Alipay reads its date fields in. */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** Fen as Alipay writes an amount: yuan with two decimals, built from integers so no float rounding creeps in. */
function yuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
}

/** An amount as Alipay writes it (`12.3`, `12.30`) in fen, or null when it is not one. */
function fenOf(amount: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Alipay refuses a subject with `/`, `=` or `&`, and more than 256 characters. */
function subjectOf(title: string): string {
  return Array.from(title.replace(/[/=&\s]+/g, " ").trim())
    .slice(0, 256)
    .join("");
}

/**
 * Alipay's key tool hands out bare base64 (PKCS#8 by default), operators often keep PEM files, and
 * the SDK assumes PKCS#1 unless told otherwise: read whichever was given and pass the SDK one form.
 * A key that cannot be read fails here, at start, rather than on the first payment.
 */
function readKey(text: string, kind: "private" | "public"): KeyObject {
  const trimmed = text.trim();
  if (trimmed.includes("-----BEGIN")) return kind === "private" ? createPrivateKey(trimmed) : createPublicKey(trimmed);
  const der = Buffer.from(trimmed.replace(/\s+/g, ""), "base64");
  if (kind === "public") return createPublicKey({ key: der, format: "der", type: "spki" });
  try {
    return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
  } catch {
    return createPrivateKey({ key: der, format: "der", type: "pkcs1" });
  }
}

/** PEM, trimmed: the SDK rebuilds a key line by line and expects the END line to be the last one. */
const pem = (key: KeyObject, type: "pkcs8" | "spki") => (key.export({ type, format: "pem" }) as string).trim();

const outcomes = new Map<string, PaymentOutcome>([
  ["TRADE_SUCCESS", "paid"],
  // Sent when a paid trade can no longer be refunded: the same payment as TRADE_SUCCESS, under its own notify_id.
  ["TRADE_FINISHED", "paid"],
  ["TRADE_CLOSED", "cancelled"],
  // WAIT_BUYER_PAY (trade created, not paid yet) settles nothing.
]);

/**
 * Alipay's answers to alipay.trade.refund that leave the outcome open: retry with the same
 * out_request_no (Alipay's refund documentation). Every other error code is a refusal.
 */
const RETRY_LATER = new Set(["ACQ.SYSTEM_ERROR", "aop.ACQ.SYSTEM_ERROR"]);

export function createAlipayProvider(settings: AlipayProviderSettings): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: pem(readKey(settings.privateKey, "private"), "pkcs8"),
    keyType: "PKCS8",
    alipayPublicKey: pem(readKey(settings.alipayPublicKey, "public"), "spki"),
    signType: "RSA2",
    gateway: settings.gateway ?? PRODUCTION_GATEWAY,
  });

  return {
    name: "alipay",
    acknowledgement: { status: 200, contentType: "text/plain", body: "success" },

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      if (request.currency !== "cny") {
        throw new Error(`Alipay charges in CNY only; order ${request.orderNo} is in ${request.currency}`);
      }
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor < 1) {
        throw new Error(
          `Alipay needs a whole, positive number of fen; order ${request.orderNo} has ${request.amountMinor}`,
        );
      }
      if (request.amountMinor > MAX_TOTAL_YUAN * 100) {
        throw new Error(`Alipay takes at most ${MAX_TOTAL_YUAN} yuan in one trade; order ${request.orderNo} is more`);
      }
      const url = sdk.pageExecute("alipay.trade.page.pay", "GET", {
        bizContent: {
          out_trade_no: request.reference,
          total_amount: yuan(request.amountMinor),
          subject: subjectOf(request.title),
          product_code: "FAST_INSTANT_TRADE_PAY",
          time_expire: chinaTime(request.expiresAt),
        },
        returnUrl: request.successUrl,
        notifyUrl: settings.notifyUrl,
        // The SDK stamps the request in the server's local time zone; Alipay reads it as China time, so a
        // server on UTC would be 8 hours early. Alipay's Java SDK stamps China time too.
        timestamp: chinaTime(new Date()),
      });
      return { url, providerRef: request.reference };
    },

    async refund(request: ProviderRefundRequest): Promise<ProviderRefundResult> {
      if (request.currency !== "cny") {
        return {
          outcome: "refused",
          reason: `Alipay refunds CNY only; order ${request.orderNo} was paid in ${request.currency}`,
        };
      }
      let answer: Awaited<ReturnType<AlipaySdk["exec"]>>;
      try {
        answer = await sdk.exec(
          "alipay.trade.refund",
          {
            // Alipay reads the stamp as China time, like the checkout's (see createCheckout).
            timestamp: chinaTime(new Date()),
            bizContent: {
              // trade_no alone names the trade: the order may have had several checkouts (out_trade_no).
              trade_no: request.providerRef,
              refund_amount: yuan(request.amountMinor),
              // Unique per refund, the same on a retry: Alipay refunds once per out_request_no.
              out_request_no: request.requestId,
              refund_reason: "Refund",
            },
          },
          // The answer is trusted only under Alipay's signature.
          { validateSign: true },
        );
      } catch (error) {
        const why = error instanceof AlipayRequestError ? error.message : (error as Error).message;
        throw new RefundOutcomeUnknown(`Alipay did not answer the refund: ${why}`, { cause: error });
      }
      if (answer.code === "10000") {
        return { outcome: "succeeded", refundRef: `${answer.tradeNo ?? request.providerRef}:${request.requestId}` };
      }
      const reason = `Alipay ${answer.code} ${answer.subCode ?? ""}: ${answer.subMsg ?? answer.msg ?? ""}`.trim();
      if (answer.code === "20000" || RETRY_LATER.has(answer.subCode ?? "")) throw new RefundOutcomeUnknown(reason);
      return { outcome: "refused", reason };
    },

    async verifyWebhook(request: WebhookRequest): Promise<VerifiedPaymentEvent | null> {
      const notice: Record<string, string> = Object.fromEntries(new URLSearchParams(request.rawBody.toString("utf8")));
      // RSA2 only: the SDK would take the notice's own sign_type and check an RSA (SHA-1) signature.
      if (!notice.sign || (notice.sign_type !== undefined && notice.sign_type !== "RSA2")) {
        throw new WebhookRejected("signature", "The Alipay notification carries no RSA2 signature");
      }
      let genuine = false;
      try {
        // V2 checks the values as received: the form body is already decoded once, which is all Alipay encodes.
        genuine = sdk.checkNotifySignV2(notice);
      } catch {
        genuine = false;
      }
      if (!genuine) throw new WebhookRejected("signature", "The Alipay notification signature does not match");
      if (notice.app_id !== settings.appId) {
        throw new WebhookRejected(
          "merchant",
          `The Alipay notification is for application ${notice.app_id ?? "(none)"}`,
        );
      }

      const { out_trade_no: reference, trade_no: tradeNo, trade_status: status, total_amount: total } = notice;
      if (!reference || !tradeNo || !status || !total) {
        throw new WebhookRejected(
          "malformed",
          "The Alipay notification lacks out_trade_no, trade_no, trade_status or total_amount",
        );
      }
      const amountMinor = fenOf(total);
      if (amountMinor === null) {
        throw new WebhookRejected("malformed", `The Alipay total_amount ${total} is not an amount`);
      }

      // A refund is notified on the same trade (TRADE_SUCCESS after a partial one, TRADE_CLOSED after a full one):
      // it does not settle a checkout.
      if (notice.gmt_refund || (notice.refund_fee && fenOf(notice.refund_fee))) return null;
      const outcome = outcomes.get(status);
      if (!outcome) return null;

      return {
        eventId: notice.notify_id || `${tradeNo}:${status}`,
        reference,
        outcome,
        amountMinor,
        currency: "cny",
        providerRef: tradeNo,
      };
    },
  };
}
