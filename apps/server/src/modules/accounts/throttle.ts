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
};

const lockedError = { login_failure: accountErrors.loginLocked, reset_request: accountErrors.resetLocked } as const;

const subjects = (email: string, ip: string) => ({ account: `email:${email}`, ip: `ip:${ip}` });

/**
 * Takes one attempt: under a transaction-scoped advisory lock on both subjects (always in the
 * same order, so two takers cannot deadlock), counts the window and records the attempt in the
 * same transaction. Parallel requests therefore queue on the lock instead of all reading the
 * count before any of them records, and the limits hold exactly. Returns the recorded rows so a
 * login that turns out not to be a failure can give its attempt back.
 */
export async function takeAttempt(db: Db, kind: AttemptKind, email: string, ip: string): Promise<number[]> {
  const { account, ip: address } = subjects(email, ip);
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const limits = THROTTLE_LIMITS[kind];
  return db.transaction(async (tx) => {
    for (const subject of [account, address].sort()) await lockAttemptSubject(tx, kind, subject);
    const byAccount = await countAttempts(tx, kind, account, since);
    const byIp = await countAttempts(tx, kind, address, since);
    if (byAccount >= limits.perAccount || byIp >= limits.perIp) {
      throw lockedError[kind]();
    }
    return recordAttempts(tx, kind, [account, address]);
  });
}

/** Gives a taken attempt back: the login succeeded, or never reached the password check. */
export async function releaseAttempt(db: Db, ids: number[]): Promise<void> {
  await deleteAttempts(db, ids);
}
