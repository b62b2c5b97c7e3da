import type { FastifyBaseLogger } from "fastify";
import type { ConstructorOptions, PgBoss, QueueOptions, QueuePolicy } from "pg-boss";
import type { Database, Db } from "../db/client.ts";
import { closeUnpaidOrdersJob } from "./close-unpaid-orders.job.ts";
import { importStaticIpsJob } from "./import-static-ips.job.ts";
import { releaseExpiredIpsJob } from "./release-expired-ips.job.ts";

/** pg-boss keeps its tables here, apart from the app's `public` tables and Drizzle's migrations. */
export const JOBS_SCHEMA = "pgboss";

export type JobsLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export type JobContext = {
  /** The app's database; a job opens its own short transactions on it. */
  db: Db;
  /** The money clock (the wall clock outside tests). */
  now: () => Date;
  log: JobsLog;
};

/**
 * A periodic sweep, or a job queued on demand (no `cron`) with its data. `run` must be idempotent: pg-boss delivers at least once, a retried or
 * caught-up run repeats work, so a run does each change by a conditional update that a second
 * run finds already done.
 */
export type JobDefinition = {
  /** The pg-boss queue name. */
  name: string;
  /**
   * Cron expression in UTC. pg-boss files one job per minute at most, whatever the expression.
   * Absent for a job that runs only when requested.
   */
  cron?: string;
  /** The queue policy, fixed when the queue is first created (pg-boss cannot change it later). */
  policy: QueuePolicy;
  /** Retry, expiry and retention; applied again at every start, so a change here reaches old databases. */
  queue: QueueOptions;
  /** What the run did, stored as the job's output; `data` is what the request sent (null for a sweep). */
  run(context: JobContext, data?: unknown): Promise<Record<string, unknown>>;
};

export type JobsRunnerOptions = {
  /**
   * How often an idle instance looks for a job to run. The sweeps run once a minute, so a few
   * seconds is plenty; tests shorten it (pg-boss's floor is 0.5).
   */
  pollingIntervalSeconds?: number;
  /** Queue one run of every job as the runner starts, so a restart catches up at once (default true). */
  runAtStart?: boolean;
  /** The jobs to run; every periodic sweep and on-demand job by default. Tests wrap one to watch it. */
  jobs?: JobDefinition[];
};

export type JobsRunner = {
  start(): Promise<void>;
  /**
   * Queues a run of a job, now or after `startAfterSeconds`. False when the queue's policy dropped
   * it because a run is already waiting, which then does the same work.
   */
  request(name: string, options?: { startAfterSeconds?: number; data?: object }): Promise<boolean>;
  /** Stops taking jobs and waits up to `timeoutMs` for a running one to finish; the database stays open. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

/** Every periodic sweep the runner schedules. */
export const PERIODIC_JOBS: JobDefinition[] = [closeUnpaidOrdersJob, releaseExpiredIpsJob];

/** Jobs queued on demand with their data (`request`). */
export const ON_DEMAND_JOBS: JobDefinition[] = [importStaticIpsJob];

/**
 * Runs the periodic sweeps on pg-boss, on the app's own database: PGlite through its one
 * in-process connection, PostgreSQL through a small pool of pg-boss's own. The schedule, the
 * queued jobs and which instance runs what all live in the database, so sweeps go on across
 * restarts and instances (ADR 401).
 */
export function createJobsRunner(
  deps: { database: Database; now: () => Date; log: JobsLog },
  options: JobsRunnerOptions = {},
): JobsRunner {
  const jobs = options.jobs ?? [...PERIODIC_JOBS, ...ON_DEMAND_JOBS];
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 5;
  const context: JobContext = { db: deps.database.db, now: deps.now, log: deps.log };
  let boss: PgBoss | undefined;

  return {
    async start() {
      if (boss) return;
      // Loaded here, with the runner's start after the first page, not with the server (ADR 009).
      const { PgBoss, fromPglite } = await import("pg-boss");
      const instance = new PgBoss(bossOptionsFor(deps.database, fromPglite));
      // Without a listener an 'error' event would throw; pg-boss retries its loops by itself.
      instance.on("error", (error) => deps.log.error({ err: error }, "jobs: pg-boss error"));
      instance.on("warning", (warning) => deps.log.warn({ warning }, "jobs: pg-boss warning"));
      try {
        await instance.start();
        for (const job of jobs) {
          await instance.createQueue(job.name, { ...job.queue, policy: job.policy });
          await instance.updateQueue(job.name, job.queue);
          // A restart after downtime sends the most recent missed minute once, not one per minute.
          if (job.cron) await instance.schedule(job.name, job.cron, null, { missed: "once" });
          await instance.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async ([delivered]) => {
            try {
              return await job.run(context, delivered?.data ?? null);
            } catch (error) {
              deps.log.error({ err: error, job: job.name }, "jobs: run failed; the next one retries the work");
              throw error;
            }
          });
          if (job.cron && options.runAtStart !== false) await instance.send(job.name, null);
        }
      } catch (error) {
        await instance.stop({ graceful: false }).catch(() => undefined);
        throw error;
      }
      boss = instance;
    },
    async request(name, { startAfterSeconds, data } = {}) {
      if (!boss) throw new Error("jobs: the runner is not started");
      const id = await boss.send(name, data ?? null, startAfterSeconds ? { startAfter: startAfterSeconds } : {});
      return id !== null;
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      const instance = boss;
      boss = undefined;
      // Closes pg-boss's own pool on PostgreSQL; the PGlite client belongs to the app, which closes it.
      await instance?.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

/**
 * Creates pg-boss's tables, or upgrades them to this pg-boss, and runs nothing: pg-boss's own
 * start with its supervisor and cron pass off, stopped at once. The embedded database's worker
 * thread calls it when it creates or migrates a data directory (ADR 014): pg-boss's DDL, run by
 * the runner's first start in the server's thread, slowed the server as the app's migrations did.
 */
export async function installJobsSchema(database: Database): Promise<void> {
  const { PgBoss, fromPglite } = await import("pg-boss");
  const instance = new PgBoss({ ...bossOptionsFor(database, fromPglite), supervise: false, schedule: false });
  let failure: unknown;
  instance.on("error", (error) => {
    failure ??= error;
  });
  await instance.start();
  await instance.stop({ graceful: false });
  if (failure) throw failure;
}

function bossOptionsFor(database: Database, fromPglite: typeof import("pg-boss").fromPglite): ConstructorOptions {
  const common = { schema: JOBS_SCHEMA, instanceName: "portico" };
  if (database.target.driver === "postgres") {
    // Few connections suffice: one worker per sweep, the cron pass and maintenance, all brief.
    return { ...common, connectionString: database.target.url, max: 4, application_name: "portico-jobs" };
  }
  if (!database.pglite) throw new Error("jobs: the embedded database did not expose its PGlite client");
  // PGlite has one connection for everything: pg-boss queues its statements behind the app's.
  return { ...common, backend: "pglite", db: fromPglite(database.pglite) };
}
