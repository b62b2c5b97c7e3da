import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { API_KEY_PREFIX } from "@portico/contracts";
import type { CredentialResolver } from "../../plugins/auth/credential.ts";
import { gatewayErrors } from "./gateway.errors.ts";

const BEARER = "bearer ";
const digest = (text: string) => createHash("sha256").update(text).digest();

/** The bearer token of a request, unless it is a customer's API key (`pk_live_…`, ADR 409). */
function serviceToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (typeof header !== "string" || header.slice(0, BEARER.length).toLowerCase() !== BEARER) return undefined;
  const token = header.slice(BEARER.length).trim();
  return token === "" || token.startsWith(API_KEY_PREFIX) ? undefined : token;
}

/**
 * The proxy gateway's credential (ADR 411): `Authorization: Bearer <GATEWAY_SERVICE_TOKEN>`,
 * compared with the configured token in constant time (as SHA-256 digests, so the lengths match
 * too). Any other bearer token that is not an API key is a wrong service token: 401. Added only
 * when the token is configured; without it no request is ever the gateway, and the internal
 * endpoints answer every caller as if they did not exist.
 */
export function gatewayCredential(configuredToken: string): CredentialResolver {
  const expected = digest(configuredToken);
  return {
    scheme: "service",
    present: (headers) => serviceToken(headers) !== undefined,
    resolve: async (request) =>
      timingSafeEqual(digest(serviceToken(request.headers) ?? ""), expected)
        ? { kind: "internal", service: "gateway" }
        : null,
    refused: () => gatewayErrors.badToken(),
  };
}
