import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, type UserRow, users } from "./accounts.tables.ts";

/** Microseconds since 1970 as text: the seek key of `created_at` (what PostgreSQL stores). */
const createdMicros = sql<string>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint::text`;
const emailBytes = sql`(${users.email} collate "C")`;

export type CustomerSeekRow = { user: UserRow; key: string };

/**
 * Customers newest first, by seek on `users_created_idx` after the edge `(micros, id)` of the page
 * before (ADR 425): no OFFSET, so a deep page costs what the first does.
 */
export async function newestCustomers(
  db: Db,
  after: { key: string; id: string } | null,
  limit: number,
): Promise<CustomerSeekRow[]> {
  const where: SQL | undefined = after
    ? sql`(${users.createdAt}, ${users.id}) < (timestamptz 'epoch' + (${after.key} || ' microseconds')::interval, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ user: users, key: createdMicros })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows;
}

/**
 * The first string after every string that starts with `prefix`, in code point order: the prefix
 * with its last code point moved one on. A last character outside the basic plane is one code
 * point of two UTF-16 units, so it is taken whole; the next code point skips the surrogates, which
 * no text holds (one alone would not encode); after the last code point there is none (null: no
 * upper bound).
 */
export function prefixUpperBound(prefix: string): string | null {
  const points = [...prefix];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined) return null;
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return next > 0x10ffff ? prefixUpperBound(points.join("")) : `${points.join("")}${String.fromCodePoint(next)}`;
}

/**
 * Customers whose email starts with `prefix` (stored lower-cased), in byte order by seek on
 * `users_email_bytes_idx`: the prefix is the range [prefix, `prefixUpperBound`), which the C
 * collation compares exactly as code points.
 */
export async function customersByEmailPrefix(
  db: Db,
  prefix: string,
  after: { key: string; id: string } | null,
  limit: number,
): Promise<CustomerSeekRow[]> {
  const upper = prefixUpperBound(prefix);
  const rows = await db
    .select({ user: users, key: users.email })
    .from(users)
    .where(
      and(
        sql`${emailBytes} >= ${prefix} collate "C"`,
        upper === null ? undefined : sql`${emailBytes} < ${upper} collate "C"`,
        after ? sql`(${emailBytes}, ${users.id}) > (${after.key} collate "C", ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(emailBytes, users.id)
    .limit(limit);
  return rows;
}

export async function usersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(
      sql`${users.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
}

/** Sets or clears `disabled_at`; undefined for an unknown customer. */
export async function setUserDisabled(tx: Db, userId: string, disabled: boolean): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The user row, locked: the console's changes to one customer queue here. */
export async function lockUser(tx: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** Ends every live session of the customer; answers how many. */
export async function endUserSessions(tx: Db, userId: string): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The customer's sessions not revoked and before their end, newest first. */
export function liveSessionsOf(db: Db, userId: string, limit: number) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}
