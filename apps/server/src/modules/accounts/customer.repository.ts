import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "./accounts.tables.ts";

/** Takes `count` free test IPs in one conditional statement; false when fewer are left. */
export async function takeTestIps(db: Db, userId: string, count: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ testIpsLeft: sql`${users.testIpsLeft} - ${count}` })
    .where(and(eq(users.id, userId), gte(users.testIpsLeft, count)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function giveBackTestIps(db: Db, userId: string, count: number): Promise<void> {
  await db
    .update(users)
    .set({ testIpsLeft: sql`${users.testIpsLeft} + ${count}` })
    .where(eq(users.id, userId));
}

export async function customerById(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      testIpsLeft: users.testIpsLeft,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function customerIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}
