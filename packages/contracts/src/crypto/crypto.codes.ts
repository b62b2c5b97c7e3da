import { defineErrorCodes } from "../error-codes.ts";

// Not in the `codes` entry: browser code needs none of it before a sealed call, and that entry
// ships with every public page. The wire constants sit with the cipher (envelope-cipher.ts).

/**
 * The encrypted request envelope (spec 02 §7, ADR 012): `off` (plain JSON only), `accept`
 * (plain or sealed), `require` (sealed only on /api/*, outside the listed exceptions).
 */
export const ENVELOPE_MODES = ["off", "accept", "require"] as const;
export type EnvelopeMode = (typeof ENVELOPE_MODES)[number];

/** Why a sealed (or unsealed) request was refused; every one is a 400, never a 500. */
export const EnvelopeError = defineErrorCodes({
  envelope_required: 400,
  envelope_header_invalid: 400,
  envelope_key_unknown: 400,
  envelope_invalid: 400,
  envelope_expired: 400,
  envelope_replayed: 400,
});
