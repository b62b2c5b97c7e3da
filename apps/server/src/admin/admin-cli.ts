import { loadConfigOrExit } from "../config.ts";
import { createDatabase } from "../db/client.ts";
import { databaseTargetFor } from "../db/database-target.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { AdminUsageError, runAdminCommand } from "./admin-commands.ts";
import { adminCommandDeps } from "./admin-deps.ts";
import { DATABASE_COMMANDS, runDatabaseCommand } from "./database-commands.ts";

// `npm run admin -- <command> …`: operator commands on the configured database (README: Operating).
const config = loadConfigOrExit();
const [command, ...args] = process.argv.slice(2);
if ((DATABASE_COMMANDS as readonly string[]).includes(command ?? "")) {
  // Backups and restores work on the database's files: the database is not opened for them here.
  try {
    console.log(await runDatabaseCommand(config, command as (typeof DATABASE_COMMANDS)[number], args));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
  process.exit();
}
const database = await createDatabase(databaseTargetFor(config));
try {
  await migrateDatabase(database);
  const admin = adminCommandDeps(config, database.db);
  try {
    console.log(await runAdminCommand(admin.deps, process.argv.slice(2)));
  } finally {
    admin.close();
  }
} catch (error) {
  if (!(error instanceof AdminUsageError) && !(error instanceof TypeError && "code" in error)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
