/**
 * The static IP manager's list (ADR 412) when one customer holds a million IPs: part of
 * `npm run bench:lists` (apps/server/src/test/list-pages-bench.ts calls `benchIpList`), and still
 * runnable alone: `node apps/server/src/modules/static-inventory/ip-list.bench.ts`. Not a test: it
 * measures each scenario's database time — EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) of the
 * statements the repository writes, run through the repository itself and planned for their
 * values as the list plans them, and the summed round trips of every statement the request ran
 * through the app — and the whole request; it fails when a request fails or a page's statement
 * scans the table or sorts on disk.
 *
 * - PostgreSQL: an admin URL (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else
 *   postgres://postgres@127.0.0.1:5432/portico_test): a throwaway database is created there,
 *   migrated and seeded, and dropped at the end (`keep` keeps it).
 * - Rows: `rows` (1,000,000) assigned IPs for one customer, bought by rows/100 orders, one every
 *   100 minutes back in time, 7.5 % expired (inside the renewal grace), a tenth tagged with one of
 *   seven tags and one in a thousand `rare`; plus a fifth as many for 1,000 other customers.
 * - `repeat` (7) runs per request after a warm-up; p50 in ms. `sql` runs statements after the
 *   seed (an index to try before a migration holds it).
 * - Alone, the knobs are `BENCH_IP_ROWS`, `BENCH_IP_REPEAT`, `BENCH_IP_KEEP=1`, `BENCH_IP_SQL`.
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
import { databaseRoundTrips, databaseTimeOf } from "../../test/db-round-trips.ts";
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

export type IpListBenchOptions = {
  adminUrl: string;
  rows: number;
  repeat: number;
  keep: boolean;
  sql: string;
  /**
   * A database `npm run db:seed:large` filled: its customer holding the most IPs is read instead
   * (the list scenarios only, nothing seeded or dropped; a session is added and removed).
   */
  seededUrl?: string;
};

export type IpListScenarioResult = {
  name: string;
  /** A filter narrows the list (state, tag, prefix, order, addresses), and the page is deep (by cursor). */
  filtered: boolean;
  deep: boolean;
  /** EXPLAIN ANALYZE execution and planning time of the page's ids, and of the capped count. */
  pageMs: number;
  planMs: number;
  countMs: number;
  /** Every statement of the request, round trips summed (p50), and the whole request (p50). */
  dbP50Ms: number;
  /** How many statements the request ran (its round trips). */
  statements: number;
  /**
   * The database's own time for the request (issue #24's measure): every read it ran, replayed
   * under EXPLAIN ANALYZE with its parameters, execution plus planning, and how many reads.
   */
  serverMs: number;
  reads: number;
  appP50Ms: number;
  total: string;
  rows: number;
};

