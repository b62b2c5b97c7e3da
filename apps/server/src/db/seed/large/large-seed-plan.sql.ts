/**
 * The large seed's plan (`npm run db:seed:large`): temporary tables that decide, set-based, who
 * the customers are, how many IPs each holds and every order with its kind, state, time and
 * price — before anything is written to the product's tables (large-seed-write.sql.ts). Each
 * entry is one statement; the numbers are validated integers, the rest comes from `seed_settings`.
 */
export type LargeSeedSizes = { customers: number; ips: number; orders: number };

/** Shares of the inventory: stock left for sale, and IPs an operator took out of service. */
const AVAILABLE_SHARE = 0.04;
const DISABLED_SHARE = 0.005;
/** The largest customer's share of the assigned IPs: one genuinely deep IP list. */
const HEAVY_SHARE = 0.3;
/** About this share of all orders are the paid static orders that bought the assigned IPs. */
const STATIC_PAID_SHARE = 0.22;
/** Orders spread over this many days back; unpaid ones exist only inside the close window. */
export const HISTORY_DAYS = 180;

export function inventorySplit(ips: number) {
  const disabled = Math.round(ips * DISABLED_SHARE);
  const assigned = ips - disabled - Math.round(ips * AVAILABLE_SHARE);
  return { assigned, disabled, stock: ips - assigned - disabled };
}

