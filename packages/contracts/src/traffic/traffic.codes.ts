import { defineErrorCodes } from "../error-codes.ts";

/**
 * The traffic chart's point sizes (spec 02 §2: hourly points under 3 days, else daily). Zod-free,
 * so the dashboard can import them through `@portico/contracts/codes`.
 */
export const TRAFFIC_USAGE_TYPES = ["days", "hours"] as const;
export type TrafficUsageType = (typeof TRAFFIC_USAGE_TYPES)[number];

/** The longest range of hourly points: a week (the chart asks for hours under 3 days). */
export const MAX_HOURLY_POINTS = 168;
/** The longest range of daily points: the quarter quick range (90 days) and a little room. */
export const MAX_DAILY_POINTS = 92;

/**
 * Traffic is shown in MB of 1,000,000 bytes, with G and T at steps of 1000 (spec 02 §2); the
 * answers carry MB as decimal numbers (bytes / 1,000,000).
 */
export const BYTES_PER_TRAFFIC_MB = 1_000_000;

/** The traffic chart's own failures: a range that is backwards, or longer than its point size allows. */
export const TrafficError = defineErrorCodes({
  traffic_range_invalid: 400,
  traffic_range_too_long: 400,
  unknown_time_zone: 400,
});
