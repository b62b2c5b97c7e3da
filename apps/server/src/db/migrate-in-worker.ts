import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { StartError } from "../start-errors.ts";
import { createDatabase, type Database, type DatabaseTarget } from "./client.ts";
import { isMigrated, migrateDatabase } from "./migrate.ts";

/**
 * Opens the database with every committed migration applied; `migrated` says whether any were.
 *
 * On an embedded database on disk, a new data directory is created, and pending migrations run,
 * in a worker thread (which also has pg-boss create its tables), not in the server's own: DDL
 * run on PGlite in the server's thread left its JavaScript engine with call-site feedback it
 * never recovered from. Node's own `process.nextTick` ran six times slower for the life of the
 * process, and `/livez` served 25–30% fewer requests than the same server started on a migrated
 * directory (ADR 014). A start with nothing to migrate (every start but the first and the ones
 * after an upgrade) opens the directory once, as before. PostgreSQL and in-memory PGlite (the
 * tests) migrate in the server's thread.
 */
export async function openMigrated(
  target: DatabaseTarget,
  options: {
    open?: (target: DatabaseTarget) => Promise<Database>;
    mark?: (phase: StartPhase) => void;
    /** Creates or migrates a data directory away from this thread (tests record the calls). */
    migrateElsewhere?: (dataDir: string) => Promise<void>;
  } = {},
): Promise<{ database: Database; migrated: boolean }> {
  const open = options.open ?? createDatabase;
  const mark = options.mark ?? (() => {});
  const migrateInWorker = options.migrateElsewhere ?? migrateInWorkerThread;
  const dataDir = embeddedDataDirOnDisk(target);
  if (dataDir !== undefined && !isCreated(dataDir)) {
    await migrateInWorker(dataDir);
    mark("migrations");
    const database = await open(target);
    mark("database");
    return { database, migrated: true };
  }
  const database = await open(target);
  mark("database");
  try {
    if (await isMigrated(database)) return { database, migrated: false };
    if (dataDir === undefined) {
      const migrated = await migrateDatabase(database);
      mark("migrations");
      return { database, migrated };
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  // The worker needs the directory to itself: PGlite has one process-wide owner of its files.
  await database.close();
  await migrateInWorker(dataDir);
  mark("migrations");
  const reopened = await open(target);
  mark("database");
  return { database: reopened, migrated: true };
}

/** The start's phases this step ends (start-timeline.ts), marked as each ends. */
type StartPhase = "database" | "migrations";

function embeddedDataDirOnDisk(target: DatabaseTarget): string | undefined {
  if (target.driver !== "pglite" || target.dataDir === undefined || target.dataDir.includes("://")) return undefined;
  return target.dataDir;
}

/** PostgreSQL writes PG_VERSION when it creates a data directory (initdb). */
function isCreated(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "PG_VERSION"));
}

function migrateInWorkerThread(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./migrate-worker.ts", import.meta.url), { workerData: { dataDir } });
    let done = false;
    worker.once("message", () => {
      done = true;
    });
    // An error crosses the thread as a plain Error (its name, message and code kept, not its
    // class): a start error (the directory held by another Portico) is made one again, so the
    // start still stops with its sentence alone.
    worker.once("error", (error) =>
      reject(error.name === "StartError" ? new StartError(error.message, { cause: error }) : error),
    );
    worker.once("exit", (code) => {
      if (done) resolve();
      else reject(new Error(`the migration worker stopped (exit code ${code}) before the migrations were applied`));
    });
  });
}
