import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "vitest";
import { crashRun } from "./crash/crash-run.ts";
import { crashLog, crashTimeout, survive } from "./crash/survive.ts";
import { randomFrom, scaled, seedFor } from "./run-settings.ts";

/**
 * Crash safety (issue #26, item 1): the real server as a child process, SIGKILLed with its whole
 * process group at random moments while checkouts, webhooks, top-ups, refunds, cancels and usage
 * batches are in flight. Each kill is proven (group gone, port free, the embedded database's lock
 * holder dead); after each one the money invariants hold and every 2xx answer's effect is in the
 * database; the next start completes the webhooks and batches the kill cut off, each once, and its
 * close sweep closes the orders left past their window while the server was down.
 * The same run on a PostgreSQL server is `crash.pg.test.ts`.
 */
const kills = scaled({ ci: 4, full: 100 });
const seed = seedFor("crash");

describe("SIGKILL on the embedded database", () => {
  it(`survives ${kills} kills mid-load, the data directory reopening after each`, {
    timeout: crashTimeout(kills),
  }, async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), "portico-crash-data-"));
    try {
      const totals = await crashRun({
        target: { driver: "pglite", dataDir: path.join(scratch, "data") },
        port: 3501,
        kills,
        random: randomFrom(seed ^ 0x5bd1e995),
        workers: 4,
        log: crashLog,
      });
      await survive("embedded", totals, kills);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
