import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAdminClient } from "../test/test-database.ts";
import { createDatabase, type Database } from "./client.ts";
import { MIGRATIONS_DIR, migrateDatabase } from "./migrate.ts";

/**
 * Instances starting together on one new PostgreSQL database (a deploy, `compose up`) migrate it
 * once: one applies the migrations under an advisory lock, the others wait and find nothing left.
 */

describe("migrations on one PostgreSQL database from several instances at once", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `portico_migrate_lock_${process.pid}_${Date.now()}`;
  const url = new URL(adminUrl || "postgres://localhost/x");
  url.pathname = `/${name}`;
  let instances: Database[] = [];

  beforeAll(async () => {
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
    instances = await Promise.all(
      Array.from({ length: 4 }, () => createDatabase({ driver: "postgres", url: url.href })),
    );
  });
  afterAll(async () => {
    await Promise.all(instances.map((database) => database.close()));
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  });

  it("are applied by exactly one of four instances, each migration once", async () => {
    const applied = await Promise.all(instances.map((database) => migrateDatabase(database)));
    expect(applied.filter(Boolean)).toHaveLength(1);
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const rows = (await instances[0]?.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(journal.entries.length);
  });
});
