import { FAILURE_WINDOW_MS } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { type AttemptKind, countAttempts, recordAttempts } from "./accounts.repository.ts";

/**
 * Server-side limits inside the spec's 5-minute window, counted in the database so every app
 * instance shares them. Per account they stop guessing one password; per address they stop
 * one client spraying many accounts.
 */
export const THROTTLE_LIMITS: Record<AttemptKind, { perAccount: number; perIp: number }> = {
  login_failure: { perAccount: 5, perIp: 20 },
  reset_request: { perAccount: 3, perIp: 10 },
};

const lockedCode = { login_failure: "login_locked", reset_request: "reset_locked" } as const;

const subjects = (email: string, ip: string) => ({ account: `email:${email}`, ip: `ip:${ip}` });

export async function assertNotThrottled(db: Db, kind: AttemptKind, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const { account, ip: address } = subjects(email, ip);
  const [byAccount, byIp] = await Promise.all([
    countAttempts(db, kind, account, since),
    countAttempts(db, kind, address, since),
  ]);
  const limits = THROTTLE_LIMITS[kind];
  if (byAccount >= limits.perAccount || byIp >= limits.perIp) {
    throw new AppError(lockedCode[kind], { messageKey: lockedCode[kind] });
  }
}

export async function recordAttempt(db: Db, kind: AttemptKind, email: string, ip: string): Promise<void> {
  const { account, ip: address } = subjects(email, ip);
  await recordAttempts(db, kind, [account, address]);
}
