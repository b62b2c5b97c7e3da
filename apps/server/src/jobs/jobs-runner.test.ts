import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { orders } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion } from "../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../test/money-invariants.ts";
import { closeUnpaidOrdersJob } from "./close-unpaid-orders.job.ts";
import { createJobsRunner, JOBS_SCHEMA, type JobDefinition, type JobsLog } from "./jobs-runner.ts";

const driver = process.env.PORTICO_TEST_DRIVER === "postgres" ? "postgres" : "pglite";
const SWEEP = closeUnpaidOrdersJob.name;
// The smallest polling interval pg-boss takes, so a queued run starts within half a second.
const FAST = { pollingIntervalSeconds: 0.5 };

let clock = new Date("2026-11-23T10:00:00Z");
const now = () => clock;

/** What pg-boss and the runs report as errors; every test ends with none. */
const errors: string[] = [];
const log = {
  info: () => undefined,
  warn: () => undefined,
  error: (details: unknown, message?: string) => errors.push(`${message}: ${JSON.stringify(details)}`),
} as unknown as JobsLog;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Polls until `probe` answers truthy; a bounded wait, never a fixed sleep. */
async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

type Run = { runner: string; startedAt: number; endedAt: number | undefined };
const runs: Run[] = [];
const ran = (runner: string) => runs.filter((run) => run.runner === runner && run.endedAt !== undefined);
/** Extra work each run does first, so that runs would overlap if two were allowed at once. */
let holdMs = 0;

/** The real sweep, each run recorded: which runner, from when to when. */
function watchedSweep(runner: string): JobDefinition {
  return {
    ...closeUnpaidOrdersJob,
    run: async (context) => {
      const run: Run = { runner, startedAt: performance.now(), endedAt: undefined };
      runs.push(run);
      try {
        if (holdMs) await sleep(holdMs);
        return await closeUnpaidOrdersJob.run(context);
      } finally {
        run.endedAt = performance.now();
      }
    },
  };
}

async function placeStaticOrder(t: TestApp, region: number, quantity: number): Promise<string> {
  const buyer = apiFor(t.app, await createCustomer(t));
  const created = await buyer.post("/api/order/create", {
    type: 2,
    pay_type: 3,
    date_unit: "monthly",
    static_commodity: `${region}:${quantity}`,
    total: 0.01,
  });
  expect(created.statusCode).toBe(200);
  return created.json().data.order_no;
}

async function payStatusOf(t: TestApp, orderNo: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ payStatus: orders.payStatus })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return row?.payStatus;
}

const schedulesOf = async (t: TestApp) =>
  rowsOf<{ name: string; cron: string; missed: string; created_on: unknown }>(
    await t.database.db.execute(
      sql.raw(`select name, cron, options->>'missed' as missed, created_on::text from ${JOBS_SCHEMA}.schedule`),
    ),
  );

// One app for the file: its runner starts with it (the `jobs` option), the tests add more runners.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now, jobs: { ...FAST, jobs: [watchedSweep("app")] } });
});
afterAll(() => t.close());
afterEach(async () => {
  await assertMoneyInvariants(t.database.db);
  expect(errors.splice(0)).toEqual([]);
});

