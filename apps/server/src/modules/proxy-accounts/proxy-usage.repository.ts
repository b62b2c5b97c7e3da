import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { proxyAccounts, proxyUsageBatches, proxyUsageHourly } from "./proxy-accounts.tables.ts";

/**
 * The usage ingestion's SQL (ADR 411) and the traffic chart's reads. Bigint sums come back as
 * text and are read with Number(): the drivers differ in how they hand over a bigint, and every
 * byte count here stays far below 2^53.
 */

/** Rows as one jsonb parameter: the statement's text is the same whatever their number (ADR 407). */
const jsonRows = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Claims a batch id for this transaction: true when it is new. A concurrent transaction with the
 * same id waits here on the primary key until the first commits, then finds it taken.
 */
export async function claimBatch(
  tx: Db,
  batch: { batchId: string; service: string; records: number; reportedBytes: number },
): Promise<boolean> {
  const rows = await tx
    .insert(proxyUsageBatches)
    .values({ ...batch, debitedBytes: 0, result: {} })
    .onConflictDoNothing({ target: proxyUsageBatches.batchId })
    .returning({ batchId: proxyUsageBatches.batchId });
  return rows.length === 1;
}

export async function findBatch(db: Db, batchId: string) {
  const [row] = await db
    .select({
      records: proxyUsageBatches.records,
      reportedBytes: proxyUsageBatches.reportedBytes,
      result: proxyUsageBatches.result,
    })
    .from(proxyUsageBatches)
    .where(eq(proxyUsageBatches.batchId, batchId));
  return row;
}

export async function finishBatch(tx: Db, batchId: string, debitedBytes: number, result: unknown): Promise<void> {
  await tx.update(proxyUsageBatches).set({ debitedBytes, result }).where(eq(proxyUsageBatches.batchId, batchId));
}

export type LockedAccount = {
  userId: string;
  username: string;
  leftBytes: number;
  expireAt: Date;
  noExpiry: boolean;
};

/**
 * The accounts of these usernames, row-locked in username order: two batches naming the same
 * accounts lock them in the same order, so neither waits on the other in a circle. Unknown
 * usernames are simply absent.
 */
export async function lockAccountsByUsername(tx: Db, usernames: readonly string[]): Promise<LockedAccount[]> {
  const result = await tx.execute<{
    user_id: string;
    username: string;
    left_bytes: string;
    expire_at: string | Date;
    no_expiry: boolean;
  }>(sql`
    select p.user_id, p.username, (p.purchased_mb * 1000000 - p.used_bytes)::text as left_bytes, p.expire_at, p.no_expiry
    from ${proxyAccounts} p
    where p.username in (select jsonb_array_elements_text(${jsonRows(usernames)}))
    order by p.username
    for update of p`);
  return rowsOf<{
    user_id: string;
    username: string;
    left_bytes: string;
    expire_at: string | Date;
    no_expiry: boolean;
  }>(result).map((row) => ({
    userId: row.user_id,
    username: row.username,
    leftBytes: Number(row.left_bytes),
    expireAt: new Date(row.expire_at),
    noExpiry: row.no_expiry,
  }));
}

/**
 * Adds each debit to its account's used bytes in one conditional statement: an account whose
 * debit would pass what it bought is left alone (the CHECK would refuse it too). Answers how many
 * accounts it moved; fewer than asked is a bug in the caller, who rolls back.
 */
export async function debitAccounts(tx: Db, debits: readonly { userId: string; bytes: number }[]): Promise<number> {
  if (debits.length === 0) return 0;
  const result = await tx.execute<{ user_id: string }>(sql`
    update ${proxyAccounts} p set used_bytes = p.used_bytes + d.bytes
    from jsonb_to_recordset(${jsonRows(debits)}) as d("userId" uuid, bytes bigint)
    where p.user_id = d."userId" and p.used_bytes + d.bytes <= p.purchased_mb * 1000000
    returning p.user_id`);
  return rowsOf(result).length;
}

