import type { UsageBatch, UsageBatchResult } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { proxyUsageErrors } from "./proxy-usage.errors.ts";
import {
  addHourlyUsage,
  claimBatch,
  debitAccounts,
  findBatch,
  finishBatch,
  type LockedAccount,
  lockAccountsByUsername,
} from "./proxy-usage.repository.ts";

const HOUR_MS = 3_600_000;
/** How far ahead of ours the gateway's clock may run before an hour counts as not begun. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Takes one usage batch from the gateway (ADR 411), in one transaction:
 * 1. the batch id is claimed first — a batch seen before is answered with its stored result and
 *    changes nothing (the same id with other records is refused);
 * 2. the named accounts are row-locked in username order, so concurrent batches cannot deadlock;
 * 3. each account is debited what it reported, hour by hour (oldest first), down to zero and
 *    never below — what is debited goes to the hour's row, so an account's hourly rows add up to
 *    its used bytes;
 * 4. the answer — and the stored result — names the unknown usernames, those now out of traffic
 *    and those expired, so the gateway stops serving them.
 */
export async function ingestUsageBatch(
  db: Db,
  batch: UsageBatch,
  context: { service: string; now: Date },
): Promise<UsageBatchResult> {
  const usage = usageByAccount(batch, context.now);
  const reportedBytes = batch.records.reduce((sum, record) => sum + record.bytes, 0);
  return db.transaction(async (tx) => {
    const claimed = await claimBatch(tx, {
      batchId: batch.batch_id,
      service: context.service,
      records: batch.records.length,
      reportedBytes,
    });
    if (!claimed) return storedResult(tx, batch, reportedBytes);

    const accounts = await lockAccountsByUsername(tx, [...usage.keys()]);
    const debits: { userId: string; bytes: number }[] = [];
    const hourly: { userId: string; hour: string; bytes: number }[] = [];
    const outOfTraffic: string[] = [];
    const expired: string[] = [];
    for (const account of accounts) {
      const { debited, left, hours } = debitHours(account, usage.get(account.username) ?? new Map());
      if (debited > 0) debits.push({ userId: account.userId, bytes: debited });
      for (const [hourMs, bytes] of hours)
        hourly.push({ userId: account.userId, hour: new Date(hourMs).toISOString(), bytes });
      if (left === 0) outOfTraffic.push(account.username);
      if (!account.noExpiry && account.expireAt <= context.now) expired.push(account.username);
    }
    if ((await debitAccounts(tx, debits)) !== debits.length)
      throw new Error(`usage batch ${batch.batch_id}: a debit went past what its account bought`);
    await addHourlyUsage(tx, hourly);

    const known = new Set(accounts.map((account) => account.username));
    const result: UsageBatchResult = {
      accepted: true,
      batch_id: batch.batch_id,
      records: batch.records.length,
      reported_bytes: reportedBytes,
      debited_bytes: debits.reduce((sum, debit) => sum + debit.bytes, 0),
      unknown_usernames: [...usage.keys()].filter((username) => !known.has(username)).sort(),
      out_of_traffic: outOfTraffic.sort(),
      expired: expired.sort(),
    };
    await finishBatch(tx, batch.batch_id, result.debited_bytes, result);
    return result;
  });
}

/** The batch's bytes by username and hour start (ms); records of the same hour add up. */
function usageByAccount(batch: UsageBatch, now: Date): Map<string, Map<number, number>> {
  const usage = new Map<string, Map<number, number>>();
  for (const record of batch.records) {
    const hourMs = Math.floor(record.hour / 3600) * HOUR_MS;
    if (hourMs > now.getTime() + CLOCK_SKEW_MS)
      throw proxyUsageErrors.hourInFuture({ hour: new Date(hourMs).toISOString() });
    const hours = usage.get(record.username) ?? new Map<number, number>();
    hours.set(hourMs, (hours.get(hourMs) ?? 0) + record.bytes);
    usage.set(record.username, hours);
  }
  return usage;
}

/** What one locked account is debited, hour by hour from the oldest, until nothing is left. */
function debitHours(account: LockedAccount, reported: Map<number, number>) {
  let left = account.leftBytes;
  const hours: [number, number][] = [];
  for (const [hourMs, bytes] of [...reported].sort(([a], [b]) => a - b)) {
    const taken = Math.min(bytes, left);
    if (taken === 0) continue;
    hours.push([hourMs, taken]);
    left -= taken;
  }
  return { debited: account.leftBytes - left, left, hours };
}

/** A batch id seen before: its first answer, if this is the same batch. */
async function storedResult(tx: Db, batch: UsageBatch, reportedBytes: number): Promise<UsageBatchResult> {
  const stored = await findBatch(tx, batch.batch_id);
  if (!stored || stored.records !== batch.records.length || stored.reportedBytes !== reportedBytes)
    throw proxyUsageErrors.batchConflict({ batchId: batch.batch_id });
  return stored.result as UsageBatchResult;
}
