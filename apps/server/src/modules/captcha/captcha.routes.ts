import { ApiPath } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { AltchaVerifier } from "./altcha-verifier.ts";

/**
 * GET /api/captcha/altcha: a signed proof-of-work challenge. The widget reads the challenge
 * JSON itself, so this one answer is not wrapped in the envelope.
 */
export default async function captchaRoutes(app: FastifyInstance, options: { altcha: AltchaVerifier }) {
  app.get(
    ApiPath.altchaChallenge,
    { schema: { tags: ["accounts"], summary: "ALTCHA proof-of-work challenge (raw, not enveloped)" } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return options.altcha.createChallenge();
    },
  );
}
