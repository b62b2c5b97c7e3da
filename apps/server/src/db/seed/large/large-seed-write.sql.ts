import { inventorySplit, type LargeSeedSizes, SEED_NAMES } from "./large-seed-plan.sql.ts";

/**
 * The large seed's writes: from the plan's temporary tables into the product's tables, each in
 * one statement, as the product itself would have left them — customers with their ledger
 * accounts, orders with their lines, IPs assigned with their own credentials (reserved by unpaid
 * orders, in stock, disabled), sandbox checkouts and their webhook events, one ledger transfer per
 * paid order with its entries, wallet balances equal to their entries, proxy accounts holding
 * their residential traffic. Money invariants: test/money-invariants.ts.
 */

/** `chars` characters of `alphabet` (32 long) from the bytes of an md5. */
const fromMd5 = (md5: string, alphabet: string, chars: number) =>
  Array.from(
    { length: chars },
    (_, i) => `substr('${alphabet}', 1 + get_byte(decode(${md5}, 'hex'), ${i}) % 32, 1)`,
  ).join(" || ");
/** The proxy generator's username alphabet (proxy-accounts.service.ts). */
const LETTERS = "abcdefghijkmnpqrstuvwxyz23456789";
const ADDRESS = (g: string) => `'10.' || (${g} >> 16) || '.' || ((${g} >> 8) & 255) || '.' || (${g} & 255)`;
/** What a provider payment in yuan was charged at (a fixed demo rate). */
const CNY_PER_USD = 7.2;

