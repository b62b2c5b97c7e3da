import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { orders } from "./orders.tables.ts";

/**
 * The traffic each paid residential order fulfilled at or after `since` still grants: its plan's
 * MB less the share its refunds (made and reserved) took back — the same sum the money
 * invariants hold a proxy account's `purchased_mb` to. Read through the list index (user, type 1).
 */
export async function residentialGrantsFrom(db: Db, userId: string, since: Date) {
  const result = await db.execute<{ at: string; mb: string }>(sql`
    select to_char(o.fulfilled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      (o.flow_mb - case when o.price_cents > o.discount_cents
        then o.flow_mb::bigint * (o.refunded_cents + o.refund_pending_cents) / (o.price_cents - o.discount_cents)
        else 0 end)::text as mb
    from ${orders} o
    where o.user_id = ${userId} and o.list_type = 1 and o.kind = 'residential' and o.pay_status = 2
      and o.fulfilled_at >= ${since.toISOString()}::timestamptz`);
  return rowsOf<{ at: string; mb: string }>(result).map((row) => ({ at: new Date(row.at), mb: Number(row.mb) }));
}
