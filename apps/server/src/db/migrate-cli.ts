import { loadConfigOrExit } from "../config.ts";
import { createDatabase } from "./client.ts";
import { databaseTargetFor } from "./database-target.ts";
import { migrateDatabase } from "./migrate.ts";

// `npm run db:migrate`: the server also migrates at start; this is for deploy pipelines.
const config = loadConfigOrExit();
const target = databaseTargetFor(config);
const database = await createDatabase(target);
try {
  await migrateDatabase(database);
  console.log(`Migrations applied (${target.driver}).`);
} finally {
  await database.close();
}