export function writeStatements({ ips }: LargeSeedSizes): { label: string; text: string }[] {
  const { assigned, disabled } = inventorySplit(ips);
  const paidAt = "least(o.created_at + interval '90 seconds', s.at)";
  const minor = `case when o.pay_type = 2 then round(o.price_cents * ${CNY_PER_USD})::int else o.price_cents end`;
  const checkoutRef = "'sbx_' || substr(md5('checkout' || o.id), 1, 24)";
  return [
    {
      label: "customers",
      text: `
      insert into users (id, email, password_hash, first_name, last_name, country, language, terms_version,
                         terms_accepted_at, created_at)
        select c.id, s.email_prefix || c.n || '@example.com', s.password_hash,
               (${SEED_NAMES.first})[1 + c.n % 12], (${SEED_NAMES.last})[1 + (c.n * 7) % 12],
               (${SEED_NAMES.countries})[1 + c.n % 10], case when c.n % 5 = 0 then 'zh-CN' else 'en' end,
               s.terms_version, case when s.terms_version is not null then c.created_at end, c.created_at
        from seed_customer c cross join seed_settings s;
      insert into ledger_accounts (kind, user_id, balance_cents, created_at)
        select kind, c.id, 0, c.created_at from seed_customer c
        cross join (values ('customer_wallet'), ('customer_credit')) as k(kind) order by c.n, kind desc;
      update seed_customer c set wallet_id = a.id from ledger_accounts a where a.user_id = c.id and a.kind = 'customer_wallet';
      insert into ledger_accounts (kind, provider) values ('provider_clearing', 'sandbox') on conflict do nothing;`,
    },
    {
      label: "orders",
      text: `
      insert into orders (id, order_no, user_id, kind, list_type, title_en, title_zh, package_id, flow_mb, days, date_unit,
                          quantity, price_cents, pay_status, pay_type, pay_currency, pay_price_minor, paid_at, close_at,
                          cancelled_at, fulfilled_at, deal_status, provider, provider_ref, created_at)
        select o.id, o.order_no, c.id, o.kind,
               case o.kind when 'residential' then 1 when 'recharge' then 3 else 2 end,
               case o.kind
                 when 'residential' then 'Residential proxies · ' || k.title_en || ' · ' || k.days || case when k.days = 1 then ' day' else ' days' end
                 when 'recharge' then 'Wallet top-up · $' || to_char(o.price_cents / 100.0, 'FM999999990.00')
                 else case o.kind when 'static' then 'Static ISP proxies · ' else 'Static ISP renewal · ' end
                      || o.quantity || case when o.quantity = 1 then ' IP' else ' IPs' end || ' · ' || d.en end,
               case o.kind
                 when 'residential' then '住宅代理 · ' || k.title_zh || ' · ' || k.days || ' 天'
                 when 'recharge' then '钱包充值 · $' || to_char(o.price_cents / 100.0, 'FM999999990.00')
                 else case o.kind when 'static' then '静态 ISP 代理 · ' else '静态 ISP 续费 · ' end
                      || o.quantity || ' 个 IP · ' || d.zh end,
               k.id, coalesce(k.flow_mb, 0), coalesce(k.days, d.days, 0), d.unit, o.quantity, o.price_cents, o.pay_status,
               case when o.pay_status = 2 then o.pay_type end,
               case when o.pay_status = 2 then case when o.pay_type = 2 then 'cny' else 'usd' end end,
               case when o.pay_status = 2 then ${minor} end,
               case when o.pay_status = 2 then ${paidAt} end,
               o.created_at + interval '30 minutes',
               case o.pay_status when 3 then o.created_at + random() * interval '30 minutes'
                                 when 4 then o.created_at + interval '5 minutes' end,
               case when o.pay_status = 2 then ${paidAt} end,
               case when o.kind in ('static', 'renewal') then case o.pay_status when 2 then 3 when 1 then 1 end end,
               case when o.cid is not null then 'sandbox' end,
               case when o.cid is not null then ${checkoutRef} end,
               o.created_at
        from seed_order o join seed_customer c using (n) cross join seed_settings s
        left join seed_package k on k.p = o.p left join seed_period d on d.u = o.u
        order by o.id;
      insert into order_items (order_id, region_id, quantity, unit_cents)
        select o.id, g.id, o.quantity, o.price_cents / o.quantity
        from seed_order o join seed_region g using (r) where o.kind = 'static' order by o.id;`,
    },
    {
      label: "static IPs",
      // An IP's address is its id's place in 10.0.0.0/8 (a second seed beside a first takes the
      // addresses after it). First the assigned ones (each paid static order's
      // in turn, one expiry per order as its renewals left it, now − 3 days to + 60 days), then
      // those unpaid orders reserve, then the stock spread over the regions, then the disabled.
      text: `
      create temp table seed_ip_base on commit drop as
        select coalesce(max(id), 0) as base, (select count(*) from seed_region) as regions from static_ips;
      insert into static_ips (id, region_id, address, port, status, owner_id, order_id, assigned_at, expire_at, tag,
                              proxy_username, proxy_password, created_at)
        select b.base + g, p.region_id, ${ADDRESS("(b.base + g)")}, 8000, 'assigned', p.owner, p.id, p.paid_at, p.expire_at,
               case when random() < 0.12 then (array['web', 'crawler', 'ads', 'social', 'backup', 'team-a', 'team-b'])[1 + floor(random() * 7)::int] end,
               's' || (b.base + g) || substr(md5(random()::text), 1, 6),
               substr(md5(random()::text) || md5(random()::text), 1, 32), p.created_at
        from (
          select o.id, c.id as owner, g.id as region_id, x.paid_at, x.created_at,
                 greatest(x.paid_at + d.days * interval '1 day',
                          s.at + (random() * 63 - 3) * interval '1 day') as expire_at,
                 sum(o.quantity) over (order by o.id) - o.quantity as first, o.quantity
          from seed_order o join orders x on x.id = o.id join seed_customer c using (n) join seed_region g using (r)
          join seed_period d using (u) cross join seed_settings s
          where o.kind = 'static' and o.pay_status = 2
        ) p cross join seed_ip_base b cross join lateral generate_series(p.first + 1, p.first + p.quantity) g;
      insert into static_ips (id, region_id, address, port, status, reserved_order_id, created_at)
        select b.base + g, p.region_id, ${ADDRESS("(b.base + g)")}, 8000, 'reserved', p.id, p.created_at
        from (
          select o.id, g.id as region_id, o.created_at, ${assigned} + sum(o.quantity) over (order by o.id) - o.quantity as first, o.quantity
          from seed_order o join seed_region g using (r) where o.kind = 'static' and o.pay_status = 1
        ) p cross join seed_ip_base b cross join lateral generate_series(p.first + 1, p.first + p.quantity) g;
      insert into static_ips (id, region_id, address, port, status, created_at)
        select b.base + g, g2.id, ${ADDRESS("(b.base + g)")}, 8000,
               case when g > ${ips - disabled} then 'disabled' else 'available' end, s.at - interval '200 days'
        from seed_ip_base b cross join seed_settings s
        cross join lateral generate_series((select coalesce(max(id), 0) from static_ips) - b.base + 1, ${ips}) g
        join seed_region g2 on g2.r = 1 + g % b.regions;`,
    },
    {
      label: "renewal lines",
      text: `
      insert into order_items (order_id, region_id, static_ip_id, quantity, unit_cents)
        select o.id, ip.region_id, ip.id, 1, o.price_cents / o.quantity
        from seed_order o join seed_order src on src.n = o.n and src.j = o.src_j and src.kind = 'static' and src.pay_status = 2
        cross join lateral (select id, region_id from static_ips where order_id = src.id order by id limit o.quantity) ip
        where o.kind = 'renewal' order by o.id, ip.id;`,
    },
    {
      label: "checkouts and events",
      text: `
      insert into payment_checkouts (id, checkout_no, order_id, provider, pay_type, currency, amount_minor, amount_cents,
                                     cny_per_usd, provider_ref, payment_ref, paid_minor, paid_cents, state, result,
                                     created_at, paid_at)
        select o.cid, o.order_no || '_1', o.id, 'sandbox', o.pay_type, case when o.pay_type = 2 then 'cny' else 'usd' end,
               ${minor}, o.price_cents, case when o.pay_type = 2 then ${CNY_PER_USD} end, ${checkoutRef},
               case when o.pay_status = 2 then ${checkoutRef} end, case when o.pay_status = 2 then ${minor} end,
               case when o.pay_status = 2 then o.price_cents end,
               case when o.pay_status = 2 then 'paid' else 'failed' end,
               case when o.pay_status = 2 then 'fulfilled' end, o.created_at + interval '30 seconds',
               case when o.pay_status = 2 then ${paidAt} end
        from seed_order o cross join seed_settings s where o.cid is not null order by o.cid;
      insert into payment_events (provider, event_id, order_no, outcome, amount_minor, currency, provider_ref, checkout_id,
                                  result, received_at)
        select 'sandbox', 'evt_' || substr(md5('event' || o.id), 1, 24), o.order_no,
               case when o.pay_status = 2 then 'paid' else 'failed' end, ${minor},
               case when o.pay_type = 2 then 'cny' else 'usd' end, ${checkoutRef}, o.cid,
               case when o.pay_status = 4 then 'failed' when o.kind = 'recharge' then 'recharged' else 'fulfilled' end,
               case when o.pay_status = 2 then ${paidAt} else o.created_at + interval '5 minutes' end
        from seed_order o cross join seed_settings s where o.cid is not null order by o.cid;`,
    },
    {
      label: "ledger",
      // Balance payment: wallet −price, revenue +price (in the balance log). Provider payment:
      // the sandbox's clearing −price, revenue +price. Top-up: clearing −price, wallet +price.
      text: `
      insert into ledger_transfers (id, idempotency_key, kind, user_id, order_id, order_no, checkout_id,
                                    customer_delta_cents, in_balance_log, memo_en, memo_zh, created_at)
        select o.tid, case when o.kind = 'recharge' then 'recharge:' else 'order_payment:' end || o.id,
               case when o.kind = 'recharge' then 'recharge' else 'order_payment' end, x.user_id, o.id, o.order_no,
               case when o.pay_type <> 3 then o.cid end,
               case when o.kind = 'recharge' then o.price_cents when o.pay_type = 3 then -o.price_cents else 0 end,
               o.pay_type = 3, x.title_en, x.title_zh, x.paid_at
        from seed_order o join orders x on x.id = o.id where o.pay_status = 2 order by o.tid;
      insert into ledger_entries (transfer_id, account_id, amount_cents, created_at)
        select o.tid,
               case when leg = 1 then case when o.pay_type = 3 then c.wallet_id else clearing.id end
                    when o.kind = 'recharge' then c.wallet_id else revenue.id end,
               case when leg = 1 then -o.price_cents else o.price_cents end, ${paidAt}
        from seed_order o join seed_customer c using (n) cross join seed_settings s
        cross join (values (1), (2)) as legs(leg)
        cross join (select id from ledger_accounts where kind = 'provider_clearing' and provider = 'sandbox' and user_id is null) clearing
        cross join (select id from ledger_accounts where kind = 'revenue' and user_id is null and provider is null) revenue
        where o.pay_status = 2 order by o.tid, leg;
      update ledger_accounts a set balance_cents = w.cents from (
          select e.account_id, sum(e.amount_cents) as cents from ledger_entries e
          join seed_customer c on c.wallet_id = e.account_id group by e.account_id) w
        where a.id = w.account_id;`,
    },
    {
      label: "proxy accounts",
      text: `
      insert into proxy_accounts (user_id, username, password, purchased_mb, used_bytes, expire_at, created_at)
        select x.user_id, 'u' || ${fromMd5("md5('proxy' || x.user_id)", LETTERS, 9)},
               ${fromMd5("md5(random()::text)", LETTERS, 16)},
               sum(x.flow_mb), 0, max(x.paid_at + x.days * interval '1 day'), min(x.paid_at)
        from orders x join seed_order o on o.id = x.id
        where o.kind = 'residential' and o.pay_status = 2 group by x.user_id;`,
    },
    {
      label: "sequences",
      text: `
      select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders));
      select setval(pg_get_serial_sequence('static_ips', 'id'), (select max(id) from static_ips));
      select setval(pg_get_serial_sequence('payment_checkouts', 'id'), greatest(1, (select coalesce(max(id), 0) from payment_checkouts)));
      select setval(pg_get_serial_sequence('ledger_transfers', 'id'), (select max(id) from ledger_transfers));`,
    },
  ];
}
