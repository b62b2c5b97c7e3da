import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../db/client.ts";
import { writeStubWebBuild } from "../test/stub-web-build.ts";
import { withAdminClient } from "../test/test-database.ts";
import { brokenInvariants, lostEffects } from "./crash/crash-checks.ts";
import { type LoadRecord, runLoad } from "./crash/crash-load.ts";
import { crashServerEnv, prepareCrashWorld } from "./crash/crash-world.ts";
import { type SpawnedServer, spawnServer } from "./crash/spawned-server.ts";
import { createOwnPostgres, type OwnPostgres } from "./db-restart/own-postgres.ts";
import { randomFrom, recordFigure, seedFor } from "./run-settings.ts";

/**
 * Database restart (issue #26, item 2): PostgreSQL — a cluster of the test's own on port 5499, not
 * the machine's shared one — stopped and started again while a steady load runs against the
 * spawned server. /readyz turns 503 and back to 200 without the server being restarted, no 2xx
 * answer is lost, no request hangs past its timeout, and the jobs run again afterwards.
 * Whatever driver the project runs, this file brings its own PostgreSQL.
 */
const PORT = 3502;
const base = `http://127.0.0.1:${PORT}`;
const seed = seedFor("db-restart");
const log = (line: string) => console.log(`[db-restart] ${line}`);

let own: OwnPostgres;
let scratch: string;
let url: string;

beforeAll(async () => {
  own = await createOwnPostgres(5499);
  await withAdminClient(own.url, (client) => client.query("create database portico"));
  url = own.url.replace(/\/postgres$/, "/portico");
  scratch = mkdtempSync(path.join(tmpdir(), "portico-db-restart-"));
});
afterAll(async () => {
  await own?.destroy();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PostgreSQL restarted under load", () => {
  it("readiness fails and recovers, no 2xx is lost, nothing hangs, the jobs run again", async () => {
    const env = { ...crashServerEnv(writeStubWebBuild(path.join(scratch, "web-build")), base), DATABASE_URL: url };
    const world = await prepareCrashWorld({ target: { driver: "postgres", url }, env, ips: 2_000, customers: 3 });
    const server: SpawnedServer = await spawnServer({ port: PORT, env });
    try {
      // The jobs' first start (on the first answer) makes pg-boss's tables; wait until it ran once.
      await untilJobRan(url, new Date(0));

      const readiness: { at: number; status: number }[] = [];
      let stopped = false;
      let outage = false;
      const probe = (async () => {
        while (!stopped) {
          const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) })
            .then((response) => response.status)
            .catch(() => 0);
          readiness.push({ at: Date.now(), status });
          await sleep(100);
        }
      })();
      const record: LoadRecord = { promised: [], inFlight: [], unexpected: [] };
      const counts = { requests: 0, hung: 0, unanswered: 0 };
      const load = runLoad({
        base,
        world,
        random: randomFrom(seed),
        workers: 4,
        stopped: () => stopped,
        record,
        outage: () => outage,
        observe: (outcome) => {
          counts.requests++;
          if (outcome.timedOut) counts.hung++;
          else if (outcome.status === undefined) counts.unanswered++;
        },
      });

      await sleep(1_500);
      outage = true;
      await own.stop("fast");
      log("PostgreSQL stopped");
      await sleep(2_000);
      await own.start();
      const backAt = Date.now();
      log("PostgreSQL started again");
      while (!readiness.some((probe) => probe.at > backAt && probe.status === 200)) {
        if (Date.now() - backAt > 60_000) break;
        await sleep(100);
      }
      const readyAgainAt = readiness.find((probe) => probe.at > backAt && probe.status === 200)?.at;
      // A moment for requests begun during the outage to end; after it a 5xx is a defect again.
      await sleep(1_000);
      outage = false;
      const answeredBefore = record.promised.length;
      await sleep(1_500);
      stopped = true;
      await Promise.all([load, probe]);

      // The jobs resume: a sweep queued after the restart is run by this same server.
      const queuedAt = new Date();
      await queueSweep(url);
      const ranAgain = await untilJobRan(url, queuedAt);

      const database = await createDatabase({ driver: "postgres", url });
      let lost: string[];
      let breaks: string[];
      try {
        lost = await lostEffects(database.db, record.promised);
        breaks = await brokenInvariants(database.db);
      } finally {
        await database.close();
      }
      const saw503 = readiness.filter((probe) => probe.status === 503).length;
      const secondsToReady = readyAgainAt === undefined ? -1 : Math.round((readyAgainAt - backAt) / 100) / 10;
      log(`${counts.requests} requests, ${record.promised.length} 2xx, /readyz 503 ${saw503} times`);

      await recordFigure({ part: "db-restart", name: "requests during the restart", value: counts.requests });
      await recordFigure({ part: "db-restart", name: "2xx lost", value: lost.length, expected: 0 });
      await recordFigure({ part: "db-restart", name: "hung requests", value: counts.hung, expected: 0 });
      await recordFigure({ part: "db-restart", name: "readyz 503 seen", value: saw503 });
      await recordFigure({ part: "db-restart", name: "seconds to ready again", value: secondsToReady });

      expect(saw503).toBeGreaterThan(0);
      expect(readyAgainAt).toBeDefined();
      expect(readiness.at(-1)?.status).toBe(200);
      expect(lost).toEqual([]);
      expect(breaks).toEqual([]);
      expect(counts.hung).toBe(0);
      expect(record.unexpected).toEqual([]);
      // Requests succeed again after the restart, on the same process.
      expect(record.promised.length).toBeGreaterThan(answeredBefore);
      expect(ranAgain).toBe(true);
      expect(() => process.kill(server.pid, 0)).not.toThrow();
    } finally {
      const code = await server.stop();
      log(`server exit code ${code}`);
    }
  });
});

/** Queues one close sweep as any instance's runner would (pg-boss's own send, on the jobs' tables). */
async function queueSweep(databaseUrl: string) {
  const { PgBoss } = await import("pg-boss");
  const boss = new PgBoss({ connectionString: databaseUrl, schema: "pgboss", supervise: false, schedule: false });
  boss.on("error", () => undefined);
  await boss.start();
  try {
    await boss.send("close-unpaid-orders", null);
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** Whether a close sweep started after `since` completes within 30 s. */
async function untilJobRan(databaseUrl: string, since: Date): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  const database = await createDatabase({ driver: "postgres", url: databaseUrl });
  try {
    while (Date.now() < deadline) {
      const result = (await database.db
        .execute(
          sql`select count(*)::int as n from pgboss.job where name = 'close-unpaid-orders' and state = 'completed'
          and started_on > ${since.toISOString()}::timestamptz`,
        )
        .catch(() => ({ rows: [{ n: 0 }] }))) as unknown as { rows: { n: number }[] };
      if ((result.rows[0]?.n ?? 0) > 0) return true;
      await sleep(250);
    }
    return false;
  } finally {
    await database.close();
  }
}
