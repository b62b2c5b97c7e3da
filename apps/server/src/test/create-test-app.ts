import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import type { WebApp } from "../plugins/web-build.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

/** The real app on a migrated, seeded database of the driver under test. */
export type TestAppOptions = {
  web?: WebApp;
  env?: Record<string, string>;
  /** Extra routes a test needs (e.g. one that throws), added before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /** Where mail is printed without SMTP_URL; by default the tests keep it out of their output. */
  printMail?: (text: string) => void;
  /** Captures the JSON log lines (set LOG_LEVEL in `env`); by default nothing is logged. */
  logStream?: { write(line: string): void };
  /** The money clock (order close times, payment times); the wall clock by default. */
  now?: () => Date;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    printMail: options.printMail ?? (() => undefined),
    ...(options.now ? { now: options.now } : {}),
    ...(options.web ? { web: options.web } : {}),
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
