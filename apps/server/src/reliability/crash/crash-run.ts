import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createDatabase, type DatabaseTarget, type Db } from "../../db/client.ts";
import { writeStubWebBuild } from "../../test/stub-web-build.ts";
import { ageUnpaidOrders, brokenInvariants, lostEffects, promiseOfResent, unpaidPastWindow } from "./crash-checks.ts";
import {
  type InFlight,
  type LoadRecord,
  type Promised,
  reauthenticate,
  runLoad,
  sendUsageBatch,
  sendWebhook,
} from "./crash-load.ts";
import { crashServerEnv, prepareCrashWorld } from "./crash-world.ts";
import { type SpawnedServer, spawnServer } from "./spawned-server.ts";

export type CrashTotals = {
  kills: number;
  /** 2xx answers whose effect was looked for in the database after a kill. */
  checked: number;
  invariantBreaks: string[];
  lost: string[];
  resent: number;
  resentCompleted: number;
  /** Times a close sweep had run since orders were aged past their window, and what it left unpaid. */
  sweepsChecked: number;
  unpaidPastWindow: string[];
  /** Answers neither 2xx nor an expected refusal (5xx first of all), and resends not answered 2xx. */
  unexpected: string[];
};

/**
 * Kills the spawned server `kills` times while the load runs, each at a random moment, and after
 * each kill checks the database (the embedded one reopened by this process, which also proves the
 * directory opens after a SIGKILL); every next start first re-sends what the kill cut off. A last
 * start lets the close sweep run, then checks it closed what was past its window.
 */
