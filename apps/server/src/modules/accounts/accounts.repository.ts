import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  authAttempts,
  type EmailCodeRow,
  emailCodes,
  passwordResets,
  sessions,
  type UserRow,
  users,
} from "./accounts.tables.ts";

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Undefined when the address is taken (the unique index decides, so two signups cannot race). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUserLanguage(db: Db, id: string, language: "en" | "zh-CN"): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}

/** The agreement the customer just accepted: its version, and now as the time. */
export async function recordTermsAcceptance(
  db: Db,
  id: string,
  version: string | null,
): Promise<{ termsVersion: string | null; termsAcceptedAt: Date | null } | undefined> {
  const [row] = await db
    .update(users)
    .set({ termsVersion: version, termsAcceptedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ termsVersion: users.termsVersion, termsAcceptedAt: users.termsAcceptedAt });
  return row;
}

export async function updateUserPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

// Sessions

export async function insertSession(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/**
 * The live session of a token digest (not revoked, before its absolute end and its idle limit)
 * and its user, in one statement: every signed-in call reads it, and the account's own
 * endpoints answer from that user instead of reading it again.
 */
export async function findLiveSession(db: Db, tokenHash: string, idleSince: Date) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
        // Disabling ends the sessions too; this also refuses one opened while it happened.
        isNull(users.disabledAt),
      ),
    );
  return row;
}

export async function touchSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

// Email codes

/** Serialises code requests for one address (both drivers support advisory locks). */
export async function lockEmailCodes(db: Db, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email_code:${email}`}))`);
}

export async function latestEmailCode(db: Db, email: string, purpose: "register"): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row;
}

export async function insertEmailCode(
  db: Db,
  values: { email: string; purpose: "register"; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailCodes).values(values);
}

/**
 * One guess at a code, decided and counted in a single statement: the row is updated only while
 * it is unused, unexpired and has fewer than `maxWrongTries` wrong tries, and a wrong guess adds
 * one in the same UPDATE. PostgreSQL takes the row lock and re-checks the condition on the latest
 * version, so parallel guesses queue on the row and no more than `maxWrongTries` wrong guesses
 * are ever weighed. `right` when the guess matched; undefined when the code could not be tried.
 */
export async function tryEmailCode(
  db: Db,
  id: number,
  guessHash: string,
  maxWrongTries: number,
): Promise<{ right: boolean } | undefined> {
  const right = sql`${emailCodes.codeHash} = ${guessHash}`;
  const [row] = await db
    .update(emailCodes)
    .set({ wrongTries: sql`${emailCodes.wrongTries} + case when ${right} then 0 else 1 end` })
    .where(
      and(
        eq(emailCodes.id, id),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, sql`now()`),
        lt(emailCodes.wrongTries, maxWrongTries),
      ),
    )
    .returning({ right: sql<boolean>`${right}` });
  return row;
}

/** Uses the code up; false when it was already used (a concurrent signup won). */
export async function markEmailCodeUsed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

// Password resets

export async function insertPasswordReset(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** Spends a reset token atomically: the user id when it was unused and unexpired, else undefined. */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

// Throttling

export type AttemptKind = "login_failure" | "reset_request" | "staff_login_failure" | "staff_code_failure";

export async function countAttempts(db: Db, kind: AttemptKind, subject: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject), gt(authAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/** Serialises the throttle check of one subject across requests and instances. */
export async function lockAttemptSubject(db: Db, kind: AttemptKind, subject: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth_attempt:${kind}:${subject}`}))`);
}

export async function recordAttempts(db: Db, kind: AttemptKind, subjects: string[]): Promise<number[]> {
  const rows = await db
    .insert(authAttempts)
    .values(subjects.map((subject) => ({ kind, subject })))
    .returning({ id: authAttempts.id });
  return rows.map((row) => row.id);
}

export async function deleteAttempts(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}
