import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { JOBS_SCHEMA } from "../jobs/jobs-runner.ts";
import { StartError } from "../start-errors.ts";
import type { Database } from "./client.ts";
import { LOCK_FILE } from "./data-dir-lock.ts";
import { MIGRATIONS_DIR } from "./migrate.ts";
import { openMigrated } from "./migrate-in-worker.ts";

const committedMigrations = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

async function appliedMigrations(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

let dataDir: string;
let opened: Database | undefined;
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), "portico-migrate-")), "data");
  opened = undefined;
});
afterEach(async () => {
  await opened?.close();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

// Each test migrates a fresh embedded directory in a worker thread: slow on a busy 2-core machine.
describe("opening the database with its migrations applied", { timeout: 90_000 }, () => {
  it("creates a new embedded data directory and migrates it in a worker thread, then opens it here", async () => {
    const phases: string[] = [];
    const { database, migrated } = await openMigrated(
      { driver: "pglite", dataDir },
      { mark: (phase) => phases.push(phase) },
    );
    opened = database;
    expect(migrated).toBe(true);
    expect(await appliedMigrations(database)).toBe(committedMigrations);
    expect(phases).toEqual(["migrations", "database"]);
    // The jobs' tables too: pg-boss's first start would otherwise create them in this thread.
    const jobsTables = (await database.db.execute(
      sql.raw(`select to_regclass('${JOBS_SCHEMA}.version') is not null as present`),
    )) as unknown as { rows: { present: boolean }[] };
    expect(jobsTables.rows[0]?.present).toBe(true);
    // This process holds the directory once the worker has let it go.
    expect(readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
  });

  it("sends a created but unmigrated directory to the worker, and opens a migrated one here alone", async () => {
    const sentToWorker: string[] = [];
    const realWorker = async (dir: string) => {
      sentToWorker.push(dir);
      const { database } = await openMigrated({ driver: "pglite", dataDir: dir });
      await database.close();
    };
    // Created (initdb) by a bare PGlite, with no migration applied.
    const bare = new PGlite(dataDir);
    await bare.waitReady;
    await bare.close();

    const first = await openMigrated({ driver: "pglite", dataDir }, { migrateElsewhere: realWorker });
    expect(first.migrated).toBe(true);
    expect(sentToWorker).toEqual([dataDir]);
    expect(await appliedMigrations(first.database)).toBe(committedMigrations);
    await first.database.close();

    const again = await openMigrated({ driver: "pglite", dataDir }, { migrateElsewhere: realWorker });
    opened = again.database;
    expect(again.migrated).toBe(false);
    expect(sentToWorker).toEqual([dataDir]);
  });

  it("stops with the lock's sentence when another running Portico holds a new directory", async () => {
    mkdirSync(dataDir, { recursive: true });
    // The test runner's parent is a running Node process: as good a holder as another Portico.
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    const opening = openMigrated({ driver: "pglite", dataDir });
    await expect(opening).rejects.toBeInstanceOf(StartError);
    await expect(opening).rejects.toThrow(`is in use by another running Portico (process ${process.ppid})`);
  });

  it("migrates an in-memory database in this thread", async () => {
    const sentToWorker: string[] = [];
    const { database, migrated } = await openMigrated(
      { driver: "pglite" },
      { migrateElsewhere: async (dir) => void sentToWorker.push(dir) },
    );
    opened = database;
    expect(migrated).toBe(true);
    expect(sentToWorker).toEqual([]);
    expect(await appliedMigrations(database)).toBe(committedMigrations);
  });
});
