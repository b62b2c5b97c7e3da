/**
 * Unix seconds as "2026-11-23 09:05:07" in the browser's zone, or "--" for 0 (spec 02 §2: a time
 * not set). The user-centre lists render in the browser, so the customer's own clock applies.
 */
export function formatDateTime(epochSeconds: number): string {
  if (!epochSeconds) return "--";
  const date = new Date(epochSeconds * 1000);
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}
