import { z } from "zod";

/**
 * Payment settings (README: Configuration). Card and Alipay are each routed to one provider; the
 * sandbox — Portico's own hosted test checkout, no money moves — is the default for both; in
 * production only with PAYMENT_SANDBOX=allow (payment-sandbox.ts).
 */
export const PaymentEnvShape = {
  PAYMENT_CARD_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  PAYMENT_ALIPAY_PROVIDER: z.enum(["sandbox", "stripe", "alipay"]).default("sandbox"),
  /** Whether a method may go to the sandbox; unset: refused in production, allowed elsewhere (payment-sandbox.ts). */
  PAYMENT_SANDBOX: z.enum(["allow", "refuse"]).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Only for a local stand-in of Stripe's API (tests). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  ALIPAY_APP_ID: z.string().min(1).optional(),
  ALIPAY_PRIVATE_KEY: z.string().min(1).optional(),
  ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).default("https://openapi.alipay.com/gateway.do"),
  CNY_PER_USD: z.coerce.number().positive().max(100).default(7.2),
  ORDER_CLOSE_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  SANDBOX_WEBHOOK_SECRET: z.string().min(32).optional(),
};

const PaymentEnvSchema = z.object(PaymentEnvShape);
type PaymentEnv = z.output<typeof PaymentEnvSchema>;

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase: string | undefined };
export type AlipaySettings = { appId: string; privateKey: string; alipayPublicKey: string; gateway: string };

export type PaymentSettings = {
  cardProvider: "sandbox" | "stripe";
  alipayProvider: "sandbox" | "stripe" | "alipay";
  stripe: StripeSettings | undefined;
  alipay: AlipaySettings | undefined;
  /** CNY charged per USD for Alipay payments in yuan (spec: about 7.2). */
  cnyPerUsd: number;
  /** A residential order or a top-up left unpaid closes after this long (static: 1800 s, spec). */
  orderCloseMs: number;
  /** Signs the sandbox's webhooks; unset: generated once and kept in the database. */
  sandboxWebhookSecret: string | undefined;
};

/** PEM keys often arrive with `\n` escaped in one-line environment files. */
const pem = (value: string) => value.replaceAll("\\n", "\n");

/** The payment settings, or the problems (one line each) that stop the start. */
export function paymentSettings(e: PaymentEnv): PaymentSettings | { problems: string[] } {
  const problems: string[] = [];
  const usesStripe = e.PAYMENT_CARD_PROVIDER === "stripe" || e.PAYMENT_ALIPAY_PROVIDER === "stripe";
  const usesAlipay = e.PAYMENT_ALIPAY_PROVIDER === "alipay";
  if (usesStripe && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    problems.push("STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both are required when a payment provider is stripe");
  }
  if (usesAlipay && (!e.ALIPAY_APP_ID || !e.ALIPAY_PRIVATE_KEY || !e.ALIPAY_PUBLIC_KEY)) {
    problems.push(
      "ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY: all are required when PAYMENT_ALIPAY_PROVIDER is alipay",
    );
  }
  if (problems.length > 0) return { problems };
  return {
    cardProvider: e.PAYMENT_CARD_PROVIDER,
    alipayProvider: e.PAYMENT_ALIPAY_PROVIDER,
    stripe:
      usesStripe && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    alipay:
      usesAlipay && e.ALIPAY_APP_ID && e.ALIPAY_PRIVATE_KEY && e.ALIPAY_PUBLIC_KEY
        ? {
            appId: e.ALIPAY_APP_ID,
            privateKey: pem(e.ALIPAY_PRIVATE_KEY),
            alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY),
            gateway: e.ALIPAY_GATEWAY,
          }
        : undefined,
    cnyPerUsd: e.CNY_PER_USD,
    orderCloseMs: e.ORDER_CLOSE_MINUTES * 60_000,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
  };
}
