import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ListWindow } from "../../db/list-window.ts";
import { ledgerTransfers } from "../../db/schema/index.ts";

/**
 * The customer's balance usage lines, newest first, served by the partial index
 * `ledger_transfers_balance_log_idx` (user, created_at desc, id desc).
 */
export async function balanceLogRows(db: Db, userId: string, window: ListWindow) {
  const where = balanceLogWhere(userId, window);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        orderNo: ledgerTransfers.orderNo,
        memoEn: ledgerTransfers.memoEn,
        memoZh: ledgerTransfers.memoZh,
        customerDeltaCents: ledgerTransfers.customerDeltaCents,
        createdAt: ledgerTransfers.createdAt,
      })
      .from(ledgerTransfers)
      .where(where)
      .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(ledgerTransfers).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
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
