/** Quantity rules of the static cart (spec 01 §5). */

/**
 * A typed quantity: a positive integer (leading zeros stripped), clamped to the stock.
 * Anything else — empty, zero, negative, decimal, letters — is 0, which removes the region.
 * At stock 0 the input is read-only, so the answer is always 0.
 */
export function parseTypedQuantity(raw: string, stock: number): number {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return 0;
  const value = Number.parseInt(text.replace(/^0+/, "") || "0", 10);
  if (!Number.isSafeInteger(value) || value <= 0) return 0;
  return Math.min(value, Math.max(0, stock));
}

/** The text the input shows while typing: digits only, no leading zero ("007" -> "7"). */
export function cleanQuantityInput(raw: string): string {
  return raw
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .replace(/^0$/, "");
}

/** One stepper press: never below 0, never above the stock. */
export function stepQuantity(current: number, delta: number, stock: number): number {
  return Math.min(Math.max(0, stock), Math.max(0, current + delta));
}

/** The quantity input of a sold-out region cannot be edited. */
export function isQuantityReadOnly(stock: number): boolean {
  return stock <= 0;
}

/** Hold-to-repeat on steppers: the first repeat after 500 ms, then every 100 ms (spec 01 §9). */
export const HOLD_REPEAT_DELAY_MS = 500;
export const HOLD_REPEAT_INTERVAL_MS = 100;
