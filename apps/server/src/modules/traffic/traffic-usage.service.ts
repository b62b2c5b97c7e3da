import {
  MAX_DAILY_POINTS,
  MAX_HOURLY_POINTS,
  type TrafficPoint,
  type TrafficUsageQuerySchema,
  type TrafficUsageType,
} from "@portico/contracts";
import { unixSeconds } from "@portico/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { residentialGrantsSince, type TrafficGrant } from "../orders/residential-traffic.service.ts";
import {
  BYTES_PER_MB,
  canRollUpIn,
  proxyAccountOf,
  type UsagePoint,
  usagePointsOf,
  usedBytesSince,
} from "../proxy-accounts/proxy-accounts.service.ts";
import { trafficErrors } from "./traffic.errors.ts";

type TrafficUsageQuery = z.output<typeof TrafficUsageQuerySchema>;
export type TrafficUsage = { type: TrafficUsageType; time_zone: string; list: TrafficPoint[] };

/**
 * The traffic chart (spec 02 §7 `POST /api/member/traffic_usage`): bytes used per UTC hour, or per
 * calendar day of the customer's zone, every point of the range present (zero when nothing was
 * used), each with the residential balance left at its end. Ranges: the end after the start, at
 * most a week of hourly points or 92 days of daily ones; the zone must be one PostgreSQL knows.
 */
export async function trafficUsageOf(
  db: Db,
  accountId: string,
  query: TrafficUsageQuery,
  now: Date,
): Promise<TrafficUsage> {
  const { start_time: start, end_time: end, type, time_zone: timeZone } = query;
  if (end <= start) throw trafficErrors.rangeInvalid();
  if (type === "hours" && end - start > MAX_HOURLY_POINTS * 3600) throw trafficErrors.hoursTooLong();
  if (type === "days" && end - start > MAX_DAILY_POINTS * 86_400) throw trafficErrors.daysTooLong();
  if (!(await canRollUpIn(db, timeZone))) throw trafficErrors.unknownTimeZone({ timeZone });

  // One snapshot: the points, the balance now and what came after them must agree.
  const list = await db.transaction(
    async (tx) => {
      const points = await usagePointsOf(tx, accountId, {
        from: new Date(start * 1000),
        to: new Date(end * 1000),
        timeZone,
        type,
      });
      const first = points[0];
      const account = await proxyAccountOf(tx, accountId);
      if (!first || !account) return points.map((point) => pointOf(point, 0));
      const unusedNow = account.purchasedMb * BYTES_PER_MB - account.usedBytes;
      const usedSince = await usedBytesSince(tx, accountId, first.start);
      const grants = await residentialGrantsSince(tx, accountId, first.start);
      return withResiduals(points, { unusedNow, usedSince, grants, now });
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { type, time_zone: timeZone, list };
}

const mb = (bytes: number) => bytes / BYTES_PER_MB;
const pointOf = (point: UsagePoint, residualBytes: number): TrafficPoint => ({
  date: point.date,
  time: unixSeconds(point.start),
  usage: mb(point.bytes),
  residual: mb(residualBytes),
});

/**
 * The balance left at each point's end, told backwards from now: the balance now, plus what was
 * used after the point, less the traffic granted after it — so a purchase inside the range raises
 * the balance from the point it was made in, not before. A refund's taken-back traffic counts as
 * never granted, as `purchased_mb` counts it; a point still running or to come shows the balance
 * now. The balance never shows below zero: usage recorded for hours before the traffic that paid
 * for it was bought (a late report, or `demo:traffic` filling the past of a new account) is shown
 * as paid from a balance held before it — each point is raised by the largest shortfall at or
 * after it, which leaves a history without such usage exactly as it was.
 */
export function withResiduals(
  points: readonly UsagePoint[],
  state: { unusedNow: number; usedSince: number; grants: readonly TrafficGrant[]; now: Date },
): TrafficPoint[] {
  let usedAfter = state.usedSince;
  const told = points.map((point) => {
    usedAfter -= point.bytes;
    if (point.end > state.now) return state.unusedNow;
    const grantedAfter = state.grants
      .filter((grant) => grant.at >= point.end)
      .reduce((sum, grant) => sum + grant.mb * BYTES_PER_MB, 0);
    return state.unusedNow + usedAfter - grantedAfter;
  });
  let shortfall = 0;
  for (let index = told.length - 1; index >= 0; index -= 1) {
    shortfall = Math.max(shortfall, -(told[index] ?? 0));
    told[index] = (told[index] ?? 0) + shortfall;
  }
  return points.map((point, index) => pointOf(point, told[index] ?? 0));
}
