import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiKeys } from "./api-keys.tables.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = Pick<
  typeof apiKeys.$inferInsert,
  "userId" | "name" | "secretHash" | "hint" | "scopes" | "allowedIps"
>;

/** What the credential needs of a live key, found by the digest of the presented secret. */
export async function findLiveKey(db: Db, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      scopes: apiKeys.scopes,
      allowedIps: apiKeys.allowedIps,
      ratePerMinute: apiKeys.ratePerMinute,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Records a use, unless one was recorded within the last minute (by another request or instance). */
export async function touchKey(db: Db, id: number, ip: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))),
    );
}

/** Live keys of an account, newest first. */
export async function listLiveKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.id));
}

/**
 * Inserts a key unless the account already holds `max` live ones: the account's keys are counted
 * under a transaction-scoped advisory lock on the account, so two creations at once cannot both
 * pass the count. Undefined when the limit is reached.
 */
export async function insertKeyWithin(db: Db, key: NewApiKey, max: number): Promise<ApiKeyRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_keys'), hashtext(${key.userId}))`);
    const [held] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, key.userId), isNull(apiKeys.revokedAt)));
    if ((held?.n ?? 0) >= max) return undefined;
    const [row] = await tx.insert(apiKeys).values(key).returning();
    return row;
  });
}

/** Revokes one of the account's live keys; false when it has none by that id. */
export async function revokeKey(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length === 1;
}
