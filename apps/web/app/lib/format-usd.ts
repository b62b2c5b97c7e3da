const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices are USD with 2 decimals in both languages ("$2.40"). */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
