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
/** A whole number from 1 to `count` (an SQL expression), drawn per row. */
const pick = (count: string) => `1 + floor(random() * ${count})::int`;
/** Static periods (seed_period.u): monthly most often. */
const PERIODS = `(array[1, 2, 3, 3, 3, 3, 4, 5, 5, 5])[${pick("10")}]`;
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
      // Every row draws its region, period, plan, renewal source and top-up amount at once;
      // only the ones its kind needs are used.
      text: `
      create temp table seed_draw (
        k serial primary key, n int not null, j int, kind text not null, pay_status smallint not null,
        created_at timestamptz not null, quantity int not null, r int, u int, p int, src_j int, deposit int
      ) on commit drop;
      -- The paid static orders that bought the assigned IPs, their IPs split evenly.
      insert into seed_draw (n, j, kind, pay_status, created_at, quantity, r, u)
        select c.n, j, 'static', 2, s.at - random() * ${span},
               c.ips / c.static_orders + case when j <= c.ips % c.static_orders then 1 else 0 end,
               ${pick("(select count(*) from seed_region)")}, ${PERIODS}
        from seed_customer c cross join seed_settings s cross join lateral generate_series(1, c.static_orders) j;
      -- Every other order: customers drawn with a skew (u^2: the first customers order most), a
      -- kind, then a state; orders of the last 25 minutes may still be unpaid, older ones are closed.
      insert into seed_draw (n, kind, pay_status, created_at, quantity, r, u, p, src_j, deposit)
        select n, kind,
               case when created_at > at - interval '25 minutes' and pick < 0.6 then 1
                    when kind = 'static' then case when pick < 0.7 then 3 else 4 end
                    when pick < 0.85 then 2 when pick < 0.95 then 3 else 4 end,
               created_at,
               case kind when 'static' then 1 + floor(random() * 5)::int when 'renewal' then 1 + floor(random() * 3)::int else 1 end,
               ${pick("(select count(*) from seed_region)")}, ${PERIODS}, ${pick("(select count(*) from seed_package)")},
               case when static_orders > 0 then ${pick("static_orders")} end,
               (array[2000, 5000, 10000, 10000, 20000, 50000, 50000, 100000])[${pick("8")}]
        from (
          select n, s.at, c.static_orders, random() as pick, s.at - random() * ${span} as created_at,
                 case when draw < 0.5 then 'residential' when draw < 0.78 then 'recharge'
                      when draw < 0.88 and c.ips > 0 then 'renewal' when draw < 0.88 then 'residential' else 'static' end as kind
          from (select 1 + floor(${customers} * power(random(), 2))::int as n, random() as draw
                from generate_series(1, ${orders} - (select count(*) from seed_draw))) g
          join seed_customer c using (n) cross join seed_settings s
        ) drawn;
      create index on seed_draw (n, j);
      analyze seed_draw;`,
    },
    {
      label: "prices",
      // A renewal renews IPs of one of the customer's paid static orders: its region, at most its count.
      text: `
      create temp table seed_priced on commit drop as
        select d.k, d.n, d.j, d.kind, d.pay_status, d.created_at, d.u, d.p, d.src_j, q.quantity, q.r,
               case d.kind when 'residential' then k.sale_price_cents when 'recharge' then d.deposit
                 else q.quantity * case d.u when 1 then g.weekly_price_cents when 2 then g.fortnightly_price_cents
                   when 3 then g.monthly_price_cents when 4 then g.bimonthly_price_cents else g.quarterly_price_cents end
               end as price_cents
        from seed_draw d
        left join seed_draw s on d.kind = 'renewal' and s.kind = 'static' and s.pay_status = 2 and s.n = d.n and s.j = d.src_j
        cross join lateral (select case when d.kind = 'renewal' then least(s.quantity, d.quantity) else d.quantity end as quantity,
                                   case when d.kind = 'renewal' then s.r else d.r end as r) q
        left join seed_package k on k.p = d.p left join seed_region g on g.r = q.r;`,
    },
    {
      label: "payment methods and ids",
      // Balance 40 %, card 45 %, Alipay 15 %; top-ups and failed attempts only through a provider.
      // A balance payment the wallet could not have covered at that moment (a running sum of
      // top-ups less balance payments, in time order) was paid by card instead: dropping a debit
      // only raises the sums after it, so one pass leaves every wallet at or above zero all along.
      // Ids follow time, after any orders already there; numbers as the product makes them (kind
      // letter, UTC date, 12 characters of Crockford's base 32); then the provider checkouts (paid
      // through one, or failed in one) and the ledger transfers (one per paid order), numbered.
      text: `
      create temp table seed_order on commit drop as
        select t.*,
               case kind when 'residential' then 'R' when 'static' then 'S' when 'renewal' then 'N' else 'D' end
                 || to_char(created_at at time zone 'UTC', 'YYMMDD') || ${crockford("hash.bytes")} as order_no,
               case when has_checkout then (select coalesce(max(id), 0) from payment_checkouts)
                 + row_number() over (partition by has_checkout order by t.id) end::int as cid,
               case when pay_status = 2 then (select coalesce(max(id), 0) from ledger_transfers)
                 + row_number() over (partition by pay_status = 2 order by t.id) end as tid
        from (
          select k, n, j, kind, pay_status, created_at, u, p, src_j, quantity, r, price_cents, pay_type,
                 (pay_status = 2 and pay_type in (1, 2)) or pay_status = 4 as has_checkout,
                 ((select coalesce(max(id), 0) from orders) + row_number() over (order by created_at, k))::int as id
          from (
            select k, n, j, kind, pay_status, created_at, u, p, src_j, quantity, r, price_cents,
                   case when tentative = 3 and sum(case when pay_status <> 2 then 0 when kind = 'recharge' then price_cents
                          when tentative = 3 then -price_cents else 0 end) over (partition by n order by created_at, k) < 0
                        then 1 else tentative end as pay_type
            from (
              select *, case when pay_status = 4 or kind = 'recharge' then case when random() < 0.75 then 1 else 2 end
                             when pay_status = 2 then (array[3, 3, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2])[${pick("20")}]
                        end as tentative
              from seed_priced) drafted) paying) t
        cross join lateral (select decode(md5('order' || t.id), 'hex') as bytes) hash;
      create unique index on seed_order (id);
      create index on seed_order (n, j);
      analyze seed_order;`,
    },
  ];
}

/** 12 characters of Crockford's base 32 from the first 12 bytes of a digest (60 bits of it). */
function crockford(bytes: string): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return Array.from({ length: 12 }, (_, i) => `substr('${alphabet}', 1 + get_byte(${bytes}, ${i}) % 32, 1)`).join(
    " || ",
  );
}

export const SEED_NAMES = { first: list(FIRST_NAMES), last: list(LAST_NAMES), countries: list(COUNTRIES) };
