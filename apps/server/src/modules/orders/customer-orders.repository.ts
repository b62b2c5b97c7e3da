import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "./orders.tables.ts";

/** A customer's newest orders of every kind (`orders_user_list_idx` leads with the user). */
export function newestOrdersOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      orderNo: orders.orderNo,
      kind: orders.kind,
      payStatus: orders.payStatus,
      priceCents: orders.priceCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function ownerOfOrderNo(db: Db, orderNo: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.orderNo, orderNo));
  return row?.userId;
}
