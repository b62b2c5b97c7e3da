import { loadConfigOrExit } from "../config.ts";
import { startErrorSentence } from "../start-errors.ts";
import { createDatabase } from "./client.ts";
import { databaseTargetFor } from "./database-target.ts";
import { migrateDatabase } from "./migrate.ts";

// `npm run db:migrate`: the server also migrates at start; this is for deploy pipelines.
const config = loadConfigOrExit();
const target = databaseTargetFor(config);
const database = await createDatabase(target).catch((error: unknown) => {
  // The embedded data directory in use by a running Portico: its sentence, not a stack.
  const sentence = startErrorSentence(error);
  if (!sentence) throw error;
  console.error(sentence);
  process.exit(1);
});
try {
  const applied = await migrateDatabase(database);
  console.log(applied ? `Migrations applied (${target.driver}).` : `Already up to date (${target.driver}).`);
} finally {
  await database.close();
}
