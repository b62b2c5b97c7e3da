import { randomBytes, randomInt } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { addTraffic, findProxyAccount, removeUnusedTraffic, restoreTraffic } from "./proxy-accounts.repository.ts";
import { dailyUsage, hourlyUsage, knowsTimeZone, type UsagePoint, usedBytesFrom } from "./proxy-usage.repository.ts";

const LETTERS = "abcdefghijkmnpqrstuvwxyz23456789";
const pick = (length: number) => Array.from({ length }, () => LETTERS[randomInt(LETTERS.length)]).join("");

/**
 * Residential fulfilment: the customer's proxy account gains the plan's traffic (flow + give, MB)
 * and days. The first purchase creates the account with a generated username and password, which
 * the proxy generator shows its owner later. Runs in the paying transaction.
 */
export async function grantResidentialTraffic(
  tx: Db,
  grant: { userId: string; mb: number; days: number; now: Date },
): Promise<void> {
  await addTraffic(tx, {
    ...grant,
    username: `u${pick(9)}`,
    password: randomBytes(12).toString("base64url"),
  });
}

/**
 * A residential refund takes its traffic back, out of what is unused only (used traffic cannot be
 * returned). Answers the unused MB when there is too little (nothing changed), else undefined.
 */
export async function takeBackTraffic(tx: Db, userId: string, mb: number): Promise<number | undefined> {
  if (mb === 0 || (await removeUnusedTraffic(tx, userId, mb))) return undefined;
  const account = await findProxyAccount(tx, userId);
  return account ? Math.floor(unusedMbOf(account)) : 0;
}

export async function giveBackTraffic(tx: Db, userId: string, mb: number): Promise<void> {
  if (mb > 0) await restoreTraffic(tx, userId, mb);
}

/** Bytes in a MB: traffic is sold in decimal units (spec 02 §2, thresholds of 1000). */
export const BYTES_PER_MB = 1_000_000;

/** A customer's residential proxy account as other modules see it: traffic bought (MB) and used (bytes), and its end. */
export type ProxyAccount = {
  username: string;
  /** Shown to its owner (the proxy generator, proxy_user), so stored as issued. */
  password: string;
  purchasedMb: number;
  usedBytes: number;
  expireAt: Date;
  /** Never expires (`is_inf`). */
  noExpiry: boolean;
};

/** What is left of the account's traffic, in MB (fractional: usage is measured in bytes). */
export function unusedMbOf(account: Pick<ProxyAccount, "purchasedMb" | "usedBytes">): number {
  return Math.max(0, account.purchasedMb * BYTES_PER_MB - account.usedBytes) / BYTES_PER_MB;
}

/** The customer's proxy account, if a residential purchase created one. */
export async function proxyAccountOf(db: Db, userId: string): Promise<ProxyAccount | undefined> {
  return findProxyAccount(db, userId);
}

// ── The traffic chart's reads (the hourly rows the usage ingestion writes) ──

export type { UsagePoint };

/** Whether the database can roll usage up in this IANA zone. */
export async function canRollUpIn(db: Db, timeZone: string): Promise<boolean> {
  return knowsTimeZone(db, timeZone);
}

/**
 * Bytes used per hour (UTC hours, labelled in `timeZone`) or per calendar day of `timeZone`, from
 * the point holding `from` to the one holding the last second before `to`, zero-filled.
 */
export async function usagePointsOf(
  db: Db,
  userId: string,
  range: { from: Date; to: Date; timeZone: string; type: "hours" | "days" },
): Promise<UsagePoint[]> {
  return range.type === "hours" ? hourlyUsage(db, userId, range) : dailyUsage(db, userId, range);
}

/** Bytes the account used in the hours starting at or after `from`. */
export async function usedBytesSince(db: Db, userId: string, from: Date): Promise<number> {
  return usedBytesFrom(db, userId, from);
}
