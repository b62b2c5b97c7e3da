/**
 * The browser's IANA time zone, which the traffic chart sends as `time_zone` (ADR 411): the days
 * and hours of the chart are the customer's own. "UTC" where the browser names none.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
