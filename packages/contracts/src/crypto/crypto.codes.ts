import { defineErrorCodes } from "../error-codes.ts";

/**
 * The encrypted request envelope (spec 02 §7, ADR 011): `off` (plain JSON only), `accept`
 * (plain or sealed), `require` (sealed only on /api/*, outside the listed exceptions).
 */
export const ENVELOPE_MODES = ["off", "accept", "require"] as const;
export type EnvelopeMode = (typeof ENVELOPE_MODES)[number];

/** The header carrying `<key id>.<base64url of the RSA-OAEP-wrapped 16-byte session key>`. */
export const ENVELOPE_KEY_HEADER = "x-session-key";
/** The content type of a sealed request or response body: one base64url token. */
export const ENVELOPE_CONTENT_TYPE = "application/x-portico-envelope";
/** A sealed GET carries its timestamp, nonce and query in this one query parameter. */
export const ENVELOPE_QUERY_PARAM = "_e";
/** A sealed request older (or further ahead) than this is refused. */
export const ENVELOPE_MAX_AGE_MS = 5 * 60_000;

/** Why a sealed (or unsealed) request was refused; every one is a 400, never a 500. */
export const EnvelopeError = defineErrorCodes({
  envelope_required: 400,
  envelope_header_invalid: 400,
  envelope_key_unknown: 400,
  envelope_invalid: 400,
  envelope_expired: 400,
  envelope_replayed: 400,
});
