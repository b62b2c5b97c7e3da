/**
 * `node apps/server/src/modules/static-inventory/ip-list.bench.ts`: the static IP manager's list
 * (ADR 412) when one customer holds a million IPs. Not a test: it prints each scenario's database
 * time (EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) of the statements the repository writes, run
 * through the repository itself and planned for their values as the list plans them)
 * and the whole request through the app, and exits 1 when a request fails or a page's statement
 * scans the table or sorts on disk.
 *
 * - PostgreSQL: `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else
 *   postgres://postgres@127.0.0.1:5432/portico_test — an admin URL: a throwaway database is
 *   created there, migrated and seeded, and dropped at the end (`BENCH_IP_KEEP=1` keeps it).
 * - Rows: `BENCH_IP_ROWS` (1,000,000) assigned IPs for one customer, bought by 10,000 orders, one
 *   a minute back in time, 7.5 % expired (inside the renewal grace), a tenth tagged with one of
 *   seven tags and one in a thousand `rare`; plus a fifth as many for 1,000 other customers.
 * - `BENCH_IP_REPEAT` (7) runs per request after a warm-up; p50 in ms. `BENCH_IP_SQL` runs
 *   statements after the seed (an index to try before a migration holds it).
 */
import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createDatabase, type Db } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { withAdminClient } from "../../test/test-database.ts";
import {
  countIpsUpTo,
  type IpListFilter,
  type IpSeek,
  type IpSort,
  pageIpIds,
  planForTheValues,
} from "./ip-list.repository.ts";
import { encodeCursor } from "./ip-list-cursor.ts";

