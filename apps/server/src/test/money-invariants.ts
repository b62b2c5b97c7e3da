import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** Each query lists what breaks one money invariant; all of them must come back empty. */
const CHECKS: Record<string, ReturnType<typeof sql>> = {
  "every transfer sums to zero": sql`
    select transfer_id, sum(amount_cents)::text as sum from ledger_entries group by transfer_id having sum(amount_cents) <> 0`,
  "every transfer has entries unless it moved nothing": sql`
    select t.id from ledger_transfers t where not exists (select 1 from ledger_entries e where e.transfer_id = t.id)
      and t.customer_delta_cents <> 0`,
  "each customer account's cached balance equals its entries": sql`
    select a.id, a.balance_cents::text, coalesce(sum(e.amount_cents), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.user_id is not null group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  "no wallet below zero and no credit line overdrawn": sql`
    select id from ledger_accounts where (kind = 'customer_wallet' and balance_cents < 0)
      or (kind = 'customer_credit' and balance_cents < -credit_limit_cents)`,
  "a transfer's customer side equals its customer entries": sql`
    select t.id from ledger_transfers t
    left join ledger_entries e on e.transfer_id = t.id
    left join ledger_accounts a on a.id = e.account_id and a.user_id is not null
    group by t.id having t.customer_delta_cents <> coalesce(sum(e.amount_cents) filter (where a.id is not null), 0)`,
  "every paid order is fulfilled exactly once and booked once": sql`
    select o.order_no from orders o
    where o.pay_status = 2 and (o.fulfilled_at is null or (
      select count(*) from ledger_transfers t where t.order_id = o.id and t.kind in ('order_payment', 'recharge')
    ) <> case when o.price_cents = 0 then 0 else 1 end)`,
  "no unpaid or cancelled order is fulfilled or booked": sql`
    select o.order_no from orders o where o.pay_status <> 2 and (o.fulfilled_at is not null or exists (
      select 1 from ledger_transfers t where t.order_id = o.id and t.kind in ('order_payment', 'recharge')))`,
  "an unpaid static order holds exactly its IPs; a closed one none": sql`
    select o.order_no from orders o
    where o.kind = 'static' and (select count(*) from static_ips i where i.reserved_order_id = o.id)
      <> case when o.pay_status = 1 then o.quantity else 0 end`,
  "a paid static order's customer owns at most its IPs (none once fully refunded; expired ones go back to stock)": sql`
    select o.order_no from orders o where o.kind = 'static' and o.pay_status = 2
      and case when o.refund_status = 2 then 0 else o.quantity end < (
      select count(*) from static_ips i where i.order_id = o.id and i.owner_id = o.user_id and i.status = 'assigned')`,
  "IPs are reserved only by unpaid orders and owned only through paid ones": sql`
    select i.id from static_ips i
    left join orders r on r.id = i.reserved_order_id
    left join orders p on p.id = i.order_id
    where (i.status = 'reserved' and (r.id is null or r.pay_status <> 1))
       or (i.status = 'assigned' and (p.id is null or p.pay_status <> 2 or p.user_id <> i.owner_id))`,
  "no expired IP is reserved or back in stock with anything of its last owner (owner, order, expiry, tag)": sql`
    select i.id from static_ips i where i.status <> 'assigned' and (i.owner_id is not null or i.order_id is not null
      or i.assigned_at is not null or i.expire_at is not null or i.tag is not null)`,
  "a proxy account holds the traffic of its paid residential orders, less the share refunds took back": sql`
    select p.user_id from proxy_accounts p where p.purchased_mb <> (
      select coalesce(sum(o.flow_mb - case when o.price_cents > o.discount_cents
        then o.flow_mb::bigint * (o.refunded_cents + o.refund_pending_cents) / (o.price_cents - o.discount_cents) else 0 end), 0)
      from orders o where o.user_id = p.user_id and o.kind = 'residential' and o.pay_status = 2)`,
  "a proxy account's used bytes are its hourly usage, within what it bought": sql`
    select p.user_id from proxy_accounts p where p.used_bytes > p.purchased_mb * 1000000 or p.used_bytes <> coalesce(
      (select sum(h.bytes) from proxy_usage_hourly h where h.user_id = p.user_id), 0)`,
  "a usage batch debits at most what it reported, and the batches' debits are the hourly usage": sql`
    select b.batch_id from proxy_usage_batches b where b.debited_bytes > b.reported_bytes or b.debited_bytes < 0
    union all
    select 'all batches' where (select coalesce(sum(debited_bytes), 0) from proxy_usage_batches)
      <> (select coalesce(sum(bytes), 0) from proxy_usage_hourly)`,
  "a coupon's uses are its live redemptions, within its limit": sql`
    select c.code from coupons c where c.uses <> (
      select count(*) from coupon_redemptions r where r.coupon_id = c.id and r.status <> 'released')
      or (c.max_uses is not null and c.uses > c.max_uses)`,
  "an order's coupon is spent only if paid and held only while unpaid": sql`
    select r.id from coupon_redemptions r join orders o on o.id = r.order_id
    where (r.status = 'spent' and o.pay_status <> 2) or (r.status = 'held' and o.pay_status <> 1)`,
  "refunds, made and reserved, never exceed what was paid": sql`
    select o.order_no from orders o where o.refunded_cents + o.refund_pending_cents > o.price_cents - o.discount_cents`,
  "an order's refunded and reserved cents are its made and pending refunds": sql`
    select o.order_no from orders o where o.refunded_cents <> (
      select coalesce(sum(r.amount_cents), 0) from order_refunds r where r.order_id = o.id and r.status = 'succeeded')
      or o.refund_pending_cents <> (
      select coalesce(sum(r.amount_cents), 0) from order_refunds r where r.order_id = o.id and r.status = 'pending')`,
  "a made refund is booked once, for its amount; a pending or refused one not at all (a top-up's from its reservation)": sql`
    select r.request_id from order_refunds r join orders o on o.id = r.order_id
    left join ledger_transfers t on t.idempotency_key = 'refund:' || r.request_id
    left join ledger_entries e on e.transfer_id = t.id and e.amount_cents > 0
    group by r.id, o.kind having count(t.id) <> case when r.status = 'succeeded' or o.kind = 'recharge' then 1 else 0 end
      or (count(t.id) = 1 and sum(e.amount_cents) <> r.amount_cents)`,
  "one provider payment is one inflow: a paid checkout's, booked from its provider's clearing for what it brought": sql`
    select c.checkout_no from payment_checkouts c
    left join ledger_transfers t on t.checkout_id = c.id
    left join ledger_entries e on e.transfer_id = t.id
    left join ledger_accounts a on a.id = e.account_id and a.kind = 'provider_clearing' and a.provider = c.provider
    group by c.id having count(distinct t.id) <> case when c.state = 'paid' and c.paid_cents > 0 then 1 else 0 end
      or coalesce(sum(e.amount_cents) filter (where a.id is not null), 0)
        <> case when c.state = 'paid' then -c.paid_cents else 0 end`,
  "money in from a provider always comes through a paid checkout": sql`
    select t.id from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'provider_clearing'
    where e.amount_cents < 0 and t.checkout_id is null and t.idempotency_key not like 'refund_returned:%'`,
  "a paid checkout paid its order or was credited to the wallet, and says which": sql`
    select c.checkout_no from payment_checkouts c join orders o on o.id = c.order_id
    left join ledger_transfers t on t.checkout_id = c.id
    where c.state = 'paid' and ((c.result = 'fulfilled' and (o.pay_status <> 2 or o.provider is distinct from c.provider))
      or (c.result = 'credited' and t.kind is not null and t.kind <> 'late_payment_credit'))`,
  "an order paid through a provider was paid by exactly one checkout; one paid from the balance by none": sql`
    select o.order_no from orders o where o.pay_status = 2 and (
      select count(*) from payment_checkouts c where c.order_id = o.id and c.result = 'fulfilled'
    ) <> case when o.provider is null then 0 else 1 end`,
  "every signed payment recorded is its checkout's payment": sql`
    select e.provider, e.event_id from payment_events e left join payment_checkouts c on c.id = e.checkout_id
    where e.outcome = 'paid' and e.result <> 'unknown_order' and c.state is distinct from 'paid'`,
  "a paid order's discount is what its spent coupon takes off its price": sql`
    select o.order_no from orders o
    left join coupon_redemptions r on r.order_id = o.id and r.status = 'spent'
    left join coupons c on c.id = r.coupon_id
    where o.pay_status = 2 and o.discount_cents <> case when c.id is null then 0 else least(o.price_cents,
      case when c.kind = 'percent' then round(o.price_cents * c.value / 100.0) else c.value end) end`,
  "no customer holds more live redemptions of a coupon than its per-customer limit": sql`
    select r.coupon_id, r.user_id from coupon_redemptions r join coupons c on c.id = r.coupon_id
    where r.status <> 'released' and c.max_uses_per_customer is not null
    group by r.coupon_id, r.user_id, c.max_uses_per_customer having count(*) > c.max_uses_per_customer`,
  "every refund in the ledger is a made refund, or a top-up's taken back or returned": sql`
    select t.idempotency_key from ledger_transfers t where t.kind = 'refund' and not exists (
      select 1 from order_refunds r join orders o on o.id = r.order_id
      where ('refund:' || r.request_id = t.idempotency_key and (r.status = 'succeeded' or o.kind = 'recharge'))
         or ('refund_returned:' || r.request_id = t.idempotency_key and r.status = 'failed' and o.kind = 'recharge'))`,
  "a provider is never asked to return more than it charged": sql`
    select o.order_no from orders o join order_refunds r on r.order_id = o.id
    where r.status <> 'failed' and r.amount_minor is not null
    group by o.id having sum(r.amount_minor) > max(o.pay_price_minor)`,
  "refunds never exceed what was paid across destinations, in cents and in the payment's currency": sql`
    select o.order_no from orders o join order_refunds r on r.order_id = o.id and r.status <> 'failed'
    group by o.id having sum(r.amount_cents) > o.price_cents - o.discount_cents
      or sum(r.amount_minor) > o.pay_price_minor
      or bool_or(r.amount_minor is not null and r.currency is distinct from o.pay_currency)`,
  "a fully refunded order's shares add up to its payment": sql`
    select o.order_no from orders o join order_refunds r on r.order_id = o.id and r.status = 'succeeded'
    where o.refund_status = 2 group by o.id
    having count(r.amount_minor) = count(*) and sum(r.amount_minor) <> o.pay_price_minor`,
  "revenue per order is never below zero": sql`
    select t.order_id from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'revenue'
    where t.order_id is not null group by t.order_id having sum(e.amount_cents) < 0`,
  "a top-up is refunded through its provider out of the wallet it credited; a refused one goes back": sql`
    select r.request_id from order_refunds r join orders o on o.id = r.order_id
    where o.kind = 'recharge' and (r.destination <> 'provider' or not exists (
      select 1 from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'customer_wallet' and a.user_id = o.user_id
      where t.idempotency_key = 'refund:' || r.request_id and e.amount_cents = -r.amount_cents)
      or (r.status = 'failed') <> exists (
      select 1 from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'customer_wallet' and a.user_id = o.user_id
      where t.idempotency_key = 'refund_returned:' || r.request_id and e.amount_cents = r.amount_cents))`,
};

/**
 * The money invariants (issue: run after every money test), checked in SQL against the database
 * itself, not against what the API answered. Throws naming each broken invariant and its rows.
 */
export async function assertMoneyInvariants(db: Db): Promise<void> {
  const broken: string[] = [];
  for (const [name, query] of Object.entries(CHECKS)) {
    const result = (await db.execute(query)) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) broken.push(`${name}: ${JSON.stringify(result.rows.slice(0, 5))}`);
  }
  if (broken.length > 0) throw new Error(`money invariants broken:\n${broken.join("\n")}`);
}