export async function crashRun(options: {
  target: DatabaseTarget;
  port: number;
  kills: number;
  random: () => number;
  workers: number;
  log: (line: string) => void;
}): Promise<CrashTotals> {
  const scratch = mkdtempSync(path.join(tmpdir(), "portico-crash-"));
  const base = `http://127.0.0.1:${options.port}`;
  const databaseEnv: Record<string, string> =
    options.target.driver === "postgres"
      ? { DATABASE_URL: options.target.url }
      : { PGLITE_DATA_DIR: options.target.dataDir ?? "" };
  const env = { ...crashServerEnv(writeStubWebBuild(path.join(scratch, "web-build")), base), ...databaseEnv };
  const totals: CrashTotals = {
    kills: 0,
    checked: 0,
    invariantBreaks: [],
    lost: [],
    resent: 0,
    resentCompleted: 0,
    sweepsChecked: 0,
    unpaidPastWindow: [],
    unexpected: [],
  };
  const withDb = async <T>(run: (db: Db) => Promise<T>) => {
    const database = await createDatabase(options.target);
    try {
      return await run(database.db);
    } finally {
      await database.close();
    }
  };
  try {
    const world = await prepareCrashWorld({
      target: options.target,
      env,
      ips: 60 * options.kills + 200,
      customers: 4,
    });
    let reauthenticatedAt = Date.now();
    let agedAt: Date | undefined;
    let aged: { orderNo: string; userId: string }[] = [];
    let cutOff: InFlight[] = [];
    let missedSweep: string | undefined;
    let server: SpawnedServer | undefined;
    try {
      for (let cycle = 0; cycle <= options.kills; cycle++) {
        const startedAt = Date.now();
        server = await spawnServer({ port: options.port, env });
        options.log(`start ${cycle + 1} ready in ${Date.now() - startedAt} ms`);
        if (cycle === options.kills) {
          // Before anything is re-sent (a late webhook would pay an aged order): the start's sweep.
          const paidLate = new Set(cutOff.flatMap((call) => (call.kind === "webhook" ? [call.orderNo] : [])));
          missedSweep = await untilSwept(
            base,
            world.customers,
            aged.filter((order) => !paidLate.has(order.orderNo)),
          );
        }
        // What the provider and the gateway send again: each must now complete, once.
        const resentPromises: Promised[] = [];
        for (const call of cutOff) {
          totals.resent++;
          const answer =
            call.kind === "webhook" ? await sendWebhook(base, call.body) : await sendUsageBatch(base, call.body);
          if (answer.status >= 200 && answer.status < 300) resentPromises.push(promiseOfResent(call));
          else totals.unexpected.push(`re-sent ${call.kind}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        cutOff = [];
        if (cycle === options.kills) {
          await server.stop();
          await withDb(async (db) => {
            await checkAfter(db, { promised: [], resent: resentPromises }, totals, agedAt, {
              sweepMustHaveRun: aged.length > 0,
            });
            if (missedSweep) totals.unpaidPastWindow.push(`${missedSweep}; sweeps: ${await sweepHistory(db)}`);
          });
          break;
        }
        if (Date.now() - reauthenticatedAt > 3 * 60_000) {
          await reauthenticate(base, world);
          reauthenticatedAt = Date.now();
        }
        const record: LoadRecord = { promised: [], inFlight: [], unexpected: [] };
        let killed = false;
        const load = runLoad({
          base,
          world,
          random: options.random,
          workers: options.workers,
          stopped: () => killed,
          record,
        });
        const delay = 100 + Math.floor(options.random() * 3_900);
        // Counted from the load's first 2xx, so a slow start (a busy machine) still dies mid-load.
        const loadBegan = Date.now();
        while (record.promised.length === 0 && Date.now() - loadBegan < 30_000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        killed = true;
        await server.kill();
        await load;
        totals.kills++;
        totals.unexpected.push(...record.unexpected);
        options.log(
          `kill ${cycle + 1} ${delay} ms after the first 2xx: ${record.promised.length} 2xx, ${record.inFlight.length} cut off`,
        );
        const next = await withDb(async (db) => {
          await checkAfter(db, { promised: record.promised, resent: resentPromises }, totals, agedAt, {
            sweepMustHaveRun: false,
          });
          return ageUnpaidOrders(db);
        });
        agedAt = next.at;
        aged = next.orders;
        cutOff = record.inFlight;
      }
    } finally {
      // A failure mid-cycle must not leave a server holding the port and the database.
      await server?.kill().catch(() => undefined);
    }
    return totals;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function checkAfter(
  db: Db,
  answers: { promised: Promised[]; resent: Promised[] },
  totals: CrashTotals,
  agedAt: Date | undefined,
  options: { sweepMustHaveRun: boolean },
) {
  totals.invariantBreaks.push(...(await brokenInvariants(db)));
  const lost = await lostEffects(db, answers.promised);
  const resentLost = await lostEffects(db, answers.resent);
  totals.checked += answers.promised.length + answers.resent.length;
  totals.lost.push(...lost, ...resentLost);
  totals.resentCompleted += answers.resent.length - resentLost.length;
  if (!agedAt) return;
  const left = await unpaidPastWindow(db, agedAt);
  if (left === undefined) {
    if (options.sweepMustHaveRun) totals.unpaidPastWindow.push("no close sweep completed after the last start");
    return;
  }
  totals.sweepsChecked++;
  totals.unpaidPastWindow.push(...left);
}

/**
 * Until the first aged order reads closed through its customer's own API: the start's sweep ran
 * (the embedded database cannot be read beside the server; the check after the stop reads pg-boss's
 * record of that sweep). A sweep the kill cut off holds the queue's one active place until pg-boss
 * fails it (missed heartbeats: 30 s plus its monitor's minute, at the latest the 120 s expiry,
 * batched-sweep.ts), so this waits that long before calling the sweep missing.
 */
async function untilSwept(
  base: string,
  customers: readonly { userId: string; token: string }[],
  aged: readonly { orderNo: string; userId: string }[],
): Promise<string | undefined> {
  const first = aged[0];
  const customer = customers.find((candidate) => candidate.userId === first?.userId);
  if (!first || !customer) return undefined;
  const deadline = Date.now() + SWEEP_PATIENCE_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/api/order/status?orderNo=${first.orderNo}`, {
      headers: { token: customer.token },
    });
    const body = (await response.json()) as { data?: { pay_status?: number } };
    if (body.data?.pay_status !== 1) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return `order ${first.orderNo} was still unpaid ${SWEEP_PATIENCE_MS / 1000} s after the start: no close sweep ran`;
}

const SWEEP_PATIENCE_MS = 150_000;

/** The close sweeps pg-boss recorded, for a failure's message. */
export async function sweepHistory(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select state::text, created_on, started_on, completed_on from pgboss.job
      where name = 'close-unpaid-orders' order by created_on`,
  )) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows);
}
