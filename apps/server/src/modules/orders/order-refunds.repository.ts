import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { orderItems, orders } from "./orders.tables.ts";

/**
 * Paid renewals, not fully refunded, of the named IPs (those a static order bought, as its full
 * refund takes them back), so the operator is told which renewals paid for them.
 */
export async function unrefundedRenewalsOf(db: Db, ipIds: readonly number[]): Promise<string[]> {
  if (ipIds.length === 0) return [];
  const rows = await db.execute<{ order_no: string }>(sql`
    select distinct o.order_no from ${orders} o
    join ${orderItems} i on i.order_id = o.id
    where i.static_ip_id = any(${`{${ipIds.join(",")}}`}::int[])
      and o.kind = 'renewal' and o.pay_status = 2 and o.refund_status <> 2
    order by o.order_no`);
  return rowsOf<{ order_no: string }>(rows).map((row) => row.order_no);
}