const FIRST_NAMES = [
  "Mei",
  "Wei",
  "Anna",
  "Lucas",
  "Sofia",
  "Hiro",
  "Amir",
  "Elena",
  "Jonas",
  "Priya",
  "Diego",
  "Chloe",
];
const LAST_NAMES = [
  "Lin",
  "Chen",
  "Müller",
  "Rossi",
  "Tanaka",
  "Khan",
  "Silva",
  "Novak",
  "Dubois",
  "Kim",
  "Smith",
  "Ivanova",
];
const COUNTRIES = ["US", "CN", "DE", "GB", "JP", "BR", "IN", "FR", "SG", "CA"];
const list = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(", ")}]`;

export function planStatements({ customers, ips, orders }: LargeSeedSizes): { label: string; text: string }[] {
  const { assigned } = inventorySplit(ips);
  const heavy = Math.round(assigned * HEAVY_SHARE);
  const staticPaidTarget = Math.round(orders * STATIC_PAID_SHARE);
  const span = `interval '${HISTORY_DAYS} days'`;
  return [
    {
      label: "catalogue",
      text: `
      create temp table seed_region on commit drop as
        select row_number() over (order by id)::int as r, id, weekly_price_cents, fortnightly_price_cents,
               monthly_price_cents, bimonthly_price_cents, quarterly_price_cents
        from static_regions where active;
      create temp table seed_package on commit drop as
        select row_number() over (order by id)::int as p, id, title_en, title_zh, sale_price_cents, flow_mb + give_mb as flow_mb, days
        from residential_packages where active and sale_price_cents > 0;
      create temp table seed_period (u int primary key, unit text, days int, en text, zh text) on commit drop;
      insert into seed_period values (1, 'weekly', 7, 'weekly', '周付'), (2, 'fortnightly', 14, 'fortnightly', '双周付'),
        (3, 'monthly', 30, 'monthly', '月付'), (4, 'bimonthly', 60, 'bimonthly', '双月付'), (5, 'quarterly', 90, 'quarterly', '季付');`,
    },
    {
      label: "customers",
      // Customer 1 holds HEAVY_SHARE of the assigned IPs; of the others, three in four hold IPs on a
      // long tail (weight n^-0.9: a few large, many with a handful), every fourth only residential.
      text: `
      create temp table seed_customer on commit drop as
        select g as n, gen_random_uuid() as id,
               (select at from seed_settings) - ${span} - interval '1 day' - random() * interval '180 days' as created_at,
               0 as ips, 0 as static_orders, null::int as wallet_id
        from generate_series(1, ${customers}) g;
      alter table seed_customer add primary key (n);
      with w as (select n, case when n = 1 or n % 4 = 0 then 0 else power(n, -0.9) end as w from seed_customer),
           t as (select sum(w) as total from w)
      update seed_customer c set ips = floor(${assigned - heavy} * w.w / t.total)::int
        from w, t where w.n = c.n and t.total > 0;
      update seed_customer set ips = ips + ${assigned} - (select sum(ips) from seed_customer) where n = 1;
      -- Paid static orders per customer grow with the square root of the IPs held: large
      -- customers buy in large batches, small ones an IP or two at a time.
      with t as (select sum(sqrt(ips)) as total from seed_customer)
      update seed_customer set static_orders = least(ips, greatest(1, round(${staticPaidTarget} * sqrt(ips) / t.total)))::int
        from t where ips > 0;`,
    },
    {
      label: "order plan",
      text: `
      create temp table seed_order (
        k serial primary key, id int, n int not null, j int, kind text not null, pay_status smallint not null,
        pay_type smallint, created_at timestamptz not null, quantity int not null default 1, r int, u int,
        p int, price_cents int not null default 0, src_j int, order_no text, cid int, tid bigint
      ) on commit drop;
      -- The paid static orders that bought the assigned IPs, their IPs split evenly.
      insert into seed_order (n, j, kind, pay_status, created_at, quantity, r, u)
        select c.n, j, 'static', 2, s.at - random() * ${span},
               c.ips / c.static_orders + case when j <= c.ips % c.static_orders then 1 else 0 end,
               1 + floor(random() * (select count(*) from seed_region))::int,
               (array[1, 2, 3, 3, 3, 3, 4, 5, 5, 5])[1 + floor(random() * 10)::int]
        from seed_customer c cross join seed_settings s cross join lateral generate_series(1, c.static_orders) j;
      -- Every other order: customers drawn with a skew (u^2: the first customers order most), a
      -- kind, then a state; orders of the last 25 minutes may still be unpaid, older ones are closed.
      insert into seed_order (n, kind, pay_status, created_at, quantity)
        select n, kind,
               case when created_at > at - interval '25 minutes' and pick < 0.6 then 1
                    when kind = 'static' then case when pick < 0.7 then 3 else 4 end
                    when pick < 0.85 then 2 when pick < 0.95 then 3 else 4 end,
               created_at, case when kind = 'static' then 1 + floor(random() * 5)::int else 1 end
        from (
          select n, s.at, random() as pick, s.at - random() * ${span} as created_at,
                 case when draw < 0.5 then 'residential' when draw < 0.78 then 'recharge'
                      when draw < 0.88 and c.ips > 0 then 'renewal' when draw < 0.88 then 'residential' else 'static' end as kind
          from (select 1 + floor(${customers} * power(random(), 2))::int as n, random() as draw
                from generate_series(1, ${orders} - (select count(*) from seed_order))) g
          join seed_customer c using (n) cross join seed_settings s
        ) drawn;
      create index on seed_order (n, j);
      analyze seed_order;`,
    },
    {
      label: "prices",
      text: `
      -- Static orders not paid (unpaid, cancelled, failed) and renewals: a region and a period;
      -- a renewal renews IPs of one of the customer's paid static orders (its region and IPs).
      update seed_order set r = 1 + floor(random() * (select count(*) from seed_region))::int,
                            u = (array[1, 2, 3, 3, 3, 3, 4, 5, 5, 5])[1 + floor(random() * 10)::int]
        where kind = 'static' and pay_status <> 2;
      update seed_order o set src_j = 1 + floor(random() * c.static_orders)::int,
                              u = (array[1, 3, 3, 3, 4, 5])[1 + floor(random() * 6)::int]
        from seed_customer c where o.kind = 'renewal' and c.n = o.n;
      update seed_order o set r = s.r, quantity = least(s.quantity, 1 + floor(random() * 3)::int)
        from seed_order s where o.kind = 'renewal' and s.kind = 'static' and s.pay_status = 2 and s.n = o.n and s.j = o.src_j;
      update seed_order o set price_cents = o.quantity * case o.u when 1 then g.weekly_price_cents
          when 2 then g.fortnightly_price_cents when 3 then g.monthly_price_cents
          when 4 then g.bimonthly_price_cents else g.quarterly_price_cents end
        from seed_region g where g.r = o.r and o.kind in ('static', 'renewal');
      update seed_order set p = 1 + floor(random() * (select count(*) from seed_package))::int where kind = 'residential';
      update seed_order o set price_cents = k.sale_price_cents from seed_package k where k.p = o.p and o.kind = 'residential';
      update seed_order set price_cents = (array[2000, 5000, 10000, 10000, 20000, 50000, 50000, 100000])[1 + floor(random() * 8)::int]
        where kind = 'recharge';`,
    },
    {
      label: "payment methods",
      // Balance 40 %, card 45 %, Alipay 15 %; top-ups only through a provider. A balance payment
      // the wallet could not have covered at that moment (a running sum of top-ups less balance
      // payments, in time order) was paid by card instead: dropping a debit only raises the sums
      // after it, so one pass leaves every wallet at or above zero all along.
      text: `
      update seed_order set pay_type = case
          when kind = 'recharge' then case when random() < 0.75 then 1 else 2 end
          else (array[3, 3, 3, 3, 1, 1, 1, 1, 1, 2, 2, 2, 3, 1, 1, 2, 3, 3, 1, 1])[1 + floor(random() * 20)::int] end
        where pay_status in (2, 4);
      update seed_order set pay_type = 1 where pay_status = 4 and pay_type = 3;
      with running as (
        select k, pay_type, sum(case when kind = 'recharge' then price_cents when pay_type = 3 then -price_cents else 0 end)
                 over (partition by n order by created_at, k) as balance
        from seed_order where pay_status = 2)
      update seed_order o set pay_type = 1 from running where running.k = o.k and running.pay_type = 3 and running.balance < 0;`,
    },
    {
      label: "order ids",
      // Ids in time order, after any orders already there; numbers as the product makes them
      // (kind letter, UTC date, 12 characters of Crockford's base 32).
      text: `
      update seed_order o set id = t.base + t.rank from (
        select k, row_number() over (order by created_at, k)::int as rank,
               (select coalesce(max(id), 0) from orders) as base from seed_order) t
        where t.k = o.k;
      update seed_order set order_no =
        case kind when 'residential' then 'R' when 'static' then 'S' when 'renewal' then 'N' else 'D' end
        || to_char(created_at at time zone 'UTC', 'YYMMDD') || ${crockford("md5('order' || id)")};
      create unique index on seed_order (id);
      -- The provider checkouts (paid through one, or failed in one) and the ledger transfers
      -- (one per paid order), numbered after any already there.
      update seed_order o set cid = t.base + t.rank from (
        select k, row_number() over (order by id)::int as rank,
               (select coalesce(max(id), 0) from payment_checkouts) as base
        from seed_order where (pay_status = 2 and pay_type in (1, 2)) or pay_status = 4) t where t.k = o.k;
      update seed_order o set tid = t.base + t.rank from (
        select k, row_number() over (order by id) as rank,
               (select coalesce(max(id), 0) from ledger_transfers) as base
        from seed_order where pay_status = 2) t where t.k = o.k;
      analyze seed_order;`,
    },
  ];
}

/** 12 characters of Crockford's base 32 from the first 12 bytes of an md5 (60 bits of it). */
function crockford(md5: string): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return Array.from(
    { length: 12 },
    (_, i) => `substr('${alphabet}', 1 + get_byte(decode(${md5}, 'hex'), ${i}) % 32, 1)`,
  ).join(" || ");
}

export const SEED_NAMES = { first: list(FIRST_NAMES), last: list(LAST_NAMES), countries: list(COUNTRIES) };
