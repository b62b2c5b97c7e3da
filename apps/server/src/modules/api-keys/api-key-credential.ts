import type { IncomingHttpHeaders } from "node:http";
import { API_KEY_PREFIX, API_KEY_SCOPES, type CustomerScope } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import type { CredentialResolver } from "../../plugins/auth/credential.ts";
import { customerIsDisabled } from "../accounts/customer-admin.service.ts";
import type { RateLimitStore } from "../rate-limits/rate-limits.types.ts";
import { apiKeyErrors } from "./api-keys.errors.ts";
import { findLiveKey, touchKey } from "./api-keys.repository.ts";
import { digestOfKey } from "./api-keys.service.ts";
import { allowing } from "./source-addresses.ts";

const BEARER = `bearer ${API_KEY_PREFIX}`;
/** A key's use is written at most once a minute, not on every call. */
const TOUCH_AFTER_MS = 60_000;
const keyScopes: ReadonlySet<string> = new Set(API_KEY_SCOPES);
/** A key's rate limit is per minute (`API_KEY_RATE_LIMIT_PER_MINUTE`, or the key's own). */
const ONE_MINUTE_MS = 60_000;

function bearerKey(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (typeof header !== "string" || header.length <= BEARER.length) return undefined;
  return header.slice(0, BEARER.length).toLowerCase() === BEARER ? header.slice("bearer ".length).trim() : undefined;
}

/**
 * A customer's API key, `Authorization: Bearer pk_live_…` (ADR 409). A key that is unknown,
 * revoked or used from an address it does not allow answers 401 `unauthorized`; one over its
 * rate limit answers 429 `rate_limited` with `Retry-After`. Its principal acts for the key's account with the
 * key's scopes — never the session-only ones, whatever the row says.
 */
export function apiKeyCredential(options: {
  db: Db;
  ratePerMinute: number;
  /** Each key's own budget per minute, counted across every instance (issue #27). */
  rateLimits: RateLimitStore;
}): CredentialResolver {
  const { db, rateLimits } = options;
  return {
    scheme: "apiKey",
    present: (headers) => bearerKey(headers) !== undefined,
    resolve: async (request, reply) => {
      const key = await findLiveKey(db, digestOfKey(bearerKey(request.headers) ?? ""));
      if (!key || !allowing(key.allowedIps)(request.ip)) return null;
      if (await customerIsDisabled(db, key.userId)) return null;
      const limit = key.ratePerMinute ?? options.ratePerMinute;
      const waitSeconds = await rateLimits.take("api_key", String(key.id), limit, ONE_MINUTE_MS);
      reply.header("x-ratelimit-limit", limit);
      if (waitSeconds > 0) {
        reply.header("retry-after", waitSeconds);
        throw apiKeyErrors.rateLimited({ seconds: waitSeconds });
      }
      if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > TOUCH_AFTER_MS)
        await touchKey(db, key.id, request.ip);
      return {
        kind: "customer",
        accountId: key.userId,
        actor: { kind: "api_key", keyId: key.id },
        scopes: new Set(key.scopes.filter((scope) => keyScopes.has(scope)) as CustomerScope[]),
      };
    },
    refused: () => apiKeyErrors.invalid(),
  };
}
