import { FAILURE_WINDOW_MS } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { accountErrors } from "./accounts.errors.ts";
import {
  type AttemptKind,
  countAttempts,
  deleteAttempts,
  lockAttemptSubject,
  recordAttempts,
} from "./accounts.repository.ts";

/**
 * Server-side limits inside the spec's 5-minute window, counted in the database so every app
 * instance shares them. Per account they stop guessing one password; per address they stop
 * one client spraying many accounts.
 */
export const THROTTLE_LIMITS: Record<AttemptKind, { perAccount: number; perIp: number }> = {
  login_failure: { perAccount: 5, perIp: 20 },
  reset_request: { perAccount: 3, perIp: 10 },
  // The console's password and code attempts (ADR 420), counted apart from the customers'.
  staff_login_failure: { perAccount: 5, perIp: 20 },
  staff_code_failure: { perAccount: 5, perIp: 20 },
};

const lockedError = { login_failure: accountErrors.loginLocked, reset_request: accountErrors.resetLocked } as const;

const subjects = (email: string, ip: string) => ({ account: `email:${email}`, ip: `ip:${ip}` });

/**
 * Takes one attempt of `kind` for the address and the client address, or answers null when
 * either is at its limit in the window (the caller answers with its own message).
 */
export async function takeCountedAttempt(
  db: Db,
  kind: AttemptKind,
  email: string,
  ip: string,
): Promise<number[] | null> {
  const { account, ip: address } = subjects(email, ip);
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const limits = THROTTLE_LIMITS[kind];
  return db.transaction(async (tx) => {
    for (const subject of [account, address].sort()) await lockAttemptSubject(tx, kind, subject);
    const byAccount = await countAttempts(tx, kind, account, since);
    const byIp = await countAttempts(tx, kind, address, since);
    if (byAccount >= limits.perAccount || byIp >= limits.perIp) return null;
    return recordAttempts(tx, kind, [account, address]);
  });
}

/**
 * Takes one attempt: under a transaction-scoped advisory lock on both subjects (always in the
 * same order, so two takers cannot deadlock), counts the window and records the attempt in the
 * same transaction. Parallel requests therefore queue on the lock instead of all reading the
 * count before any of them records, and the limits hold exactly. Returns the recorded rows so a
 * login that turns out not to be a failure can give its attempt back.
 */
export async function takeAttempt(
  db: Db,
  kind: "login_failure" | "reset_request",
  email: string,
  ip: string,
): Promise<number[]> {
  const taken = await takeCountedAttempt(db, kind, email, ip);
  if (taken === null) throw lockedError[kind]();
  return taken;
}

/** Gives a taken attempt back: the login succeeded, or never reached the password check. */
export async function releaseAttempt(db: Db, ids: number[]): Promise<void> {
  await deleteAttempts(db, ids);
}
