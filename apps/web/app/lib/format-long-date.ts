/**
 * A day as words in the page's language, in UTC ("November 22, 2026", "2026年11月22日"). Loaders
 * call it, on the server, and hand the text to the page: the browser's first Intl date
 * formatter loads ICU's calendar data, ~35 ms of main thread on a phone.
 */
export function formatLongDate(epochSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(epochSeconds * 1000),
  );
}