export type IpListBenchResult = {
  rows: number;
  seedSeconds: number;
  scenarios: IpListScenarioResult[];
  plans: Record<string, { page: string; count: string }>;
  failed: boolean;
  keptUrl?: string;
};

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Seeds a throwaway database with `rows` IPs for one customer and measures every scenario. */
export async function benchIpList(options: IpListBenchOptions): Promise<IpListBenchResult> {
  const { repeat, adminUrl, seededUrl } = options;
  let rows = options.rows;
  const dbName = `portico_bench_ips_${process.pid}`;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  if (!seededUrl) await withAdminClient(adminUrl, (client) => client.query(`create database "${dbName}"`));
  const database = await createDatabase({ driver: "postgres", url: seededUrl ?? dbUrl.href });
  const client = new pg.Client({ connectionString: seededUrl ?? dbUrl.href });
  await client.connect();
  let failed = false;
  let seedSeconds = 0;
  const scenarioResults: IpListScenarioResult[] = [];
  const plansByScenario: Record<string, { page: string; count: string }> = {};
  const token = randomBytes(24).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  let userId = "";
  try {
    let orders = 0;
    let orderBase = 0;
    if (seededUrl) {
      const heaviest = await client.query<{ id: string; ips: number }>(
        `select owner_id as id, count(*)::int as ips from static_ips where owner_id is not null
         group by owner_id order by count(*) desc limit 1`,
      );
      userId = heaviest.rows[0]?.id ?? "";
      rows = heaviest.rows[0]?.ips ?? 0;
      if (!userId) throw new Error(`${seededUrl} holds no assigned IPs: run npm run db:seed:large on it first`);
    } else {
      await migrateDatabase(database);
      await seedDatabase(database.db);
      const heavy = await client.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name) values ('ips@example.com', '-', 'Mei', 'Lin') returning id`,
      );
      userId = heavy.rows[0]?.id as string;
      await client.query(
        `insert into users (email, password_hash, first_name, last_name)
       select 'other-' || g || '@example.com', '-', 'Other', 'Customer' from generate_series(1, 1000) g`,
      );
      const started = performance.now();
      orders = Math.ceil(rows / 100);
      await client.query(
        `insert into orders (order_no, user_id, kind, list_type, title_en, title_zh, flow_mb, days, date_unit, quantity,
                         price_cents, pay_status, pay_type, pay_currency, pay_price_minor, paid_at, close_at, created_at)
     select 'IPB' || lpad(g::text, 10, '0'), $1, 'static', 2, 'Bench IPs ' || g, '基准 IP ' || g, 0, 30, 'monthly',
            100, 50000, 2, 3, 'usd', 50000, now() - g * interval '100 minutes', now() - g * interval '100 minutes' + interval '30 minutes',
            now() - g * interval '100 minutes'
       from generate_series(1, ${orders}) g`,
        [userId],
      );
      const firstOrder = await client.query<{ id: number }>(
        `select min(id)::int as id from orders where user_id = $1`,
        [userId],
      );
      orderBase = (firstOrder.rows[0]?.id ?? 1) - 1;
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
      for (const statement of options.sql.split(";").filter((text) => text.trim())) await client.query(statement);
      await client.query("vacuum analyze static_ips, orders");
      seedSeconds = (performance.now() - started) / 1000;
      console.log(`seeded ${rows.toLocaleString("en")} IPs (+${Math.floor(rows / 5)}) in ${seedSeconds.toFixed(1)} s`);
    }
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [userId, tokenHash],
    );

    // A cursor half way down each sort, as a customer paging on would hold it; each sort's key
    // as its index has it (ip-list.repository.ts).
    const SORT_COLUMNS: Record<IpSort["field"], string> = {
      create_time: "assigned_at",
      expire_time: "expire_at",
      ip: "address::inet",
      order_no: "coalesce(order_id, 0)",
      tag: "coalesce(tag, '')",
    };
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
    type Scenario = {
      name: string;
      url: string;
      filter: IpListFilter;
      sort: IpSort;
      seek: IpSeek;
      filtered: boolean;
      deep: boolean;
    };
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
        const key = await keyAt(SORT_COLUMNS[sort.field], sort.order, deep.where, deep.position);
        const value =
          sort.field === "ip"
            ? String(key.value).replace(/\/32$/, "")
            : sort.field === "order_no" || sort.field === "tag"
              ? String(key.value)
              : iso(key.value);
        seek = { kind: "after", value, id: key.id };
        cursor = `&cursor=${encodeCursor(sort, "after", value, key.id)}`;
      }
      const url = `/api/staticip/list?limit=10&page=${deep ? 2 : 1}&sortField=${sort.field}&sortOrder=${sort.order}${query}${cursor}`;
      scenarios.push({
        name,
        url,
        filter: { ownerId: userId, ...filter },
        sort,
        seek,
        filtered: query !== "",
        deep: deep !== null,
      });
    };
    const nowIso = `'${now.toISOString()}'::timestamptz`;
    // How deep the filtered pages start: the synthetic customer's shares are known; a seeded
    // customer's are counted (half way into each), its tag the one it uses most.
    const countOf = async (where: string) =>
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from static_ips where owner_id = $1 and status = 'assigned' ${where}`,
          [userId],
        )
      ).rows[0]?.n ?? 0;
    const usedTag = seededUrl
      ? ((
          await client.query<{ tag: string }>(
            `select tag from static_ips where owner_id = $1 and tag is not null group by tag order by count(*) desc limit 1`,
            [userId],
          )
        ).rows[0]?.tag ?? "none")
      : "tag-3";
    const deepAt = seededUrl
      ? {
          normal: Math.floor((await countOf(`and expire_at >= ${nowIso}`)) / 2),
          expired: Math.floor((await countOf(`and expire_at < ${nowIso}`)) / 2),
          tag: Math.floor((await countOf(`and tag = '${usedTag}'`)) / 2),
        }
      : { normal: Math.floor(rows * 0.4), expired: Math.floor(rows * 0.04), tag: Math.floor(rows / 150) };
    await add("purchase time, first page", "", {}, { field: "create_time", order: "desc" }, null);
    await add(
      `purchase time, row ${half.toLocaleString("en")}`,
      "",
      {},
      { field: "create_time", order: "desc" },
      { where: "", position: half },
    );
    await add(
      `expiry ↑, row ${half.toLocaleString("en")}`,
      "",
      {},
      { field: "expire_time", order: "asc" },
      { where: "", position: half },
    );
    await add(
      `IP ↓, row ${half.toLocaleString("en")}`,
      "",
      {},
      { field: "ip", order: "desc" },
      { where: "", position: half },
    );
    await add(
      "normal, expiry ↑, deep",
      "&status=2",
      { expiry: { notBefore: now } },
      { field: "expire_time", order: "asc" },
      { where: `and expire_at >= ${nowIso}`, position: deepAt.normal },
    );
    await add(
      "normal, purchase time, deep",
      "&status=2",
      { expiry: { notBefore: now } },
      { field: "create_time", order: "desc" },
      { where: `and expire_at >= ${nowIso}`, position: deepAt.normal },
    );
    await add(
      "expired, purchase time, deep",
      "&status=3",
      { expiry: { before: now } },
      { field: "create_time", order: "desc" },
      { where: `and expire_at < ${nowIso}`, position: deepAt.expired },
    );
    await add(
      "tag, purchase time, deep",
      `&tag=${usedTag}`,
      { tag: usedTag },
      { field: "create_time", order: "desc" },
      { where: `and tag = '${usedTag}'`, position: deepAt.tag },
    );
    await add(
      `order ↓, row ${half.toLocaleString("en")}`,
      "",
      {},
      { field: "order_no", order: "desc" },
      { where: "", position: half },
    );
    await add(
      `tag ↑, row ${half.toLocaleString("en")}`,
      "",
      {},
      { field: "tag", order: "asc" },
      { where: "", position: half },
    );
    await add(
      "tag, expiry ↑, deep",
      `&tag=${usedTag}`,
      { tag: usedTag },
      { field: "expire_time", order: "asc" },
      { where: `and tag = '${usedTag}'`, position: deepAt.tag },
    );
    // The synthetic customer's own shapes: a rare tag, an address prefix, one address, an order, an import check.
    if (!seededUrl) {
      await add("rare tag, IP ↑", "&tag=rare", { tag: "rare" }, { field: "ip", order: "asc" }, null);
      // A second octet half way through the customer's addresses (10.7 at a million), 30,000 deep.
      const octet = Math.floor(rows / 2 / 65_536);
      const inPrefix = Math.min(rows, (octet + 1) * 65_536 - 1) - Math.max(1, octet * 65_536) + 1;
      await add(
        `IP prefix 10.${octet}, IP ↑, deep`,
        `&ip=10.${octet}`,
        { addressRange: { from: `10.${octet}.0.0`, to: `10.${octet}.255.255` } },
        { field: "ip", order: "asc" },
        {
          where: `and address::inet between '10.${octet}.0.0' and '10.${octet}.255.255'`,
          position: Math.min(30_000, Math.floor(inPrefix / 2)),
        },
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
    }

    const config = loadConfig({
      ...process.env,
      NODE_ENV: "production",
      PAYMENT_SANDBOX: "allow",
      LOG_LEVEL: "silent",
      JOBS: "off",
    });
    const app = await buildApp({ config, database, logger: false, printMail: () => undefined });
    await app.ready();
    const roundTrips = databaseRoundTrips();
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
      plansByScenario[scenario.name] = { page: pagePlan, count: countPlan };
      // A small set (an order, an address list) may be sorted in memory; a table scan never.
      if (/Seq Scan/.test(pagePlan) || /Sort Method: external/.test(pagePlan)) {
        failed = true;
        console.error(`${scenario.name}: the page scans the table or sorts on disk:\n${pagePlan}`);
      }
      const times: number[] = [];
      const dbTimes: number[] = [];
      let body = "";
      for (let run = 0; run <= repeat; run += 1) {
        roundTrips.reset();
        const at = performance.now();
        const response = await app.inject({ method: "GET", url: scenario.url, headers: { token } });
        if (run > 0) {
          times.push(performance.now() - at);
          dbTimes.push(roundTrips.totalMs());
        }
        body = response.body;
        if (response.statusCode !== 200) {
          failed = true;
          console.error(`${scenario.name}: ${response.statusCode} ${body.slice(0, 300)}`);
          break;
        }
      }
      const data = JSON.parse(body).data ?? {};
      const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
      const statements = roundTrips.statements();
      const server = await databaseTimeOf(client, roundTrips.sent());
      scenarioResults.push({
        name: scenario.name,
        filtered: scenario.filtered,
        deep: scenario.deep,
        pageMs: executionMs(pagePlan),
        planMs: planningMs(pagePlan),
        countMs: executionMs(countPlan),
        dbP50Ms: round(p50(dbTimes), 2),
        statements,
        serverMs: round(server.executionMs + server.planningMs, 3),
        reads: server.reads,
        appP50Ms: round(p50(times), 1),
        total: `${data.total}${data.total_capped ? "+" : ""}`,
        rows: data.list?.length ?? 0,
      });
    }
    await app.close();
  } finally {
    if (seededUrl) await client.query("delete from sessions where token_hash = $1", [tokenHash]);
    await client.end();
    await database.close();
    if (!options.keep && !seededUrl)
      await withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists "${dbName}" with (force)`));
  }
  return {
    rows,
    seedSeconds,
    scenarios: scenarioResults,
    plans: plansByScenario,
    failed,
    ...(options.keep && !seededUrl ? { keptUrl: dbUrl.href } : {}),
  };
}

/** The scenarios as a table: database time per page (EXPLAIN and round trips) and the request. */
export function ipListTable(scenarios: readonly IpListScenarioResult[]): string {
  const head = `${"scenario".padEnd(32)} ${"page ms".padStart(7)} ${"plan ms".padStart(7)} ${"count".padStart(7)} ${"db ms".padStart(7)} ${"reads".padStart(5)} ${"trips".padStart(7)} ${"stmts".padStart(5)} ${"app p50".padStart(7)} ${"total".padStart(8)} rows`;
  const lines = scenarios.map((result) =>
    [
      result.name.padEnd(32),
      result.pageMs.toFixed(2).padStart(7),
      result.planMs.toFixed(2).padStart(7),
      result.countMs.toFixed(2).padStart(7),
      result.serverMs.toFixed(2).padStart(7),
      String(result.reads).padStart(5),
      result.dbP50Ms.toFixed(2).padStart(7),
      String(result.statements).padStart(5),
      result.appP50Ms.toFixed(1).padStart(7),
      result.total.padStart(8),
      String(result.rows).padStart(4),
    ].join(" "),
  );
  return [head, ...lines].join("\n");
}

/**
 * Issue #24's goal: a deep filtered page of the IP list in at most 5 ms of database time. The
 * worst deep filtered scenario, by the round trips of every statement its request ran.
 */
export const IP_LIST_GOAL_MS = 5;
export function deepFilteredWorst(scenarios: readonly IpListScenarioResult[]): IpListScenarioResult | undefined {
  return scenarios
    .filter((result) => result.deep && result.filtered)
    .reduce<IpListScenarioResult | undefined>(
      (worst, result) => (!worst || result.serverMs > worst.serverMs ? result : worst),
      undefined,
    );
}

if (import.meta.main) {
  const result = await benchIpList({
    adminUrl:
      process.env.BENCH_DATABASE_URL ||
      process.env.TEST_DATABASE_URL ||
      "postgres://postgres@127.0.0.1:5432/portico_test",
    rows: Number(process.env.BENCH_IP_ROWS ?? 1_000_000),
    repeat: Number(process.env.BENCH_IP_REPEAT ?? 7),
    keep: process.env.BENCH_IP_KEEP === "1",
    sql: process.env.BENCH_IP_SQL ?? "",
  });
  for (const [name, plan] of Object.entries(result.plans))
    console.log(`\n--- ${name}\n${plan.page}\n-- count:\n${plan.count}`);
  console.log(`\n${ipListTable(result.scenarios)}`);
  if (result.keptUrl) console.log(`kept ${result.keptUrl}`);
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}; ${result.failed ? "FAIL" : "PASS"}`,
  );
  process.exit(result.failed ? 1 : 0);
}
