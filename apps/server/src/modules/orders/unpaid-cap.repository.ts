import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "./orders.tables.ts";

/**
 * Serialises the placing of static orders per customer until the transaction ends: a
 * transaction-scoped advisory lock keyed by the customer (in a key space of its own), so a
 * second placing of the same customer waits here, then counts the first one's order. On the
 * embedded PGlite every transaction already runs alone, and the lock is granted at once.
 */
export async function lockCustomerPlacing(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('orders.unpaid_static_ips'), hashtext(${userId}))`);
}

/** IPs held by the customer's other static orders that are unpaid and still open for payment at `now`. */
export async function unpaidStaticIpsOf(tx: Db, userId: string, now: Date, exceptOrderId: number): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
    .from(orders)
    // Through orders_user_list_status_idx: the customer's unpaid static list, a few rows.
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.listType, 2),
        eq(orders.payStatus, 1),
        eq(orders.kind, "static"),
        gt(orders.closeAt, now),
        ne(orders.id, exceptOrderId),
      ),
    );
  return row?.held ?? 0;
}
