/**
 * The dashboard traffic chart's ranges (spec 02 §2, §9): quick ranges of today, yesterday, 7, 30
 * and 90 days (7 by default) and a custom range of calendar days, each as the instants of
 * `POST /api/member/traffic_usage` — unix seconds, the end excluded — with the days taken in the
 * customer's time zone. A range shorter than 3 days has hourly points, a longer one daily points.
 */

export const TRAFFIC_QUICK_RANGES = ["today", "yesterday", "week", "month", "quarter"] as const;
export type TrafficQuickRange = (typeof TRAFFIC_QUICK_RANGES)[number];
export const DEFAULT_TRAFFIC_RANGE: TrafficQuickRange = "week";

/** The days of the quick ranges that end today (spec 02 §9: 7, 30, 90). */
const QUICK_RANGE_DAYS = { week: 7, month: 30, quarter: 90 } as const;

/** Under this many days a range has hourly points (spec 02 §9). */
export const HOURLY_POINTS_BELOW_DAYS = 3;
/** The longest custom range: the server's bound on daily points (contracts MAX_DAILY_POINTS). */
export const MAX_TRAFFIC_RANGE_DAYS = 92;

/** A calendar day, `2026-03-08`. */
export type CalendarDay = string;
export type TrafficRange =
  | { kind: "quick"; name: TrafficQuickRange }
  | { kind: "custom"; from: CalendarDay; to: CalendarDay };
export type TrafficRangeQuery = {
  start_time: number;
  end_time: number;
  type: "days" | "hours";
  time_zone: string;
};
export type TrafficRangeProblem = "backwards" | "too_long" | "not_a_day";

const DAY_SECONDS = 86_400;
const HOUR_SECONDS = 3600;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const wallFormats = new Map<string, Intl.DateTimeFormat>();
/** Formatters are dear to make: one per zone. */
function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", ...options });
    cache.set(timeZone, format);
  }
  return format;
}

function wallParts(epochMs: number, timeZone: string, withTime: boolean) {
  const format = withTime
    ? cached(wallFormats, timeZone, {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      })
    : cached(dayFormats, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(epochMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const two = (value: number) => String(value).padStart(2, "0");

/** The calendar day an instant falls on in the zone. */
export function zonedDay(epochSeconds: number, timeZone: string): CalendarDay {
  const { year, month, day } = wallParts(epochSeconds * 1000, timeZone, false);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The day `days` after (or before) a calendar day. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [, year, month, date] = DAY.exec(day) ?? [];
  const next = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date) + days));
  return `${next.getUTCFullYear()}-${two(next.getUTCMonth() + 1)}-${two(next.getUTCDate())}`;
}

/** Whole days from one calendar day to another (negative when `to` comes first). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const utc = (day: CalendarDay) => {
    const [, year, month, date] = DAY.exec(day) ?? [];
    return Date.UTC(Number(year), Number(month) - 1, Number(date));
  };
  return Math.round((utc(to) - utc(from)) / (DAY_SECONDS * 1000));
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const wall = wallParts(epochMs, timeZone, true);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The instant a calendar day starts in the zone (its midnight), in unix seconds. */
export function zonedMidnight(day: CalendarDay, timeZone: string): number {
  const [, year, month, date] = DAY.exec(day) ?? [];
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(date));
  // The offset at the guess, then at the instant it gives: right across a daylight-saving change.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return Math.floor((wall - zoneOffsetMs(first, timeZone)) / 1000);
}

export function isCalendarDay(value: string): value is CalendarDay {
  const match = DAY.exec(value);
  return match !== null && addDays(value, 0) === value;
}

/** Hourly points under 3 days, daily ones from 3 days on. */
export function trafficPointSize(startSeconds: number, endSeconds: number): "days" | "hours" {
  return endSeconds - startSeconds < HOURLY_POINTS_BELOW_DAYS * DAY_SECONDS ? "hours" : "days";
}

/**
 * The query for a range at `nowSeconds` in the customer's zone. Today ends at the next full hour
 * (no hours to come on the chart); the 7-, 30- and 90-day ranges end with today; a custom range
 * covers its first and last days whole, and is refused backwards or longer than 92 days.
 */
export function trafficRangeQuery(
  range: TrafficRange,
  nowSeconds: number,
  timeZone: string,
): TrafficRangeQuery | { problem: TrafficRangeProblem } {
  const today = zonedDay(nowSeconds, timeZone);
  const query = (start: number, end: number): TrafficRangeQuery => ({
    start_time: start,
    end_time: end,
    type: trafficPointSize(start, end),
    time_zone: timeZone,
  });
  if (range.kind === "custom") {
    if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return { problem: "not_a_day" };
    const days = daysBetween(range.from, range.to) + 1;
    if (days < 1) return { problem: "backwards" };
    if (days > MAX_TRAFFIC_RANGE_DAYS) return { problem: "too_long" };
    return query(zonedMidnight(range.from, timeZone), zonedMidnight(addDays(range.to, 1), timeZone));
  }
  const tomorrow = zonedMidnight(addDays(today, 1), timeZone);
  switch (range.name) {
    case "today": {
      const nextHour = (Math.floor(nowSeconds / HOUR_SECONDS) + 1) * HOUR_SECONDS;
      return query(zonedMidnight(today, timeZone), Math.min(nextHour, tomorrow));
    }
    case "yesterday":
      return query(zonedMidnight(addDays(today, -1), timeZone), zonedMidnight(today, timeZone));
    default:
      return query(zonedMidnight(addDays(today, 1 - QUICK_RANGE_DAYS[range.name]), timeZone), tomorrow);
  }
}
