import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withAdminClient } from "../test/test-database.ts";
import { type CrashTotals, crashRun } from "./crash/crash-run.ts";
import { randomFrom, recordFigure, scaled, seedFor } from "./run-settings.ts";

/**
 * Crash safety (issue #26, item 1): the real server as a child process, SIGKILLed with its whole
 * process group at random moments while checkouts, webhooks, top-ups, refunds, cancels and usage
 * batches are in flight. Each kill is proven (group gone, port free, the embedded database's lock
 * holder dead); after each one the money invariants hold and every 2xx answer's effect is in the
 * database; the next start completes the webhooks and batches the kill cut off, each once, and its
 * close sweep closes the orders left past their window while the server was down.
 */
const kills = scaled({ ci: 4, full: 100 });
const seed = seedFor("crash");
/** A kill cycle takes seconds (a start, the load, the checks); the full run's 100 need more than the project's 10 minutes. */
const timeout = 300_000 + kills * 30_000;

async function survive(label: "PostgreSQL" | "embedded", totals: CrashTotals) {
  await recordFigure({ part: "crash", name: `kills survived (${label})`, value: totals.kills });
  await recordFigure({ part: "crash", name: "2xx answers checked after a kill", value: totals.checked });
  await recordFigure({ part: "crash", name: "invariant breaks", value: totals.invariantBreaks.length, expected: 0 });
  await recordFigure({ part: "crash", name: "lost 2xx effects", value: totals.lost.length, expected: 0 });
  await recordFigure({ part: "crash", name: "re-sent webhooks/batches completed", value: totals.resentCompleted });
  expect(totals.invariantBreaks).toEqual([]);
  expect(totals.lost).toEqual([]);
  expect(totals.unexpected).toEqual([]);
  expect(totals.unpaidPastWindow).toEqual([]);
  expect(totals.resentCompleted).toBe(totals.resent);
  expect(totals.kills).toBe(kills);
  expect(totals.checked).toBeGreaterThan(0);
}

const log = (line: string) => console.log(`[crash] ${line}`);

describe.runIf(process.env.PORTICO_TEST_DRIVER === "postgres")("SIGKILL on PostgreSQL", () => {
  it(`survives ${kills} kills mid-load`, { timeout }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `portico_crash_${process.pid}_${randomBytes(4).toString("hex")}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const totals = await crashRun({
        target: { driver: "postgres", url: url.href },
        port: 3500,
        kills,
        random: randomFrom(seed),
        workers: 6,
        log,
      });
      await survive("PostgreSQL", totals);
    } finally {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    }
  });
});

describe("SIGKILL on the embedded database", () => {
  it(`survives ${kills} kills mid-load, the data directory reopening after each`, { timeout }, async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), "portico-crash-data-"));
    try {
      const totals = await crashRun({
        target: { driver: "pglite", dataDir: path.join(scratch, "data") },
        port: 3501,
        kills,
        random: randomFrom(seed ^ 0x5bd1e995),
        workers: 4,
        log,
      });
      await survive("embedded", totals);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
