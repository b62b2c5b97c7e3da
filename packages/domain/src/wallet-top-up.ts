/** Top-up amount rules of the wallet's recharge box (spec 02 §5, §9), in whole dollars. */

export const TOP_UP_MIN_DOLLARS = 1;
/** The slider starts higher than the input (spec 02 §2). */
export const TOP_UP_SLIDER_MIN_DOLLARS = 5;
export const TOP_UP_DEFAULT_DOLLARS = 100;
/** The maximum unless the server raises it for a customer with a credit line. */
export const TOP_UP_DEFAULT_MAX_DOLLARS = 10_000;
export const TOP_UP_QUICK_ADDS = [10, 50, 100, 500, 1000] as const;

/**
 * The per-customer maximum: 10000, replaced by the authorities' `max_charge_amount` when the
 * credit tile is shown (spec 02 §5). Never above what the server accepts (`max_charge_amount` is
 * the limit it enforces for everyone), so a lower configured limit also caps the box.
 */
export function topUpMaximum(authorities: { showCredit: boolean; maxChargeAmount: number }): number {
  const server = Math.max(TOP_UP_MIN_DOLLARS, Math.floor(authorities.maxChargeAmount));
  return authorities.showCredit ? server : Math.min(TOP_UP_DEFAULT_MAX_DOLLARS, server);
}

/** Starts at 100, or at the maximum when that is lower. */
export function initialTopUp(max: number): number {
  return Math.min(TOP_UP_DEFAULT_DOLLARS, max);
}

/**
 * A typed amount: whole dollars (a fraction is dropped); above the maximum or below 1 — and
 * anything that is not a number — it becomes the maximum, as the spec says.
 */
export function clampTypedTopUp(value: number, max: number): number {
  if (!Number.isFinite(value)) return max;
  const whole = Math.floor(value);
  return whole < TOP_UP_MIN_DOLLARS || whole > max ? max : whole;
}

/** A quick-add button adds to the amount; a result above the maximum or below 1 becomes the maximum. */
export function addToTopUp(current: number, add: number, max: number): number {
  return clampTypedTopUp(current + add, max);
}

/** The slider's range: from 5 (or the maximum, when lower) to the maximum. */
export function topUpSliderRange(max: number): { min: number; max: number } {
  return { min: Math.min(TOP_UP_SLIDER_MIN_DOLLARS, max), max };
}

/** The deposit sent to the server, in minor units (spec 02 §5: the amount × 100). */
export function topUpDepositMinor(dollars: number): number {
  return Math.round(dollars * 100);
}
