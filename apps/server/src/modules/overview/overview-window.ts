const DAY_MS = 86_400_000;

export type OverviewWindow = {
  /** Every day of the series, oldest first, yyyy-mm-dd on the reader's clock. */
  days: string[];
  today: string;
  /** The first day of the reader's month. */
  monthStart: string;
  /** What to read: from the earlier of the series' and the month's first midnight, to the end of today (exclusive). */
  from: Date;
  to: Date;
};

const dayKey = (localMs: number) => new Date(localMs).toISOString().slice(0, 10);

/**
 * The overview's days on a reader's clock (`offsetMinutes` east of UTC) at `now`: the last `days`
 * days, today included, and this month, as UTC instants to read between.
 */
export function overviewWindow(now: Date, offsetMinutes: number, days: number): OverviewWindow {
  const offsetMs = offsetMinutes * 60_000;
  const localNow = now.getTime() + offsetMs;
  const todayStart = Math.floor(localNow / DAY_MS) * DAY_MS;
  const seriesStart = todayStart - (days - 1) * DAY_MS;
  const local = new Date(todayStart);
  const monthStartMs = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return {
    days: Array.from({ length: days }, (_, index) => dayKey(seriesStart + index * DAY_MS)),
    today: dayKey(todayStart),
    monthStart: dayKey(monthStartMs),
    from: new Date(Math.min(seriesStart, monthStartMs) - offsetMs),
    to: new Date(todayStart + DAY_MS - offsetMs),
  };
}
