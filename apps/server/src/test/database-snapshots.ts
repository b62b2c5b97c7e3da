import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { SNAPSHOT_ENV } from "./test-database.ts";

/**
 * Every test file takes a database of its own. Making one is mostly fixed cost: an embedded
 * cluster runs initdb (about 2.5 s of CPU on a 2-core machine), then 34 migrations and the seed.
 * This global setup does that work once per run: it dumps the cluster's data directory, empty and
 * migrated-and-seeded, to files the environment names, and `createTestDatabase`
 * (`test-database.ts`) starts each embedded database from one (a dump loads in about a third of
 * the time initdb takes). A PostgreSQL test database is made as before: there the migrations take
 * a fraction of a second, and a template database measured no faster.
 * The migrations and the seed still run here, on every run, so a broken one fails the suite at
 * its start. Without this setup (a bench script) each database is made from nothing, as before.
 * Several Vitest projects name this setup; the first one to run makes the snapshots.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env[SNAPSHOT_ENV.pgliteSeeded]) return undefined;
  const folder = mkdtempSync(join(tmpdir(), "portico-test-snapshots-"));
  const embedded = await createDatabase({ driver: "pglite" });
  try {
    const pglite = embedded.pglite;
    if (!pglite) throw new Error("the embedded database has no PGlite client");
    const dumpTo = async (file: string) => {
      writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
      return file;
    };
    const empty = await dumpTo(join(folder, "empty.tar"));
    await migrateDatabase(embedded);
    await seedDatabase(embedded.db);
    const seeded = await dumpTo(join(folder, "seeded.tar"));
    process.env[SNAPSHOT_ENV.pgliteEmpty] = empty;
    process.env[SNAPSHOT_ENV.pgliteSeeded] = seeded;
  } finally {
    await embedded.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
