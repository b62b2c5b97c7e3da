import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type Database } from "../db/client.ts";

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

/**
 * A fresh, empty database for one test file: in-memory PGlite, or (PORTICO_TEST_DRIVER=postgres)
 * a uniquely named database on the TEST_DATABASE_URL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.PORTICO_TEST_DRIVER !== "postgres") {
    const database = await createDatabase({ driver: "pglite" });
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
