import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * The end of a model sequence: money the providers took equals the clearing entries booked for
 * it, equals what was fulfilled plus what was credited; and what went back through a provider
 * equals its made refunds. Answers the differences, empty when the books agree.
 */
export async function conservationBreaks(db: Db, orderIds: number[], paidCheckoutIds: Set<string>): Promise<string[]> {
  if (orderIds.length === 0) return paidCheckoutIds.size === 0 ? [] : ["payments reported for no order"];
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with checkouts as (select * from payment_checkouts where order_id in (${ids})),
    inflows as (
      select coalesce(-sum(e.amount_cents), 0)::bigint as cents from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'provider_clearing'
      where e.amount_cents < 0 and t.checkout_id in (select id from checkouts)),
    -- Net: a top-up refund the provider refused is taken out of the wallet and put back (ADR 406).
    outflows as (
      select coalesce(sum(e.amount_cents), 0)::bigint as cents from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'provider_clearing'
      where t.checkout_id is null and t.order_id in (${ids}))
    select
      (select coalesce(sum(amount_cents), 0)::bigint from checkouts where state = 'paid') as paid_cents_asked,
      (select coalesce(sum(paid_cents), 0)::bigint from checkouts where state = 'paid') as paid_cents,
      (select count(*)::int from checkouts where state = 'paid') as paid_count,
      (select coalesce(sum(paid_cents), 0)::bigint from checkouts where result = 'fulfilled') as fulfilled,
      (select coalesce(sum(paid_cents), 0)::bigint from checkouts where result = 'credited') as credited,
      (select cents from inflows) as inflows,
      (select cents from outflows) as outflows,
      (select coalesce(sum(amount_cents), 0)::bigint from order_refunds
        where order_id in (${ids}) and destination = 'provider' and status = 'succeeded') as provider_refunds,
      (select coalesce(json_agg(provider_ref), '[]') from checkouts where state = 'paid') as paid_refs
  `)) as unknown as { rows: Record<string, string | number | string[]>[] };
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  const breaks: string[] = [];
  const paidRefs = new Set((row.paid_refs as string[] | undefined) ?? []);
  const unrecorded = [...paidCheckoutIds].filter((id) => !paidRefs.has(id));
  if (unrecorded.length > 0) breaks.push(`payments the provider took but Portico did not record: ${unrecorded}`);
  if (n("paid_count") !== paidCheckoutIds.size) {
    breaks.push(`${paidCheckoutIds.size} checkouts paid at the provider, ${n("paid_count")} recorded paid`);
  }
  if (n("paid_cents") !== n("paid_cents_asked"))
    breaks.push(`paid ${n("paid_cents")} ≠ asked ${n("paid_cents_asked")}`);
  if (n("inflows") !== n("paid_cents")) breaks.push(`clearing inflows ${n("inflows")} ≠ taken ${n("paid_cents")}`);
  if (n("fulfilled") + n("credited") !== n("paid_cents")) {
    breaks.push(`fulfilled ${n("fulfilled")} + credited ${n("credited")} ≠ taken ${n("paid_cents")}`);
  }
  if (n("outflows") !== n("provider_refunds")) {
    breaks.push(`clearing outflows ${n("outflows")} ≠ provider refunds made ${n("provider_refunds")}`);
  }
  return breaks;
}
