/** Dollars (or cents with `cents`) as US dollars in the page's language ("$12.34"). */
export function formatUsd(amount: number, language: string, unit: "dollars" | "cents" = "dollars"): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "USD" }).format(
    unit === "cents" ? amount / 100 : amount,
  );
}

/** Minor units of any currency the provider took, in the page's language. */
export function formatMoney(money: { cents: number; currency: string }, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency: money.currency.toUpperCase() }).format(
      money.cents / 100,
    );
  } catch {
    return `${(money.cents / 100).toFixed(2)} ${money.currency}`;
  }
}

/** Unix seconds as a date and time in the page's language. */
export function formatTime(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(seconds * 1000),
  );
}

/** Unix seconds as a short date and time, for a list's narrow columns. */
export function formatShortTime(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short" }).format(new Date(seconds * 1000));
}
