import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { staticIps } from "../../db/schema/index.ts";

/**
 * Puts up to `limit` assigned IPs that expired before `cutoff` back in stock, the longest expired
 * first, clearing everything of their owner (owner, order, assignment, expiry, tag). An IP that a
 * renewal still payable at `now` names is left alone: that renewal holds it until its close, as
 * an unpaid static order holds its reserved IPs.
 *
 * One statement, safe on several instances at once: `FOR UPDATE SKIP LOCKED` passes over rows a
 * concurrent sweep or a paying renewal (which locks its IPs) holds, and the update repeats the
 * conditions on the rows it locked, so no IP is released twice or after a renewal moved its
 * expiry. Answers how many it released.
 */
export async function releaseIpsExpiredBefore(db: Db, cutoff: Date, now: Date, limit: number): Promise<number> {
  const before = cutoff.toISOString();
  const result = await db.execute<{ id: number }>(sql`
    update ${staticIps}
    set status = 'available', owner_id = null, order_id = null, assigned_at = null, expire_at = null, tag = null
    where id in (
      select i.id from ${staticIps} i
      where i.status = 'assigned' and i.expire_at < ${before}::timestamptz
        and not exists (
          select 1 from order_items oi join orders o on o.id = oi.order_id
          where oi.static_ip_id = i.id and o.kind = 'renewal' and o.pay_status = 1
            and o.close_at > ${now.toISOString()}::timestamptz)
      order by i.expire_at, i.id
      limit ${limit}
      for update of i skip locked
    ) and status = 'assigned' and expire_at < ${before}::timestamptz
    returning id`);
  return rowsOf(result).length;
}
