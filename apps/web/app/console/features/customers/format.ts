/** Cents as US dollars in the page's language ("$12.34", "-$5.00"). */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "USD" }).format(cents / 100);
}

/** Unix seconds (or milliseconds with `ms`) as a date and time in the page's language. */
export function formatTime(value: number, language: string, unit: "s" | "ms" = "s"): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(unit === "s" ? value * 1000 : value),
  );
}
