import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ListWindow } from "../../db/list-window.ts";
import { newestFirstPage } from "../../db/newest-first-page.ts";
import { ledgerTransfers } from "./wallet.tables.ts";

/**
 * The customer's balance usage lines, newest first, served by the partial index
 * `ledger_transfers_balance_log_idx` (user, created_at desc, id desc).
 */
export async function balanceLogRows(db: Db, userId: string, window: ListWindow) {
  return newestFirstPage(db, ledgerTransfers, balanceLogWhere(userId, window), window);
}

function balanceLogWhere(userId: string, window: ListWindow): SQL | undefined {
  return and(
    eq(ledgerTransfers.userId, userId),
    eq(ledgerTransfers.inBalanceLog, true),
    window.orderNo ? eq(ledgerTransfers.orderNo, window.orderNo) : undefined,
    window.from ? gte(ledgerTransfers.createdAt, window.from) : undefined,
    window.until ? lt(ledgerTransfers.createdAt, window.until) : undefined,
  );
}
