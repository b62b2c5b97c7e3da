/**
 * Traffic in MB as the user centre shows it (spec 02 §2): decimal steps of 1000 — below 1000 in
 * M with 2 decimals, then G (value / 1000), then T (value / 1,000,000).
 */
export function formatTraffic(mb: number): string {
  const value = Math.max(0, mb);
  if (value < 1000) return `${value.toFixed(2)} M`;
  if (value < 1_000_000) return `${(value / 1000).toFixed(2)} G`;
  return `${(value / 1_000_000).toFixed(2)} T`;
}
