import type { FastifyInstance } from "fastify";
import { buildApp, type CrossCuttingPlugin } from "./app.ts";
import type { Config } from "./config.ts";
import { createDatabase, type Database, type DatabaseTarget } from "./db/client.ts";
import { databaseTargetFor } from "./db/database-target.ts";
import { openMigrated } from "./db/migrate-in-worker.ts";
import { seedDatabase } from "./db/seed/seed.ts";
import { createJobsRunner, type JobsRunner } from "./jobs/jobs-runner.ts";
import type { WebApp } from "./plugins/web-build.ts";
import { startBanner } from "./start-banner.ts";
import { databaseProblem, listenProblem } from "./start-errors.ts";
import { type StartTimeline, startTimeline } from "./start-timeline.ts";

/**
 * Shared by main.ts (built web app) and dev.ts (Vite): database, migrations, demo seed, app,
 * listen, the periodic jobs (unless JOBS=off), and a graceful shutdown on SIGTERM/SIGINT.
 */
export type StartOptions = {
  /**
   * Remove SIGTERM listeners others installed before ours. Development needs it: React Router's
   * Vite plugin starts an inner Vite server whose SIGTERM listener calls process.exit(), which
   * would cut our drain short and leave the PGlite data directory uncleanly closed.
   */
  takeOverSigterm?: boolean;
  /** Called once the database is migrated and seeded: the browser suite reads it (e2e/serve.ts). */
  onDatabaseReady?: (database: Database) => void | Promise<void>;
  /** Where the phases of the start are marked; logged once listening. */
  timeline?: StartTimeline;
  /** Benches only: cross-cutting plugins left out (AppDeps.without). */
  without?: ReadonlySet<CrossCuttingPlugin>;
};

export async function startServer(
  config: Config,
  loadWeb: () => Promise<WebApp>,
  options: StartOptions = {},
): Promise<FastifyInstance> {
  const timeline = options.timeline ?? startTimeline();
  const target = databaseTargetFor(config);
  // The web app and the database open side by side: the web build's modules load while PGlite
  // compiles its WebAssembly and reads its files. (main.ts checks that a build exists first, so
  // a missing build still stops the start before the database is touched.)
  const [webResult, databaseResult] = await Promise.allSettled([
    loadWeb().then((web) => {
      timeline.mark("web");
      return web;
    }),
    openMigrated(target, { open: openDatabase, mark: (phase) => timeline.mark(phase) }).catch((error: unknown) => {
      throw databaseProblem(error, target) ?? error;
    }),
  ]);
  if (webResult.status === "rejected" || databaseResult.status === "rejected") {
    if (webResult.status === "fulfilled") await webResult.value.close?.();
    if (databaseResult.status === "fulfilled") await databaseResult.value.database.close();
    throw webResult.status === "rejected" ? webResult.reason : (databaseResult as PromiseRejectedResult).reason;
  }
  const web = webResult.value;
  const { database, migrated } = databaseResult.value;
  let app: FastifyInstance | undefined;
  try {
    const seeded = await seedDatabase(database.db);
    timeline.mark("seed");
    await options.onDatabaseReady?.(database);
    app = await buildApp({ config, database, web, ...(options.without ? { without: options.without } : {}) });
    timeline.mark("app");
    app.log.info({ driver: target.driver, migrated, seeded }, "database ready");
    await app.listen({ host: config.host, port: config.port }).catch((error: unknown) => {
      throw listenProblem(error, config) ?? error;
    });
    timeline.mark("listening");
  } catch (error) {
    // The app's onClose hook stops the web app (Vite) too; without an app, stop it here.
    if (app) await app.close();
    else await web.close?.();
    await database.close();
    throw error;
  }
  const startMs = timeline.phases();
  app.log.info(
    { startMs },
    `${config.productName} is listening on ${config.publicUrl} (started in ${startMs.listening} ms)`,
  );
  // For the person at the terminal, not the log pipeline: plain lines, no secrets in them.
  process.stdout.write(`\n${startBanner(config, target)}\n\n`);
  if (!config.smtpUrl) {
    app.log.warn(
      "Mail is not delivered: no SMTP_URL is set. Each message is kept in the mail_outbox table and printed " +
        "here in full (signup codes, reset links). Set SMTP_URL=smtp://user:password@host:587 (or smtps://…:465) to send it.",
    );
  }
  if (options.takeOverSigterm) process.removeAllListeners("SIGTERM");
  const jobs = config.jobs
    ? startJobsSoon(app, createJobsRunner({ database, now: () => new Date(), log: app.log }))
    : undefined;
  if (!jobs) app.log.info("jobs: off (JOBS=off): unpaid orders close only while an instance with the jobs on runs");
  const shutdown = installShutdown(app, database, jobs, config.shutdownTimeoutMs, config.shutdownReadyDelayMs);
  jobs?.started.catch((error: unknown) => {
    app.log.error({ err: error }, "jobs: failed to start; stopping");
    void shutdown("jobs", 1);
  });
  return app;
}

