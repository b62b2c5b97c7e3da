import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { localDay } from "../../db/local-day.ts";
import { orders } from "./orders.tables.ts";

/** Paid orders per reader's day in [from, to), top-ups apart: how many, and what they brought after coupons. */
export function paidOrdersByDay(db: Db, from: Date, to: Date, offsetMinutes: number) {
  const day = localDay(orders.paidAt, offsetMinutes);
  const topUp = sql<boolean>`${orders.kind} = 'recharge'`;
  return db
    .select({
      day,
      topUp,
      orders: count(),
      cents: sql<number>`coalesce(sum(${orders.priceCents} - ${orders.discountCents}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.payStatus, 2), gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(day, topUp);
}
