import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { createJobsRunner, type JobsRunner, type JobsRunnerOptions } from "../jobs/jobs-runner.ts";
import type { WebApp } from "../plugins/web-build.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** The periodic jobs, when the test asked for them (`jobs` option). */
  jobs: JobsRunner | undefined;
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
  /**
   * Start the periodic jobs on pg-boss, on the app's clock. Off by default: tests call the sweeps
   * directly, and only the jobs' own tests prove the runner.
   */
  jobs?: JobsRunnerOptions;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase("seeded");
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
  const jobs = options.jobs
    ? createJobsRunner({ database, now: options.now ?? (() => new Date()), log: app.log }, options.jobs)
    : undefined;
  await jobs?.start();
  app.jobQueue.attach(jobs);
  return {
    app,
    database,
    config,
    jobs,
    close: async () => {
      await jobs?.stop();
      await app.close();
      await database.close();
    },
  };
}
