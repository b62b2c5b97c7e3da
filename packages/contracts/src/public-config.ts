import { z } from "zod";
import { ENVELOPE_MODES } from "./crypto/crypto.codes.ts";
import { CHAT_PROVIDERS } from "./public-config.codes.ts";

/** Which bot challenge the login and signup forms show, and the key a Turnstile widget needs. */
export const CaptchaConfigSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("altcha") }),
  z.object({ provider: z.literal("turnstile"), siteKey: z.string() }),
  z.object({ provider: z.literal("off") }),
]);
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;

/** The only server configuration the browser may see. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  supportEmail: z.email(),
  captcha: CaptchaConfigSchema,
  /** The site's public origin: canonical and hreflang URLs are built on it. */
  publicUrl: z.string(),
  promo: z.object({
    /** Spec 02 §4: the ad popup opens this long after load (10 s; shortened in browser tests). */
    delayMs: z.number().int().nonnegative(),
    codeUsd: z.string(),
    codeCny: z.string(),
  }),
  chat: z.object({
    provider: z.enum(CHAT_PROVIDERS),
    scriptUrl: z.string(),
    token: z.string(),
  }),
  /** A messaging link (Telegram, WhatsApp...) for the floating buttons; empty hides it. */
  messagingUrl: z.string(),
  /** The encrypted request envelope's mode: the browser seals its API calls unless `off` (ADR 012). */
  apiEnvelope: z.enum(ENVELOPE_MODES),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
