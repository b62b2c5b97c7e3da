import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { isMigrated, migrateDatabase } from "../db/migrate.ts";
import { rowsOf } from "../db/rows-of.ts";
import { createTestDatabase, SNAPSHOT_ENV, type TestDatabase } from "./test-database.ts";

const rowsIn = async (database: TestDatabase, table: string) =>
  rowsOf<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

describe("test databases started from the run's snapshots", () => {
  const opened: TestDatabase[] = [];
  const open = async (state: "empty" | "seeded") => {
    const database = await createTestDatabase(state);
    opened.push(database);
    return database;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  it("an empty one has no schema, and the migrations run on it", async () => {
    const database = await open("empty");
    expect(await isMigrated(database)).toBe(false);
    expect(await migrateDatabase(database)).toBe(true);
    expect(await isMigrated(database)).toBe(true);
  });

  it("a seeded one is migrated and holds the seed, and each is the caller's own", async () => {
    const [first, second] = [await open("seeded"), await open("seeded")];
    // The embedded ones come from the global setup's dump; PostgreSQL's are migrated on the spot.
    if (first.driver === "pglite") expect(process.env[SNAPSHOT_ENV.pgliteSeeded]).toMatch(/seeded\.tar$/);
    expect(await isMigrated(first)).toBe(true);
    expect(await migrateDatabase(first)).toBe(false);
    const plans = await rowsIn(first, "residential_packages");
    expect(plans).toBeGreaterThan(0);
    await first.db.execute(sql`delete from residential_packages`);
    expect(await rowsIn(first, "residential_packages")).toBe(0);
    expect(await rowsIn(second, "residential_packages")).toBe(plans);
  });
});
