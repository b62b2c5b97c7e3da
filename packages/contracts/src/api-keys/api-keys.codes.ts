import { defineErrorCodes } from "../error-codes.ts";

/** What a customer's API key may do: read only, or everything a key may (ADR 409). */
export const API_KEY_ACCESS = ["read", "full"] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

/** The recognisable start of every key, so a leaked one is found by secret scanners and people alike. */
export const API_KEY_PREFIX = "pk_live_";

/** Keys one account may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;
/** Source addresses or ranges one key may be limited to. */
export const MAX_API_KEY_SOURCES = 20;
export const API_KEY_NAME_MAX = 60;

/**
 * The keys page's own failures. A key that is unknown, revoked or used from an address it does
 * not allow answers the common `unauthorized`, and one past its rate limit `rate_limited`, each
 * with a message of its own: a script branches on the code as it would for a session.
 */
export const ApiKeyError = defineErrorCodes({
  api_key_limit: 422,
  api_key_not_found: 404,
  invalid_source_address: 400,
});
