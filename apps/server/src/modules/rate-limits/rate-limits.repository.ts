import { and, eq, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimitWindows } from "./rate-limits.tables.ts";

/**
 * Takes one use of the subject's window: starts a window at `at` when there is none or the last
 * one has ended, else raises the count unless it is at `limit` — one statement, so two instances
 * cannot both take the last use. Answers when the window ends if this call was refused, else null.
 */
export async function takeInWindow(
  db: Db,
  take: { scope: string; subject: string; at: Date; windowEnd: Date; limit: number },
): Promise<Date | null> {
  const ended = lte(rateLimitWindows.expiresAt, take.at);
  const rows = await db
    .insert(rateLimitWindows)
    .values({ scope: take.scope, subject: take.subject, used: 1, expiresAt: take.windowEnd })
    .onConflictDoUpdate({
      target: [rateLimitWindows.scope, rateLimitWindows.subject],
      set: {
        used: sql`case when ${ended} then 1 else ${rateLimitWindows.used} + 1 end`,
        expiresAt: sql`case when ${ended} then ${take.windowEnd.toISOString()}::timestamptz else ${rateLimitWindows.expiresAt} end`,
      },
      setWhere: or(ended, lt(rateLimitWindows.used, take.limit)),
    })
    .returning({ used: rateLimitWindows.used });
  if (rows.length === 1) return null;
  const [window] = await db
    .select({ expiresAt: rateLimitWindows.expiresAt })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.scope, take.scope), eq(rateLimitWindows.subject, take.subject)));
  return window?.expiresAt ?? take.windowEnd;
}

export async function deleteWindowsEndedBefore(db: Db, at: Date): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, at));
}