const rows = Number(process.env.BENCH_IP_ROWS ?? 1_000_000);
const repeat = Number(process.env.BENCH_IP_REPEAT ?? 7);
const adminUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/portico_test";
const dbName = `portico_bench_ips_${process.pid}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
await withAdminClient(adminUrl, (client) => client.query(`create database "${dbName}"`));
const database = await createDatabase({ driver: "postgres", url: dbUrl.href });
const client = new pg.Client({ connectionString: dbUrl.href });
await client.connect();
let failed = false;

/** Runs the repository's statements under EXPLAIN (ANALYZE, BUFFERS) and keeps the plan. */
function explaining(plans: string[], tx: Db): Db {
  const explained = {
    execute: async (query: SQL) => {
      const result = await tx.execute(sql`explain (analyze, buffers, timing off) ${query}`);
      const lines = (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((row) => row["QUERY PLAN"]);
      plans.push(lines.join("\n"));
      return { rows: [] };
    },
  };
  return explained as unknown as Db;
}

const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
const planningMs = (plan: string) => Number(/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);

try {
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const token = randomBytes(24).toString("base64url");
  const heavy = await client.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name) values ('ips@example.com', '-', 'Mei', 'Lin') returning id`,
  );
  const userId = heavy.rows[0]?.id as string;
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [userId, createHash("sha256").update(token).digest("hex")],
  );
  await client.query(
    `insert into users (email, password_hash, first_name, last_name)
       select 'other-' || g || '@example.com', '-', 'Other', 'Customer' from generate_series(1, 1000) g`,
  );
  const started = performance.now();
  const orders = Math.ceil(rows / 100);
  await client.query(
    `insert into orders (order_no, user_id, kind, list_type, title_en, title_zh, flow_mb, days, date_unit, quantity,
                         price_cents, pay_status, pay_type, pay_currency, pay_price_minor, paid_at, close_at, created_at)
     select 'IPB' || lpad(g::text, 10, '0'), $1, 'static', 2, 'Bench IPs ' || g, '基准 IP ' || g, 0, 30, 'monthly',
            100, 50000, 2, 3, 'usd', 50000, now() - g * interval '100 minutes', now() - g * interval '100 minutes' + interval '30 minutes',
            now() - g * interval '100 minutes'
       from generate_series(1, ${orders}) g`,
    [userId],
  );
  const firstOrder = await client.query<{ id: number }>(`select min(id)::int as id from orders where user_id = $1`, [
    userId,
  ]);
  const orderBase = (firstOrder.rows[0]?.id ?? 1) - 1;
  const regions = await client.query<{ id: number }>(`select id from static_regions order by id`);
  const regionIds = regions.rows.map((row) => row.id);
  // One address per g in 10.0.0.0/8 (the heavy customer) or 11.0.0.0/8 (the others).
  const insertIps = (owner: string, count: number, firstOctet: number, orderOf: string) =>
    client.query(
      `insert into static_ips (region_id, address, port, status, owner_id, order_id, assigned_at, expire_at, tag,
                               proxy_username, proxy_password)
       select (array[${regionIds.join(",")}])[1 + g % ${regionIds.length}],
              '${firstOctet}.' || (g / 65536) || '.' || (g / 256 % 256) || '.' || (g % 256), 8000, 'assigned',
              ${owner}, ${orderOf},
              now() - g * interval '1 minute',
              now() + ((g % 40) - 3) * interval '1 day' + (g % 1440) * interval '1 minute',
              case when g % 1000 = 7 then 'rare' when g % 10 = 0 then 'tag-' || (g / 10 % 7) end,
              's${firstOctet}x' || g, md5(g::text)
         from generate_series(1, ${count}) g`,
    );
  await insertIps(`'${userId}'`, rows, 10, `${orderBase} + 1 + (g - 1) / 100`);
  const randomOther = `(select id from users where email = 'other-' || (1 + g % 1000) || '@example.com')`;
  await insertIps(randomOther, Math.floor(rows / 5), 11, "null");
  // Statements to try before the migration has them (candidate indexes), `;`-separated.
  for (const statement of (process.env.BENCH_IP_SQL ?? "").split(";").filter((text) => text.trim()))
    await client.query(statement);
  await client.query("vacuum analyze static_ips, orders");
  console.log(
    `seeded ${rows.toLocaleString("en")} IPs (+${Math.floor(rows / 5)}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // A cursor half way down each sort, as a customer paging on would hold it.
  const keyAt = async (column: string, order: string, where: string, position: number) => {
    const result = await client.query<{ value: string; id: number }>(
      `select ${column} as value, id from static_ips where owner_id = $1 and status = 'assigned' ${where}
       order by ${column.replace(" as value", "")} ${order}, id ${order} offset ${position} limit 1`,
      [userId],
    );
    const row = result.rows[0];
    if (!row) throw new Error(`no row at ${position}`);
    return row;
  };
  const iso = (value: unknown) => new Date(value as string).toISOString();
  const now = new Date();
  const half = Math.floor(rows / 2);
  type Scenario = { name: string; url: string; filter: IpListFilter; sort: IpSort; seek: IpSeek };
  const scenarios: Scenario[] = [];
  const add = async (
    name: string,
    query: string,
    filter: Omit<IpListFilter, "ownerId">,
    sort: IpSort,
    deep: { where: string; position: number } | null,
  ) => {
    let seek: IpSeek = { kind: "offset", offset: 0 };
    let cursor = "";
    if (deep) {
      const column = sort.field === "ip" ? "address::inet" : sort.field === "create_time" ? "assigned_at" : "expire_at";
      const key = await keyAt(column, sort.order, deep.where, deep.position);
      const value = sort.field === "ip" ? String(key.value).replace(/\/32$/, "") : iso(key.value);
      seek = { kind: "after", value, id: key.id };
      cursor = `&cursor=${encodeCursor(sort, "after", value, key.id)}`;
    }
    const url = `/api/staticip/list?limit=10&page=${deep ? 2 : 1}&sortField=${sort.field}&sortOrder=${sort.order}${query}${cursor}`;
    scenarios.push({ name, url, filter: { ownerId: userId, ...filter }, sort, seek });
  };
  const nowIso = `'${now.toISOString()}'::timestamptz`;
  await add("purchase time, first page", "", {}, { field: "create_time", order: "desc" }, null);
  await add(
    "purchase time, row 500,000",
    "",
    {},
    { field: "create_time", order: "desc" },
    { where: "", position: half },
  );
  await add("expiry ↑, row 500,000", "", {}, { field: "expire_time", order: "asc" }, { where: "", position: half });
  await add("IP ↓, row 500,000", "", {}, { field: "ip", order: "desc" }, { where: "", position: half });
  await add(
    "normal, expiry ↑, deep",
    "&status=2",
    { expiry: { notBefore: now } },
    { field: "expire_time", order: "asc" },
    { where: `and expire_at >= ${nowIso}`, position: Math.floor(rows * 0.4) },
  );
  await add(
    "normal, purchase time, deep",
    "&status=2",
    { expiry: { notBefore: now } },
    { field: "create_time", order: "desc" },
    { where: `and expire_at >= ${nowIso}`, position: Math.floor(rows * 0.4) },
  );
  await add(
    "expired, purchase time, deep",
    "&status=3",
    { expiry: { before: now } },
    { field: "create_time", order: "desc" },
    { where: `and expire_at < ${nowIso}`, position: Math.floor(rows * 0.04) },
  );
  await add(
    "tag, purchase time, deep",
    "&tag=tag-3",
    { tag: "tag-3" },
    { field: "create_time", order: "desc" },
    { where: "and tag = 'tag-3'", position: Math.floor(rows / 150) },
  );
  await add(
    "tag, expiry ↑, deep",
    "&tag=tag-3",
    { tag: "tag-3" },
    { field: "expire_time", order: "asc" },
    { where: "and tag = 'tag-3'", position: Math.floor(rows / 150) },
  );
  await add("rare tag, IP ↑", "&tag=rare", { tag: "rare" }, { field: "ip", order: "asc" }, null);
  await add(
    "IP prefix 10.7, IP ↑, deep",
    "&ip=10.7",
    { addressRange: { from: "10.7.0.0", to: "10.7.255.255" } },
    { field: "ip", order: "asc" },
    { where: "and address::inet between '10.7.0.0' and '10.7.255.255'", position: 30_000 },
  );
  await add("one address", "&ip=10.3.4.5", { address: "10.3.4.5" }, { field: "create_time", order: "desc" }, null);
  const orderNo = `IPB${String(Math.floor(orders / 2)).padStart(10, "0")}`;
  await add(
    `order ${orderNo}`,
    `&orderNo=${orderNo}`,
    { orderId: orderBase + Math.floor(orders / 2) },
    { field: "expire_time", order: "asc" },
    null,
  );
  const lookups = Array.from(
    { length: 200 },
    (_, i) => `10.${(i * 4099) >> 16}.${((i * 4099) >> 8) & 255}.${(i * 4099) & 255}`,
  );
  await add(
    "200 addresses (import check)",
    lookups.map((ip) => `&ips=${ip}`).join(""),
    { addresses: lookups },
    { field: "create_time", order: "desc" },
    null,
  );

  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    PAYMENT_SANDBOX: "allow",
    LOG_LEVEL: "silent",
    JOBS: "off",
  });
  const app = await buildApp({ config, database, logger: false, printMail: () => undefined });
  await app.ready();
  const results: string[] = [];
  for (const scenario of scenarios) {
    const plans: string[] = [];
    // Warm, then measure the plans once more.
    await pageIpIds(database.db, scenario.filter, scenario.sort, scenario.seek, 10);
    await database.db.transaction(async (tx) => {
      await planForTheValues(tx);
      await countIpsUpTo(explaining(plans, tx), scenario.filter, 10_000);
      await pageIpIds(explaining(plans, tx), scenario.filter, scenario.sort, scenario.seek, 10);
    });
    const [countPlan = "", pagePlan = ""] = plans;
    if (/Seq Scan|\bSort\b/.test(pagePlan)) {
      // A small set (an order, an address list) may be sorted in memory; a table scan never.
      if (/Seq Scan/.test(pagePlan) || /Sort Method: external/.test(pagePlan)) failed = true;
    }
    const times: number[] = [];
    let body = "";
    for (let run = 0; run <= repeat; run += 1) {
      const at = performance.now();
      const response = await app.inject({ method: "GET", url: scenario.url, headers: { token } });
      if (run > 0) times.push(performance.now() - at);
      body = response.body;
      if (response.statusCode !== 200) {
        failed = true;
        console.error(`${scenario.name}: ${response.statusCode} ${body.slice(0, 300)}`);
        break;
      }
    }
    times.sort((a, b) => a - b);
    const data = JSON.parse(body).data ?? {};
    results.push(
      [
        scenario.name.padEnd(32),
        executionMs(pagePlan).toFixed(2).padStart(7),
        planningMs(pagePlan).toFixed(2).padStart(7),
        executionMs(countPlan).toFixed(2).padStart(7),
        (times[Math.floor(times.length / 2)] ?? 0).toFixed(1).padStart(7),
        `${data.total}${data.total_capped ? "+" : ""}`.padStart(8),
        String(data.list?.length ?? 0).padStart(4),
      ].join(" "),
    );
    console.log(`\n--- ${scenario.name}\n${pagePlan}\n-- count:\n${countPlan}`);
  }
  await app.close();
  console.log(
    `\n${"scenario".padEnd(32)} ${"page ms".padStart(7)} ${"plan ms".padStart(7)} ${"count".padStart(7)} ${"app p50".padStart(7)} ${"total".padStart(8)} rows`,
  );
  for (const line of results) console.log(line);
} finally {
  await client.end();
  await database.close();
  if (process.env.BENCH_IP_KEEP === "1") console.log(`kept ${dbUrl.href}`);
  else await withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists "${dbName}" with (force)`));
}
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" ")}; ${failed ? "FAIL" : "PASS"}`,
);
process.exit(failed ? 1 : 0);
