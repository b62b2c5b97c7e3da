import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderItems, orders } from "./orders.tables.ts";

/** The order numbers of the customer's orders among `ids` (by primary key: one page's worth). */
export async function orderNumbersAmong(
  db: Db,
  userId: string,
  ids: readonly number[],
): Promise<{ id: number; orderNo: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, [...ids])));
}

/** The customer's order of that number, with its kind (through the unique `orders_order_no_key`). */
export async function customerOrderKind(db: Db, userId: string, orderNo: string) {
  const [row] = await db
    .select({ id: orders.id, kind: orders.kind })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  return row;
}

/** The IPs a renewal's lines name. */
export async function renewedIpIds(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ ipId: orderItems.staticIpId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.staticIpId)));
  return rows.flatMap((row) => (row.ipId === null ? [] : [row.ipId]));
}