/** Adds debited bytes to each (account, hour) row, creating the rows an hour's first usage needs. */
export async function addHourlyUsage(
  tx: Db,
  rows: readonly { userId: string; hour: string; bytes: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${proxyUsageHourly} (user_id, hour, bytes)
    select r."userId", r.hour, r.bytes
    from jsonb_to_recordset(${jsonRows(rows)}) as r("userId" uuid, hour timestamptz, bytes bigint)
    on conflict (user_id, hour) do update set bytes = ${proxyUsageHourly}.bytes + excluded.bytes`);
}

/** Bytes the account used from `from` on (hourly rows starting at or after it). */
export async function usedBytesFrom(db: Db, userId: string, from: Date): Promise<number> {
  const result = await db.execute<{ bytes: string }>(sql`
    select coalesce(sum(bytes), 0)::text as bytes from ${proxyUsageHourly}
    where user_id = ${userId} and hour >= ${from.toISOString()}::timestamptz`);
  return Number(rowsOf<{ bytes: string }>(result)[0]?.bytes ?? 0);
}

/** Bytes used in one point of the chart: its label in the reader's zone, its start and end (excluded). */
export type UsagePoint = { date: string; start: Date; end: Date; bytes: number };

type PointRecord = { date: string; start: string; ends_at: string; bytes: string };
const pointsOf = (result: unknown): UsagePoint[] =>
  rowsOf<PointRecord>(result).map((row) => ({
    date: row.date,
    start: new Date(row.start),
    end: new Date(row.ends_at),
    bytes: Number(row.bytes),
  }));
/** An instant as ISO 8601 text, read the same way from both drivers. */
const isoOf = (instant: string) => sql.raw(`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * One row per UTC hour from the hour holding `from` up to `to` (excluded), zero where nothing was
 * used, labelled in `timeZone` (`2026-03-08 13:00`; a zone a half hour off UTC shows :30).
 */
export async function hourlyUsage(
  db: Db,
  userId: string,
  range: { from: Date; to: Date; timeZone: string },
): Promise<UsagePoint[]> {
  const result = await db.execute(sql`
    with hours as (
      select generate_series(
        date_trunc('hour', ${range.from.toISOString()}::timestamptz, 'UTC'),
        ${range.to.toISOString()}::timestamptz - interval '1 microsecond',
        interval '1 hour') as start
    )
    select to_char(hours.start at time zone ${range.timeZone}, 'YYYY-MM-DD HH24:MI') as date,
      ${isoOf("hours.start")} as start, ${isoOf("(hours.start + interval '1 hour')")} as ends_at,
      coalesce(h.bytes, 0)::text as bytes
    from hours left join ${proxyUsageHourly} h on h.user_id = ${userId} and h.hour = hours.start
    order by hours.start`);
  return pointsOf(result);
}

/**
 * One row per calendar day of `timeZone`, from the day holding `from` to the day holding the
 * last second before `to`, each with the bytes of the hours that start in it — rolled up here in
 * SQL — and zero where nothing was used. A day is where the zone says it is: 23 or 25 hours
 * across a daylight-saving change.
 */
export async function dailyUsage(
  db: Db,
  userId: string,
  range: { from: Date; to: Date; timeZone: string },
): Promise<UsagePoint[]> {
  const zone = range.timeZone;
  const result = await db.execute(sql`
    with bounds as (
      select (${range.from.toISOString()}::timestamptz at time zone ${zone})::date as first_day,
        ((${range.to.toISOString()}::timestamptz - interval '1 second') at time zone ${zone})::date as last_day
    ), days as (
      select d::date as day, (d::date::timestamp at time zone ${zone}) as start,
        ((d::date + 1)::timestamp at time zone ${zone}) as ends_at
      from bounds, generate_series(bounds.first_day::timestamp, bounds.last_day::timestamp, interval '1 day') as d
    ), used as (
      select (h.hour at time zone ${zone})::date as day, sum(h.bytes) as bytes
      from ${proxyUsageHourly} h, bounds
      where h.user_id = ${userId}
        and h.hour >= (bounds.first_day::timestamp at time zone ${zone})
        and h.hour < ((bounds.last_day + 1)::timestamp at time zone ${zone})
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, ${isoOf("days.start")} as start, ${isoOf("days.ends_at")} as ends_at,
      coalesce(used.bytes, 0)::text as bytes
    from days left join used on used.day = days.day
    order by days.day`);
  return pointsOf(result);
}

/** PostgreSQL's "invalid_parameter_value", which an unknown time zone raises. */
const INVALID_PARAMETER_VALUE = "22023";

/**
 * Whether PostgreSQL knows the zone, by asking it to convert a time: the rollups and labels are
 * computed in it (one cheap statement, where a look-up in pg_timezone_names reads every zone file).
 */
export async function knowsTimeZone(db: Db, timeZone: string): Promise<boolean> {
  try {
    await db.execute(sql`select now() at time zone ${timeZone}`);
    return true;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === INVALID_PARAMETER_VALUE) return false;
    throw error;
  }
}
