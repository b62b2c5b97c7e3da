import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";

/** An ALTCHA v2 challenge as the widget reads it (altcha-lib's `Challenge`). */
export const AltchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

export const altchaChallenge = defineEndpoint({
  operationId: "altchaChallenge",
  method: "GET",
  path: "/api/captcha/altcha",
  tag: "accounts",
  summary: "ALTCHA proof-of-work challenge (the widget reads it raw, not enveloped)",
  access: access.public("ignored"),
  response: AltchaChallengeSchema,
  errors: [],
  envelope: false,
});
