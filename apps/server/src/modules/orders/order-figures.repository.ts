import { count, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "./orders.tables.ts";

/** Orders by kind and pay status, with what the paid ones charged (price less discount) in cents. */
export function ordersByKindAndStatus(db: Db) {
  return db
    .select({
      kind: orders.kind,
      payStatus: orders.payStatus,
      n: count(),
      cents: sum(sql`${orders.priceCents} - ${orders.discountCents}`).mapWith(Number),
    })
    .from(orders)
    .groupBy(orders.kind, orders.payStatus);
}
