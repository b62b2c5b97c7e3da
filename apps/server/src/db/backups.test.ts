import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDatabaseCommand } from "../admin/database-commands.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { createCustomer, topUp } from "../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../test/money-invariants.ts";
import { withAdminClient } from "../test/test-database.ts";
import { createDatabase, type Database, type Db } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { ledgerAccounts } from "./schema/index.ts";
import { seedDatabase } from "./seed/seed.ts";

/**
 * Backups that restore (issue #27): the embedded database's own command, while serving and not,
 * and the documented pg_dump/pg_restore route for PostgreSQL — each restored copy holds the money
 * invariants and every balance of the original.
 */
const run = promisify(execFile);

/** Every ledger account's balance, in a stable order: what a restored copy must equal. */
const balances = (db: Db) =>
  db
    .select({ kind: ledgerAccounts.kind, user: ledgerAccounts.userId, cents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .orderBy(asc(ledgerAccounts.id));

/** Customers with money: top-ups through the sandbox, the real path. */
async function addMoney(app: FastifyInstance, t: Parameters<typeof createCustomer>[0], dollars: number[]) {
  for (const amount of dollars) await topUp(app, await createCustomer(t), amount);
}

const onPglite = process.env.PORTICO_TEST_DRIVER !== "postgres";
const describeOnPglite = onPglite ? describe : () => undefined;
const describeOnPostgres = onPglite ? () => undefined : describe;

describeOnPglite("npm run admin -- backup / restore (the embedded database)", () => {
  let root: string;
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "portico-backup-"));
    dataDir = path.join(root, "data");
    database = await createDatabase({ driver: "pglite", dataDir });
    await migrateDatabase(database);
    await seedDatabase(database.db);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PGLITE_DATA_DIR: dataDir }),
      database,
      logger: false,
      printMail: () => undefined,
    });
    await app.ready();
    await addMoney(app, { database: { ...database, driver: "pglite" } }, [25, 40, 7]);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(root, { recursive: true, force: true });
  });

  const restoredCopy = async (file: string) => {
    const copy = path.join(root, `restored-${Math.random().toString(36).slice(2)}`);
    expect(await runDatabaseCommand({ databaseUrl: undefined, pgliteDataDir: copy }, "restore", [file])).toMatch(
      /^Restored /,
    );
    return createDatabase({ driver: "pglite", dataDir: copy });
  };

  it("is written by the running Portico while it serves, and a copy restored from it is consistent", async () => {
    const file = path.join(root, "while-serving.tar.gz");
    const customer = await createCustomer({ database: { ...database, driver: "pglite" } });
    const [written] = await Promise.all([
      runDatabaseCommand({ databaseUrl: undefined, pgliteDataDir: dataDir }, "backup", [file]),
      // Money moving while the backup is taken.
      ...Array.from({ length: 5 }, () => topUp(app, customer, 3)),
    ]);
    expect(written).toMatch(/^Backup written by the running Portico: /);
    const restored = await restoredCopy(file);
    try {
      await assertMoneyInvariants(restored.db);
    } finally {
      await restored.close();
    }
  });

  it("restores every balance of a quiet database exactly", async () => {
    const file = path.join(root, "quiet.tar.gz");
    await runDatabaseCommand({ databaseUrl: undefined, pgliteDataDir: dataDir }, "backup", [file]);
    const restored = await restoredCopy(file);
    try {
      await assertMoneyInvariants(restored.db);
      expect(await balances(restored.db)).toEqual(await balances(database.db));
      expect((await balances(restored.db)).some((account) => (account.cents ?? 0) > 0)).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it("refuses to restore over the database a Portico is serving, and a file that is not a backup changes nothing", async () => {
    const file = path.join(root, "quiet.tar.gz");
    await expect(
      runDatabaseCommand({ databaseUrl: undefined, pgliteDataDir: dataDir }, "restore", [file]),
    ).rejects.toThrow(/A running Portico is serving .*: stop it before restoring/);
    const target = path.join(root, "untouched");
    const first = await restoredCopy(file);
    await first.close();
    const garbage = path.join(root, "garbage.tar.gz");
    await writeFile(garbage, "not a backup");
    await expect(
      runDatabaseCommand({ databaseUrl: undefined, pgliteDataDir: target }, "restore", [garbage]),
    ).rejects.toThrow();
    expect((await readdir(root)).filter((name) => name.startsWith("untouched"))).toEqual([]);
  });

  it("restores over a stopped database and keeps the one it replaced", async () => {
    const file = path.join(root, "quiet.tar.gz");
    const copy = path.join(root, "replaced");
    const first = await createDatabase({ driver: "pglite", dataDir: copy });
    await first.close();
    const answer = await runDatabaseCommand({ databaseUrl: undefined, pgliteDataDir: copy }, "restore", [file]);
    expect(answer).toMatch(/The replaced data directory is kept at .*replaced\.before-restore-/);
    const restored = await createDatabase({ driver: "pglite", dataDir: copy });
    try {
      expect(await balances(restored.db)).toEqual(await balances(database.db));
    } finally {
      await restored.close();
    }
  });
});

describeOnPostgres("pg_dump and pg_restore (docs/backups.md)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addMoney(t.app, t, [25, 40, 7]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("a custom-format dump restored into an empty database holds the invariants and every balance", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? "";
    const source = t.database.url ?? "";
    const root = await mkdtemp(path.join(tmpdir(), "portico-pgdump-"));
    const name = `portico_restore_${process.pid}_${Date.now()}`;
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    try {
      const file = path.join(root, "portico.dump");
      await run("pg_dump", ["--format=custom", `--file=${file}`, source]);
      await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
      await run("pg_restore", ["--no-owner", `--dbname=${target.href}`, file]);
      const restored = await createDatabase({ driver: "postgres", url: target.href });
      try {
        await assertMoneyInvariants(restored.db);
        expect(await balances(restored.db)).toEqual(await balances(t.database.db));
        // Migrations recorded: a Portico started on the copy has nothing to apply.
        const applied = await restored.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(30);
      } finally {
        await restored.close();
      }
    } finally {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      await rm(root, { recursive: true, force: true });
    }
  });
});