/** Sweeps queued or running, from pg-boss's job table (its documented SQL surface). */
const unfinishedRuns = async (t: TestApp) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job where name = ${SWEEP} and state in ('created', 'retry', 'active')`,
    ),
  )[0]?.n;

describe(`jobs runner (${driver})`, () => {
  it("closes an unpaid order within seconds once its close time has passed", async () => {
    const region = await createRegion(t, "JBA", 4);
    const orderNo = await placeStaticOrder(t, region, 3);
    clock = new Date(clock.getTime() + 1799_000);
    const asked = performance.now();
    await t.jobs?.request(SWEEP);
    // A run that starts from here reads the clock: one second early, it leaves the order alone.
    await waitFor("a run after the request", async () => ran("app").some((run) => run.startedAt > asked));
    expect(await payStatusOf(t, orderNo)).toBe(1);

    clock = new Date(clock.getTime() + 2_000);
    await t.jobs?.request(SWEEP);
    await waitFor("the job to close the order", async () => (await payStatusOf(t, orderNo)) === 3);
    const back = rowsOf<{ available: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as available from static_ips where region_id = ${region} and status = 'available'`,
      ),
    );
    expect(back[0]?.available).toBe(4);
  });

  it("schedules the sweep every minute, catching up once after downtime", async () => {
    const schedules = await schedulesOf(t);
    expect(schedules.map(({ name, cron, missed }) => ({ name, cron, missed }))).toEqual([
      { name: SWEEP, cron: "* * * * *", missed: "once" },
    ]);
  });

  it("keeps pg-boss in a schema of its own: migrations, /readyz and the app's tables do not see it", async () => {
    const tables = rowsOf<{ schema: string; name: string }>(
      await t.database.db.execute(
        sql`select schemaname as schema, tablename as name from pg_tables where schemaname in ('public', ${JOBS_SCHEMA})`,
      ),
    );
    const jobTables = tables.filter((table) => table.schema === JOBS_SCHEMA).map((table) => table.name);
    expect(jobTables).toEqual(expect.arrayContaining(["job", "queue", "schedule", "version"]));
    const appTables = tables.filter((table) => table.schema === "public").map((table) => table.name);
    expect(appTables).toContain("orders");
    expect(appTables.filter((name) => jobTables.includes(name))).toEqual([]);
    // The committed migrations apply again without effect with pg-boss's schema beside them.
    await migrateDatabase(t.database);
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
  });

  // Two instances need two connections to one database: PostgreSQL only (the suite runs there too),
  // defined only there so the embedded run does not report it as skipped.
  const onPostgres = driver === "postgres" ? it : () => undefined;
  onPostgres("runs one sweep at a time across two instances asking for sweeps together", async () => {
    const region = await createRegion(t, "JBC", 6);
    const due = [await placeStaticOrder(t, region, 2), await placeStaticOrder(t, region, 2)];
    clock = new Date(clock.getTime() + 1801_000);

    // A second pg-boss instance with a pool of its own, as a second process would have, polling
    // out of step with the app's so that each gets to take sweeps.
    const otherDatabase = await createDatabase(t.database.target);
    const other = createJobsRunner(
      { database: otherDatabase, now, log },
      { pollingIntervalSeconds: 0.7, jobs: [watchedSweep("other")] },
    );
    const from = runs.length;
    const both = () => ran("app").length > 0 && ran("other").length > 0;
    holdMs = 150;
    try {
      await other.start();
      // Both keep asking while a sweep runs, until each instance has run some (bounded).
      const until = Date.now() + 10_000;
      while (Date.now() < until && !(runs.length - from >= 4 && both())) {
        await Promise.all([t.jobs?.request(SWEEP), other.request(SWEEP)]);
        await sleep(50);
      }
    } finally {
      await other.stop();
      await otherDatabase.close();
      holdMs = 0;
    }
    await waitFor("the app's last run to end", async () => runs.every((run) => run.endedAt !== undefined));

    const sorted = runs.slice(from).sort((x, y) => x.startedAt - y.startedAt);
    expect(sorted.length).toBeGreaterThanOrEqual(4);
    expect(both()).toBe(true);
    for (const [index, run] of sorted.entries()) {
      const previous = sorted[index - 1];
      if (previous) expect(run.startedAt).toBeGreaterThanOrEqual(previous.endedAt ?? Number.POSITIVE_INFINITY);
    }
    for (const orderNo of due) expect(await payStatusOf(t, orderNo)).toBe(3);
  });

  // Last: it stops the app's runner.
  it("keeps the schedule and a queued run across a restart: a second runner picks up", async () => {
    const app = t.jobs;
    if (!app) throw new Error("the app's runner did not start");
    const [scheduled] = await schedulesOf(t);
    expect(scheduled).toMatchObject({ name: SWEEP, cron: "* * * * *" });

    const region = await createRegion(t, "JBB", 2);
    const orderNo = await placeStaticOrder(t, region, 2);
    // A run queued for a moment when no runner will be left to take it: once the runs asked for
    // earlier are done (the policy drops a request while one waits), and before the order is due,
    // so that nothing the app's runner still does can close it.
    await waitFor(
      "a run queued for later",
      async () => (await unfinishedRuns(t)) === 0 && (await app.request(SWEEP, { startAfterSeconds: 3 })),
    );
    await app.stop();
    clock = new Date(clock.getTime() + 1801_000);
    const appRuns = runs.filter((run) => run.runner === "app").length;
    expect(await unfinishedRuns(t)).toBe(1);
    expect(await schedulesOf(t)).toEqual([scheduled]);
    expect(await payStatusOf(t, orderNo)).toBe(1);

    const second = createJobsRunner(
      { database: t.database, now, log },
      { ...FAST, runAtStart: false, jobs: [watchedSweep("second")] },
    );
    await second.start();
    try {
      await waitFor("the second runner to close the order", async () => (await payStatusOf(t, orderNo)) === 3);
    } finally {
      await second.stop();
    }
    expect(runs.filter((run) => run.runner === "app")).toHaveLength(appRuns);
    expect(ran("second").length).toBeGreaterThanOrEqual(1);
    // The same schedule row, not a new one: it outlived the first runner.
    expect(await schedulesOf(t)).toEqual([scheduled]);
  });
});
