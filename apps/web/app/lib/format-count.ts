/** "1234567" → "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A whole number with thousands separators ("12,345"), as `toLocaleString("en-US")` writes it,
 * without paying for the browser's first Intl number formatter (see `format-usd.ts`).
 */
export function formatCount(value: number): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? "-" : ""}${groupThousands(String(Math.abs(rounded)))}`;
}
