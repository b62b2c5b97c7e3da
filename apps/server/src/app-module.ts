import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { EnvelopeKeyRing } from "./modules/envelope/envelope-keys.ts";
import type { RateLimitStore } from "./modules/rate-limits/rate-limits.types.ts";
import type { CachedBody } from "./plugins/public-cache/cached-body.ts";
import type { MemoCache } from "./plugins/public-cache/memo-cache.ts";

/** What every module is given by buildApp: configuration, the database, the clocks, the shared caches. */
export type ModuleContext = {
  config: Config;
  database: Database;
  db: Db;
  /** The money clock (orders' close times, payment times); tests move it. */
  clock: { now: () => Date; residentialCloseMs: number };
  /** The catalogue answers every visitor shares (ADR 011); undefined when public caching is off. */
  cache: MemoCache<CachedBody> | undefined;
  /** The envelope's key pairs (ADR 012), shared with the request-envelope plugin. */
  envelopeKeys: EnvelopeKeyRing;
  /** Where undelivered mail is printed without SMTP_URL (tests capture it). */
  printMail: ((text: string) => void) | undefined;
  /** On-demand jobs (pg-boss): the runner is attached once started, if the jobs are on. */
  jobs: JobQueue;
  /** Where request limits are counted: shared by every instance on PostgreSQL or Redis (issue #27). */
  rateLimits: RateLimitStore;
};

export type AppModule = (app: FastifyInstance, context: ModuleContext) => Promise<void>;

/**
 * A module's plugin: what it registers — routes, credentials, decorators other modules use, hooks
 * on close — from the context. It runs in its parent's context (fastify-plugin's skip-override):
 * with a context per module, the request code every answer shares saw a dozen Request and Reply
 * classes and went megamorphic (ADR 016). A module that adds hooks, parsers or plugins of its own
 * (the webhooks' body parsers, the contact form's rate limit) registers those parts in a context
 * of their own inside it.
 */
export function defineModule(name: string, register: AppModule): AppModule {
  return fp(register, { name: `module:${name}` }) as unknown as AppModule;
}
