/**
 * Worker thread entry (migrate-in-worker.ts): opens the embedded data directory named in
 * `workerData`, creating it when new, applies the pending migrations, creates or upgrades the
 * jobs' tables, and closes it again.
 */
import { parentPort, workerData } from "node:worker_threads";
import { installJobsSchema } from "../jobs/jobs-runner.ts";
import { createDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

const { dataDir } = workerData as { dataDir: string };
const database = await createDatabase({ driver: "pglite", dataDir });
try {
  await migrateDatabase(database);
  await installJobsSchema(database);
} finally {
  await database.close();
}
parentPort?.postMessage("migrated");
