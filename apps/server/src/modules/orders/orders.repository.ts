import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ListWindow } from "../../db/list-window.ts";
import { newestFirstSeekPage } from "../../db/newest-first-seek.ts";
import { type NewOrderRow, type OrderItemRow, type OrderRow, orderItems, orders } from "./orders.tables.ts";

export async function insertOrder(db: Db, order: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error("order insert returned nothing");
  return row;
}

export async function insertOrderItems(db: Db, items: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (items.length > 0) await db.insert(orderItems).values(items);
}

export async function findOrder(db: Db, orderNo: string, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  return row;
}

export async function findOrderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

/** The order row, locked for the rest of the transaction: the first lock of every money path. */
export async function lockOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).for("update");
  return row;
}

/** The same lock, the order named by its id (a provider checkout keeps its order's id). */
export async function lockOrderById(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/** The lines of the named orders, in the order they were written. */
export async function itemsOf(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

/** Sets fields of an order only while it is still unpaid; false when another change won. */
export async function updateUnpaidOrder(db: Db, orderId: number, values: Partial<NewOrderRow>): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, orderId), eq(orders.payStatus, 1)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function updateOrder(db: Db, orderId: number, values: Partial<NewOrderRow>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}

/** Unpaid orders past their close time, oldest first, skipping rows another sweep holds. */
export async function dueUnpaidOrderNos(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.payStatus, 1), lte(orders.closeAt, now)))
    .orderBy(asc(orders.closeAt))
    .limit(limit);
  return rows.map((row) => row.orderNo);
}

/** Moves an order from `from` to paid (and fulfilled) in one conditional statement; undefined when it was not in `from`. */
export async function markPaid(
  db: Db,
  orderId: number,
  from: number,
  values: Pick<
    NewOrderRow,
    | "payType"
    | "payCurrency"
    | "payPriceMinor"
    | "discountCents"
    | "paidAt"
    | "provider"
    | "providerRef"
    | "providerPaymentRef"
    | "fulfilledAt"
    | "dealStatus"
  >,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...values, payStatus: 2, cancelledAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.payStatus, from)))
    .returning();
  return row;
}

/** The conditions joined; the user's own always stands first, so the result is never empty. */
const andAll = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`;

/** Recharge orders of a customer, newest first, for the deposit history (ADR 415). */
export async function rechargeOrderRows(db: Db, userId: string, window: ListWindow) {
  const where = andAll(
    eq(orders.userId, userId),
    eq(orders.listType, 3),
    window.orderNo ? eq(orders.orderNo, window.orderNo) : undefined,
    window.from ? gte(orders.createdAt, window.from) : undefined,
    window.until ? lt(orders.createdAt, window.until) : undefined,
  );
  return newestFirstSeekPage(db, orders, where, window);
}

/** Adds a refund in one statement, refused when it would pass what was paid. */
/** What a refund may still take: paid, minus what was refunded and what is reserved for refunds in flight. */
const refundRoom = (amountCents: number, paidCents: number) =>
  lte(sql`${orders.refundedCents} + ${orders.refundPendingCents} + ${amountCents}`, paidCents);

export async function addRefund(db: Db, orderId: number, amountCents: number, paidCents: number, status: 1 | 2) {
  const rows = await db
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${amountCents}`, refundStatus: status })
    .where(and(eq(orders.id, orderId), eq(orders.payStatus, 2), refundRoom(amountCents, paidCents)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Sets a provider refund's amount aside (ADR 402); false when it does not fit in what is left. */
export async function reserveRefundCents(db: Db, orderId: number, amountCents: number, paidCents: number) {
  const rows = await db
    .update(orders)
    .set({ refundPendingCents: sql`${orders.refundPendingCents} + ${amountCents}` })
    .where(and(eq(orders.id, orderId), eq(orders.payStatus, 2), refundRoom(amountCents, paidCents)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** A reserved refund the provider made: moved from pending to refunded; the order's new refunded total. */
export async function settleReservedRefund(
  db: Db,
  orderId: number,
  amountCents: number,
  paidCents: number,
): Promise<number | undefined> {
  const refunded = sql`${orders.refundedCents} + ${amountCents}`;
  const [row] = await db
    .update(orders)
    .set({
      refundPendingCents: sql`${orders.refundPendingCents} - ${amountCents}`,
      refundedCents: refunded,
      refundStatus: sql`case when ${refunded} = ${paidCents} then 2 else 1 end`,
    })
    .where(and(eq(orders.id, orderId), gte(orders.refundPendingCents, amountCents)))
    .returning({ refundedCents: orders.refundedCents });
  return row?.refundedCents;
}

/** A reserved refund the provider refused: its amount is refundable again. */
export async function releaseRefundCents(db: Db, orderId: number, amountCents: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ refundPendingCents: sql`${orders.refundPendingCents} - ${amountCents}` })
    .where(and(eq(orders.id, orderId), gte(orders.refundPendingCents, amountCents)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * One page of a customer's orders of one list (1 residential, 2 static), newest first, through
 * `orders_user_list_idx` or, with a status filter, `orders_user_list_status_idx`, by seek (ADR 415).
 */
export async function orderHistoryRows(
  db: Db,
  userId: string,
  filter: ListWindow & { listType: 1 | 2; payStatus?: number },
) {
  const where = andAll(
    eq(orders.userId, userId),
    eq(orders.listType, filter.listType),
    filter.payStatus !== undefined ? eq(orders.payStatus, filter.payStatus) : undefined,
    filter.orderNo ? eq(orders.orderNo, filter.orderNo) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.until ? lt(orders.createdAt, filter.until) : undefined,
  );
  return newestFirstSeekPage(db, orders, where, filter);
}

/** The ids among `ids` of wallet top-up orders. */
export async function rechargeIdsAmong(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), eq(orders.kind, "recharge")));
  return rows.map((row) => row.id);
}

/** The newest paid residential order's title (the traffic account's plan). */
export async function latestPaidResidential(db: Db, userId: string) {
  const [row] = await db
    .select({ titleEn: orders.titleEn, titleZh: orders.titleZh })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.listType, 1), eq(orders.payStatus, 2)))
    // The newest placed (not paid): one step down the list index instead of sorting every paid plan.
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}
