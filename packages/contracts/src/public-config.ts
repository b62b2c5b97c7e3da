import { z } from "zod";

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
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
