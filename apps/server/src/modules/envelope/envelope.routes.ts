import { envelopePublicKey } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { EnvelopeSettings } from "../../config.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { EnvelopeKeyRing } from "./envelope-keys.ts";

/** Clients may keep the public key this long; the overlap window after a rotation is longer (config). */
export const PUBLIC_KEY_MAX_AGE_S = 300;

/** `GET /api/crypto/public_key`: the key a client wraps its session key with (ADR 012). */
export default async function envelopeRoutes(
  app: FastifyInstance,
  { keys, settings }: { keys: EnvelopeKeyRing; settings: EnvelopeSettings },
) {
  registerEndpoint(app, envelopePublicKey, async ({ reply }) => {
    const key = await keys.current();
    reply.header("cache-control", `public, max-age=${PUBLIC_KEY_MAX_AGE_S}`);
    return { mode: settings.mode, kid: key.kid, public_key: key.publicKey };
  });
}
