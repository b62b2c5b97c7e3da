import { and, count, gte, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { localDay } from "../../db/local-day.ts";
import { users } from "./accounts.tables.ts";

/** For the console's overview: accounts opened per day of the reader's clock in [from, to). */
export async function signupsByDay(
  db: Db,
  window: { from: Date; to: Date; offsetMinutes: number },
): Promise<{ day: string; signups: number }[]> {
  const day = localDay(users.createdAt, window.offsetMinutes);
  return db
    .select({ day, signups: count() })
    .from(users)
    .where(and(gte(users.createdAt, window.from), lt(users.createdAt, window.to)))
    .groupBy(day);
}
