import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ledgerTransfers, type WalletAdjustmentRow, walletAdjustments } from "./wallet.tables.ts";

export type NewAdjustment = Pick<
  WalletAdjustmentRow,
  "requestKey" | "userId" | "amountCents" | "reasonCode" | "note" | "requestedBy" | "needsApproval"
>;

/**
 * Writes the request as pending; undefined when its request key exists (a double submit: the
 * unique index decides, the second insert waiting for the first's transaction).
 */
export async function insertAdjustment(tx: Db, adjustment: NewAdjustment): Promise<WalletAdjustmentRow | undefined> {
  const [row] = await tx
    .insert(walletAdjustments)
    .values({ ...adjustment, status: "pending" })
    .onConflictDoNothing({ target: walletAdjustments.requestKey })
    .returning();
  return row;
}

export async function adjustmentByKey(db: Db, requestKey: string): Promise<WalletAdjustmentRow | undefined> {
  const [row] = await db.select().from(walletAdjustments).where(eq(walletAdjustments.requestKey, requestKey));
  return row;
}

/** The adjustment, row-locked: a decision's first lock, before the customer's accounts. */
export async function lockAdjustment(tx: Db, id: number): Promise<WalletAdjustmentRow | undefined> {
  const [row] = await tx.select().from(walletAdjustments).where(eq(walletAdjustments.id, id)).for("update");
  return row;
}

/** Moves a pending adjustment to its decision; undefined when it was not pending any more. */
export async function decideAdjustment(
  tx: Db,
  id: number,
  decision: { status: "posted" | "rejected"; decidedBy: string; transferId: number | null },
): Promise<WalletAdjustmentRow | undefined> {
  const [row] = await tx
    .update(walletAdjustments)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(and(eq(walletAdjustments.id, id), eq(walletAdjustments.status, "pending")))
    .returning();
  return row;
}

/** A customer's adjustments, newest first. */
export function adjustmentsOf(db: Db, userId: string, limit: number): Promise<WalletAdjustmentRow[]> {
  return db
    .select()
    .from(walletAdjustments)
    .where(eq(walletAdjustments.userId, userId))
    .orderBy(desc(walletAdjustments.createdAt), desc(walletAdjustments.id))
    .limit(limit);
}

export async function transferIdByKey(tx: Db, idempotencyKey: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row?.id;
}

/** A customer's transfers of every kind, newest first: the timeline's money side. */
export function transfersOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      at: ledgerTransfers.createdAt,
      kind: ledgerTransfers.kind,
      deltaCents: ledgerTransfers.customerDeltaCents,
      orderNo: ledgerTransfers.orderNo,
      memoEn: ledgerTransfers.memoEn,
      memoZh: ledgerTransfers.memoZh,
    })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.userId, userId))
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
    .limit(limit);
}
