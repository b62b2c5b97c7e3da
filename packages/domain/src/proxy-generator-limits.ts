/**
 * The proxy generator's number fields (spec 02 §5, §9): the batch quantity and the sticky session
 * duration. Both inputs strip every non-digit as the customer types and clamp to their range.
 */

export const PROXY_QUANTITY_MIN = 1;
export const PROXY_QUANTITY_MAX = 10_000;
export const PROXY_QUANTITY_DEFAULT = 100;

export const STICKY_MINUTES_MIN = 1;
/**
 * ADR 413: 30, the limit the spec's clamp enforced and its English text states (the 120 of the
 * input attribute and the Chinese text was never what a customer got). The gateway refuses more.
 */
export const STICKY_MINUTES_MAX = 30;
export const STICKY_MINUTES_DEFAULT = 30;

/** What a number input shows while typing: its digits only ("1,000" → "1000", "-5" → "5"). */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, "");
}

/**
 * A typed value as a whole number within [min, max]: non-digits stripped, nothing left (or an
 * empty field) gives the default, below the minimum gives the minimum, above it the maximum.
 */
function clampTyped(raw: string | number, min: number, max: number, fallback: number): number {
  if (typeof raw === "number") {
    return Number.isFinite(raw) ? Math.min(max, Math.max(min, Math.trunc(Math.abs(raw)))) : fallback;
  }
  const text = digitsOnly(raw);
  if (text === "") return fallback;
  // A long run of digits is above any maximum; Number() would lose it to rounding or Infinity.
  if (text.replace(/^0+/, "").length > String(max).length) return max;
  return Math.min(max, Math.max(min, Number(text)));
}

/** The batch quantity: 1–10,000, default 100. */
export function clampProxyQuantity(raw: string | number): number {
  return clampTyped(raw, PROXY_QUANTITY_MIN, PROXY_QUANTITY_MAX, PROXY_QUANTITY_DEFAULT);
}

/** The sticky session duration in minutes: 1–30 (ADR 413), default 30. */
export function clampStickyMinutes(raw: string | number): number {
  return clampTyped(raw, STICKY_MINUTES_MIN, STICKY_MINUTES_MAX, STICKY_MINUTES_DEFAULT);
}
