import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ListWindow } from "../../db/list-window.ts";
import { newestFirstSeekPage } from "../../db/newest-first-seek.ts";
import { ledgerTransfers } from "./wallet.tables.ts";

/**
 * The customer's balance usage lines, newest first, served by the partial index
 * `ledger_transfers_balance_log_idx` (user, created_at desc, id desc), by seek (ADR 415).
 */
export async function balanceLogRows(db: Db, userId: string, window: ListWindow) {
  return newestFirstSeekPage(db, ledgerTransfers, balanceLogWhere(userId, window), window);
}

function balanceLogWhere(userId: string, window: ListWindow): SQL {
  const where = and(
    eq(ledgerTransfers.userId, userId),
    eq(ledgerTransfers.inBalanceLog, true),
    window.orderNo ? eq(ledgerTransfers.orderNo, window.orderNo) : undefined,
    window.from ? gte(ledgerTransfers.createdAt, window.from) : undefined,
    window.until ? lt(ledgerTransfers.createdAt, window.until) : undefined,
  );
  return where ?? sql`true`;
}
