import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { usedChallenges } from "./captcha.tables.ts";

/** Marks a solved challenge as spent; false when another request already spent it (atomic). */
export async function markChallengeUsed(db: Db, id: string): Promise<boolean> {
  const inserted = await db
    .insert(usedChallenges)
    .values({ id })
    .onConflictDoNothing()
    .returning({ id: usedChallenges.id });
  return inserted.length === 1;
}

/** Challenges expire, so their spent marks can go once older than that. */
export async function pruneUsedChallenges(db: Db, before: Date): Promise<void> {
  await db.delete(usedChallenges).where(lt(usedChallenges.usedAt, before));
}
