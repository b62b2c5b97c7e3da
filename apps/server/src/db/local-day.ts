import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * A timestamp's day on a reader's clock, as yyyy-mm-dd: the UTC time moved by the reader's offset
 * (minutes east of UTC). The offset is written into the statement, not bound, so the same
 * expression can be grouped by (two bound copies are different expressions to PostgreSQL); it is
 * an integer the contract bounded, checked again here.
 */
export function localDay(column: AnyColumn, offsetMinutes: number): SQL<string> {
  if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 14 * 60)
    throw new Error(`not a UTC offset in minutes: ${offsetMinutes}`);
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(offsetMinutes))} minutes', 'YYYY-MM-DD')`;
}
