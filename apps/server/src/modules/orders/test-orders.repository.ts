import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "./orders.tables.ts";

/** Of these orders, the ones for the free `test` period. */
export async function testOrderIdsAmong(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), eq(orders.dateUnit, "test")));
  return rows.map((row) => row.id);
}
