/**
 * Worker thread entry (migrate-in-worker.ts): opens the embedded data directory named in
 * `workerData`, creating it when new, applies the pending migrations and closes it again.
 */
import { parentPort, workerData } from "node:worker_threads";
import { createDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

const { dataDir } = workerData as { dataDir: string };
const database = await createDatabase({ driver: "pglite", dataDir });
try {
  await migrateDatabase(database);
} finally {
  await database.close();
}
parentPort?.postMessage("migrated");
