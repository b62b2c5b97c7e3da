import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { orderItems, orders } from "./orders.tables.ts";

/**
 * The IPs that renewals still payable at `now` name: an unpaid renewal holds its IPs until its
 * close, as an unpaid static order holds its reserved IPs, so the expiry sweep leaves them alone.
 * Read through `orders_unpaid_close_idx` (unpaid orders by close time), a few rows.
 */
export async function ipIdsHeldByOpenRenewals(db: Db, now: Date): Promise<number[]> {
  const result = await db.execute<{ static_ip_id: number }>(sql`
    select distinct oi.static_ip_id from ${orderItems} oi join ${orders} o on o.id = oi.order_id
    where o.pay_status = 1 and o.kind = 'renewal' and o.close_at > ${now.toISOString()}::timestamptz
      and oi.static_ip_id is not null`);
  return rowsOf<{ static_ip_id: number }>(result).map((row) => Number(row.static_ip_id));
}
