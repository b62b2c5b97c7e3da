import { groupThousands } from "./format-count";

/**
 * Prices are USD with 2 decimals in both languages ("$2.40", "$1,234.50"), written out by hand:
 * the browser's first Intl.NumberFormat loads ICU's number data, ~30 ms of main thread on a
 * phone, and this module is on every public page. `format-usd.test.ts` checks the output
 * against Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).
 */
export function formatUsd(dollars: number): string {
  const sign = dollars < 0 || Object.is(dollars, -0) ? "-" : "";
  const cents = wholeCents(Math.abs(dollars));
  const centsPart = String(cents % 100).padStart(2, "0");
  return `${sign}$${groupThousands(String(Math.floor(cents / 100)))}.${centsPart}`;
}

/**
 * Rounds half away from zero on the number as written (2.675 → 268 cents), like Intl does; the
 * binary value of 2.675 is a hair below it, so `Math.round(2.675 * 100)` would give 267.
 */
function wholeCents(dollars: number): number {
  const shifted = Number(`${dollars}e2`);
  return Math.round(Number.isNaN(shifted) ? dollars * 100 : shifted);
}
