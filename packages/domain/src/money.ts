/** Money is integer cents everywhere inside Portico; dollars appear only at the edges. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Cents as a price reads in a sentence: `$12.50`. */
export function formatUsd(cents: number): string {
  return `$${centsToDollars(cents).toFixed(2)}`;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Round a dollar amount to 2 decimals without binary drift (1.005 -> 1.01). */
export function roundDollars(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
