import { altchaChallenge } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { AltchaVerifier } from "./altcha-verifier.ts";

/**
 * GET /api/captcha/altcha: a signed proof-of-work challenge. The widget reads the challenge
 * JSON itself, so this one answer is not wrapped in the envelope.
 */
export default async function captchaRoutes(app: FastifyInstance, options: { altcha: AltchaVerifier }) {
  registerEndpoint(app, altchaChallenge, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    return options.altcha.createChallenge();
  });
}
