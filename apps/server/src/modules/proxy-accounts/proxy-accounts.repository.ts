import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ProxyAccountRow, proxyAccounts } from "./proxy-accounts.tables.ts";

export async function findProxyAccount(db: Db, userId: string): Promise<ProxyAccountRow | undefined> {
  const [row] = await db.select().from(proxyAccounts).where(eq(proxyAccounts.userId, userId));
  return row;
}

/** The account a proxy login names (the gateway's check), through the unique username index. */
export async function findProxyAccountByUsername(db: Db, username: string): Promise<ProxyAccountRow | undefined> {
  const [row] = await db.select().from(proxyAccounts).where(eq(proxyAccounts.username, username));
  return row;
}

/**
 * Adds traffic and days in one statement: a first purchase creates the account with the given
 * credentials; later ones add the traffic and extend from the later of the expiry and now.
 */
export async function addTraffic(
  db: Db,
  values: { userId: string; username: string; password: string; mb: number; days: number; now: Date },
): Promise<void> {
  const expiry = sql`${values.now.toISOString()}::timestamptz + make_interval(days => ${values.days})`;
  await db
    .insert(proxyAccounts)
    .values({
      userId: values.userId,
      username: values.username,
      password: values.password,
      purchasedMb: values.mb,
      expireAt: sql`${expiry}`,
    })
    .onConflictDoUpdate({
      target: proxyAccounts.userId,
      set: {
        purchasedMb: sql`${proxyAccounts.purchasedMb} + ${values.mb}`,
        expireAt: sql`greatest(${proxyAccounts.expireAt}, ${values.now.toISOString()}::timestamptz) + make_interval(days => ${values.days})`,
      },
    });
}

/** Takes traffic back out of what is unused, in one statement; false when less than `mb` is unused. */
export async function removeUnusedTraffic(db: Db, userId: string, mb: number): Promise<boolean> {
  const rows = await db
    .update(proxyAccounts)
    .set({ purchasedMb: sql`${proxyAccounts.purchasedMb} - ${mb}` })
    .where(
      and(
        eq(proxyAccounts.userId, userId),
        gte(sql`${proxyAccounts.purchasedMb} * 1000000 - ${proxyAccounts.usedBytes}`, mb * 1_000_000),
      ),
    )
    .returning({ userId: proxyAccounts.userId });
  return rows.length === 1;
}

/** Gives taken-back traffic again (a refund the provider refused). */
export async function restoreTraffic(db: Db, userId: string, mb: number): Promise<void> {
  await db
    .update(proxyAccounts)
    .set({ purchasedMb: sql`${proxyAccounts.purchasedMb} + ${mb}` })
    .where(eq(proxyAccounts.userId, userId));
}
