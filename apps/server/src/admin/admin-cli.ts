import { loadConfigOrExit } from "../config.ts";
import { createDatabase } from "../db/client.ts";
import { databaseTargetFor } from "../db/database-target.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { createPaymentProviders } from "../modules/payments/payment-providers.ts";
import { AdminUsageError, runAdminCommand } from "./admin-commands.ts";

// `npm run admin -- <command> …`: operator commands on the configured database (README: Operating).
const config = loadConfigOrExit();
const database = await createDatabase(databaseTargetFor(config));
try {
  await migrateDatabase(database);
  const providers = () => createPaymentProviders(database.db, config.payments, config.publicUrl);
  console.log(await runAdminCommand({ db: database.db, providers, envelope: config.envelope }, process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof AdminUsageError) && !(error instanceof TypeError && "code" in error)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
