import { randomBytes } from "node:crypto";
import { describe, it } from "vitest";
import { withAdminClient } from "../test/test-database.ts";
import { crashRun } from "./crash/crash-run.ts";
import { crashLog, crashTimeout, survive } from "./crash/survive.ts";
import { randomFrom, scaled, seedFor } from "./run-settings.ts";

/**
 * Crash safety (issue #26, item 1) on a PostgreSQL server: the embedded database's half is in
 * `crash.test.ts`, where the whole design is described. This file runs only where TEST_DATABASE_URL
 * names a server (vitest.config.ts leaves `*.pg.test.ts` out otherwise).
 */
const kills = scaled({ ci: 4, full: 100 });
const seed = seedFor("crash");

describe("SIGKILL on PostgreSQL", () => {
  it(`survives ${kills} kills mid-load`, { timeout: crashTimeout(kills) }, async () => {
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
        log: crashLog,
      });
      await survive("PostgreSQL", totals, kills);
    } finally {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    }
  });
});
