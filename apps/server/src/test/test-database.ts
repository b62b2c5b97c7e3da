import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { createDatabase, type Database } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed/seed.ts";

export type TestDatabase = Database & { driver: "pglite" | "postgres"; url?: string };

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Where this run's starting points are, when its global setup made them (`database-snapshots.ts`). */
export const SNAPSHOT_ENV = {
  /** A file: the dump of an empty PGlite cluster (after initdb). */
  pgliteEmpty: "PORTICO_TEST_PGLITE_EMPTY",
  /** A file: the dump of a PGlite cluster after the migrations and the seed. */
  pgliteSeeded: "PORTICO_TEST_PGLITE_SEEDED",
} as const;

/**
 * What a new test database holds: nothing (a migration test), or the migrated and seeded schema
 * every app test starts from. Either way it is the test file's own.
 */
export type TestDatabaseState = "empty" | "seeded";

function pgliteSnapshot(state: TestDatabaseState): Blob | undefined {
  const file = process.env[state === "empty" ? SNAPSHOT_ENV.pgliteEmpty : SNAPSHOT_ENV.pgliteSeeded];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * A fresh database for one test file: in-memory PGlite, or (PORTICO_TEST_DRIVER=postgres) a
 * uniquely named database on the TEST_DATABASE_URL server, dropped again on close. A "seeded"
 * embedded one starts from the run's migrated copy when there is one; the migrations and the seed
 * then run and find nothing to do, and where there is no copy they do the work.
 */
export async function createTestDatabase(state: TestDatabaseState = "empty"): Promise<TestDatabase> {
  const database = await openTestDatabase(state);
  if (state === "seeded") {
    await migrateDatabase(database);
    await seedDatabase(database.db);
  }
  return database;
}

async function openTestDatabase(state: TestDatabaseState): Promise<TestDatabase> {
  if (process.env.PORTICO_TEST_DRIVER !== "postgres") {
    const from = pgliteSnapshot(state);
    const database = await createDatabase({ driver: "pglite", ...(from ? { from } : {}) });
    return { ...database, driver: "pglite" };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("PORTICO_TEST_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `portico_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ driver: "postgres", url: url.href });
  return {
    ...database,
    driver: "postgres",
    url: url.href,
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
