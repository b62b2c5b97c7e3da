import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";

/** `db.execute` answers `{ rows }` on both drivers. */

/**
 * Paid renewals, not fully refunded, of the IPs a static order bought: read before that order's
 * full refund takes the IPs back, so the operator is told which renewals paid for them.
 */
export async function unrefundedRenewalsOf(db: Db, staticOrderId: number): Promise<string[]> {
  const rows = await db.execute<{ order_no: string }>(sql`
    select distinct o.order_no from orders o
    join order_items i on i.order_id = o.id
    join static_ips s on s.id = i.static_ip_id
    where s.order_id = ${staticOrderId} and s.status = 'assigned'
      and o.kind = 'renewal' and o.pay_status = 2 and o.refund_status <> 2
    order by o.order_no`);
  return rowsOf<{ order_no: string }>(rows).map((row) => row.order_no);
}

/**
 * Moves back the expiry of a renewal's IPs by the period it added, in one statement: only IPs the
 * customer still holds from before the renewal was paid (one released and bought again is another
 * holding). Answers how many moved.
 */
export async function shortenRenewedIps(
  db: Db,
  renewal: { id: number; userId: string; paidAt: Date },
  periodMs: number,
): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`
    update static_ips set expire_at = expire_at - ${periodMs} * interval '1 millisecond'
    where id in (select static_ip_id from order_items where order_id = ${renewal.id})
      and owner_id = ${renewal.userId} and status = 'assigned'
      and assigned_at <= ${renewal.paidAt.toISOString()}::timestamptz
    returning id`);
  return rowsOf(rows).length;
}
