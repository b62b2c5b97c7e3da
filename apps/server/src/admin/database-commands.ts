import type { Config } from "../config.ts";
import { createDatabase } from "../db/client.ts";
import { databaseTargetFor } from "../db/database-target.ts";
import { backupThroughRunningServer, restoreBackup, writeBackup } from "../db/embedded-backup.ts";
import { AdminUsageError } from "./admin-commands.ts";

/** The commands that work on the database's files rather than its rows: run before it is opened. */
export const DATABASE_COMMANDS = ["backup", "restore"] as const;

const onPostgres = {
  backup: 'On PostgreSQL, back up with pg_dump: pg_dump --format=custom --file=FILE "$DATABASE_URL" (docs/backups.md).',
  restore:
    'On PostgreSQL, restore with pg_restore into an empty database: pg_restore --no-owner --dbname="$DATABASE_URL" FILE (docs/backups.md).',
};

/** `backup FILE`, `restore FILE`: answers the line to print. */
export async function runDatabaseCommand(
  config: Pick<Config, "databaseUrl" | "pgliteDataDir">,
  command: (typeof DATABASE_COMMANDS)[number],
  args: readonly string[],
): Promise<string> {
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
