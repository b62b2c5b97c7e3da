import pg from "pg";
import type { Config } from "../config.ts";
import { createDatabase } from "../db/client.ts";
import { copyToPostgres, holdsPortico, rowCounts } from "../db/copy-to-postgres.ts";
import { databaseTargetFor } from "../db/database-target.ts";
import { backupThroughRunningServer, restoreBackup, writeBackup } from "../db/embedded-backup.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { AdminUsageError } from "./admin-commands.ts";

/** The commands that work on the database's files rather than its rows: run before it is opened. */
export const DATABASE_COMMANDS = ["backup", "restore", "migrate-to"] as const;

const onPostgres = {
  backup: 'On PostgreSQL, back up with pg_dump: pg_dump --format=custom --file=FILE "$DATABASE_URL" (docs/backups.md).',
  restore:
    'On PostgreSQL, restore with pg_restore into an empty database: pg_restore --no-owner --dbname="$DATABASE_URL" FILE (docs/backups.md).',
};

/** `backup FILE`, `restore FILE`, `migrate-to DATABASE_URL`: answers the line to print. */
export async function runDatabaseCommand(
  config: Pick<Config, "databaseUrl" | "pgliteDataDir">,
  command: (typeof DATABASE_COMMANDS)[number],
  args: readonly string[],
): Promise<string> {
  if (command === "migrate-to") return migrateTo(config, args);
  const [file, ...rest] = args;
  if (!file || rest.length > 0)
    throw new AdminUsageError(`${command} takes one file: npm run admin -- ${command} FILE`);
  const target = databaseTargetFor(config);
  if (target.driver === "postgres") throw new AdminUsageError(onPostgres[command]);
  const dataDir = target.dataDir ?? config.pgliteDataDir;
  if (command === "backup") {
    const served = await backupThroughRunningServer(dataDir, file);
    if (served !== undefined) return `Backup written by the running Portico: ${file} (${kilobytes(served)}).`;
    const database = await createDatabase(target);
    try {
      if (!database.pglite) throw new Error("the embedded database has no PGlite client");
      return `Backup written: ${file} (${kilobytes(await writeBackup(database.pglite, file))}).`;
    } finally {
      await database.close();
    }
  }
  const { kept } = await restoreBackup(dataDir, file, async (dir, dump) => {
    const { PGlite } = await import("@electric-sql/pglite");
    const restored = new PGlite(dir, { loadDataDir: dump });
    await restored.waitReady;
    return {
      // A Portico database: its migrations' table is there.
      check: async () => {
        await restored.query("select count(*) from drizzle.__drizzle_migrations");
      },
      close: () => restored.close(),
    };
  });
  return `Restored ${file} into ${dataDir}.${kept ? ` The replaced data directory is kept at ${kept}.` : ""}`;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * `migrate-to DATABASE_URL`: every row of the embedded database into a new PostgreSQL database
 * (Portico stopped: the data directory's lock refuses otherwise), checked table by table.
 */
async function migrateTo(config: Pick<Config, "databaseUrl" | "pgliteDataDir">, args: readonly string[]) {
  const [url, ...rest] = args;
  if (!url || rest.length > 0 || !/^postgres(ql)?:\/\//.test(url))
    throw new AdminUsageError("migrate-to takes the new database's address: npm run admin -- migrate-to postgres://…");
  if (config.databaseUrl)
    throw new AdminUsageError(
      "migrate-to copies the embedded database, but DATABASE_URL is set: unset it to name the source.",
    );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await holdsPortico(client))
      throw new AdminUsageError(`${shown(url)} already holds a Portico database: migrate-to fills a new, empty one.`);
    const source = await createDatabase({ driver: "pglite", dataDir: config.pgliteDataDir });
    try {
      if (!source.pglite) throw new Error("the embedded database has no PGlite client");
      await migrateDatabase(source);
      const target = await createDatabase({ driver: "postgres", url });
      try {
        await migrateDatabase(target);
      } finally {
        await target.close();
      }
      const pglite = source.pglite;
      const report = await copyToPostgres(pglite, client);
      const tables = report.tables.map((table) => table.name);
      const [before, after] = await Promise.all([
        rowCounts((text) => pglite.query(text) as never, tables),
        rowCounts((text) => client.query(text) as never, tables),
      ]);
      const differing = tables.filter((table) => before.get(table) !== after.get(table));
      if (differing.length > 0) throw new Error(`Row counts differ after the copy in: ${differing.join(", ")}.`);
      const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
      return `Copied ${rows} rows in ${tables.length} tables to ${shown(url)}, every table's count checked. Start Portico with DATABASE_URL set to it; the embedded data directory is left as it was.`;
    } finally {
      await source.close();
    }
  } finally {
    await client.end();
  }
}

/** An address without its password, for printing. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.href;
}
