import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type OrderRefundRow, orderRefunds, type RefundRowStatus } from "./payments.tables.ts";

/** Writes a refund; undefined when its request id is taken (the caller's transaction then rolls back). */
export async function insertRefund(
  db: Db,
  refund: typeof orderRefunds.$inferInsert,
): Promise<OrderRefundRow | undefined> {
  const [row] = await db
    .insert(orderRefunds)
    .values(refund)
    .onConflictDoNothing({ target: orderRefunds.requestId })
    .returning();
  return row;
}

/** The refund under a request id, locked; take the order's lock first (ADR 400's order). */
export async function lockRefund(db: Db, requestId: string): Promise<OrderRefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.requestId, requestId)).for("update");
  return row;
}

/**
 * Minor units of the payment already refunded or reserved for this order, to the wallet and the
 * provider alike: a new share stays within what is left of the payment. `order` is the order as
 * the caller locked it: its price, discount and what the provider charged.
 */
export async function minorTaken(
  db: Db,
  order: { id: number; priceCents: number; discountCents: number; payPriceMinor: number | null },
): Promise<number> {
  // Refunds made before shares were kept (wallet refunds had none) count at the payment's rate,
  // so an older order's last refund is not asked for what the wallet already returned.
  const paidCents = order.priceCents - order.discountCents;
  const paidMinor = order.payPriceMinor ?? paidCents;
  const share = sql`round(${orderRefunds.amountCents}::numeric * ${paidMinor}::numeric / nullif(${paidCents}::numeric, 0))`;
  const [row] = await db
    .select({ taken: sql<string>`coalesce(sum(coalesce(${orderRefunds.amountMinor}, ${share})), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), inArray(orderRefunds.status, ["pending", "succeeded"])));
  return Number(row?.taken ?? 0);
}

/** Moves a pending refund to its outcome; false when it is no longer pending. */
export async function settlePendingRefund(
  db: Db,
  id: number,
  outcome: Exclude<RefundRowStatus, "pending">,
  details: { providerRefundRef?: string; failure?: string; settledAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(orderRefunds)
    .set({ status: outcome, ...details })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, "pending")))
    .returning({ id: orderRefunds.id });
  return rows.length === 1;
}