/** How long after listen the jobs start when no request comes first. */
const JOBS_START_DELAY_MS = 2_000;

type SoonStartedJobs = { started: Promise<void>; stop(timeoutMs: number): Promise<void> };

/**
 * pg-boss's start (its schema check: 0.5–1.5 s on PGlite here) shares the main thread and, on
 * PGlite, the one connection with the first requests: started right at listen, it held the first
 * page back by as much (ADR 009). It starts once the first answer is sent, or 2 s after listen
 * when no request comes; a stop before then cancels it, a stop during it waits for it.
 */
function startJobsSoon(app: FastifyInstance, jobs: JobsRunner): SoonStartedJobs {
  let cancelled = false;
  const firstAnswerOrDelay = new Promise<void>((resolve) => {
    app.server.once("request", (_request, response) => response.once("close", () => resolve()));
    setTimeout(resolve, JOBS_START_DELAY_MS).unref();
  });
  const started = firstAnswerOrDelay.then(async () => {
    if (cancelled) return;
    const startedAt = performance.now();
    await jobs.start();
    app.jobQueue.attach(jobs);
    app.log.info({ ms: Math.round(performance.now() - startedAt) }, "jobs: started (close-unpaid-orders every minute)");
  });
  return {
    started,
    async stop(timeoutMs) {
      cancelled = true;
      app.jobQueue.attach(undefined);
      await started.catch(() => undefined);
      await jobs.stop({ timeoutMs });
    },
  };
}

/** Opens the database; a cause the operator can fix becomes one sentence (start-errors.ts). */
async function openDatabase(target: DatabaseTarget): Promise<Database> {
  try {
    return await createDatabase(target);
  } catch (error) {
    throw databaseProblem(error, target) ?? error;
  }
}

function installShutdown(
  app: FastifyInstance,
  database: Database,
  jobs: SoonStartedJobs | undefined,
  timeoutMs: number,
  readyDelayMs: number,
) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals | "jobs", exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutdown: no longer accepting connections, draining in-flight requests");
    // Past the deadline, exit anyway: a stuck request must not keep a deploy waiting forever.
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, "shutdown: timed out waiting for requests; exiting");
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    // Readiness fails first; with a delay, a load balancer that polls it stops sending meanwhile.
    app.startDraining();
    if (readyDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, readyDelayMs));
    try {
      // A running sweep finishes (its orders are closed one transaction each) while requests drain;
      // both need the database, which closes last.
      await Promise.all([
        app.close().then(() => app.log.info("shutdown: HTTP server closed")),
        jobs?.stop(timeoutMs).then(() => app.log.info("shutdown: jobs stopped")),
      ]);
      await database.close();
      app.log.info("shutdown: database closed");
      process.exit(exitCode);
    } catch (error) {
      app.log.error({ err: error }, "shutdown: failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", (signal) => void shutdown(signal));
  process.once("SIGINT", (signal) => void shutdown(signal));
  return shutdown;
}
