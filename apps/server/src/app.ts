import middie from "@fastify/middie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import fp from "fastify-plugin";
import type { ModuleContext } from "./app-module.ts";
import { APP_MODULES } from "./app-modules.ts";
import { type Config, publicConfigOf } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerJobMetrics } from "./jobs/job-metrics.ts";
import { createJobQueue, type JobQueue } from "./jobs/job-queue.ts";
import { replayGuardFor } from "./modules/envelope/envelope.service.ts";
import { createEnvelopeKeyRing } from "./modules/envelope/envelope-keys.ts";
import { rateLimitsFor } from "./modules/rate-limits/rate-limits.service.ts";
import apiDocs from "./plugins/api-docs.ts";
import auth from "./plugins/auth/auth.ts";
import compression from "./plugins/compression.ts";
import { deferredChildLogger } from "./plugins/deferred-child-logger.ts";
import errors from "./plugins/errors.ts";
import health from "./plugins/health.ts";
import { loggerOptions } from "./plugins/logger.ts";
import metrics from "./plugins/metrics.ts";
import { registerCacheMetrics, registerPoolMetrics } from "./plugins/operations-metrics.ts";
import { createApiCache } from "./plugins/public-cache/cached-body.ts";
import catalogueChanges from "./plugins/public-cache/catalogue-changes.ts";
import { createFrontDoor } from "./plugins/public-cache/front-door.ts";
import { frontDoorServerFactory } from "./plugins/public-cache/front-door-server.ts";
import type { MemoCache } from "./plugins/public-cache/memo-cache.ts";
import { createPageCache } from "./plugins/public-cache/page-cache.ts";
import requestEnvelope from "./plugins/request-envelope.ts";
import requestId, { genReqId } from "./plugins/request-id.ts";
import requestLanguage from "./plugins/request-language.ts";
import requestLog, { logRequest, logsRequests } from "./plugins/request-log.ts";
import security from "./plugins/security.ts";
import ssr from "./plugins/ssr.ts";
import { thirdPartyOrigins } from "./plugins/third-party-origins.ts";
import validation from "./plugins/validation.ts";
import type { WebApp } from "./plugins/web-build.ts";
import webStatic from "./plugins/web-static.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Called with a page's path when the page cache answers it (no loader ran); absent without the cache. */
    pageCacheHits: Set<(path: string) => void>;
    /** Where the jobs runner is attached once started; modules queue on-demand jobs through it. */
    jobQueue: JobQueue;
  }
}

/** Trust the nearest `hops` proxies, as Fastify does for a numeric `trustProxy`. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export type AppDeps = {
  config: Config;
  database: Database;
  /** The web app to render; absent in API-only tests. */
  web?: WebApp;
  /** Overrides the logger (tests pass false to keep output quiet). */
  logger?: boolean;
  /** Tests: JSON log lines go here instead of stdout (at the configured LOG_LEVEL). */
  logStream?: { write(line: string): void };
  /** Where undelivered mail is printed without SMTP_URL (the console by default; tests capture it). */
  printMail?: (text: string) => void;
  /** The money clock (orders' close times, payment times); tests move it. Default: the wall clock. */
  now?: () => Date;
  /**
   * Benches only (`npm run bench:plugins`): cross-cutting plugins left out, to measure what each
   * one costs every request. Never set by the server's own start.
   */
  without?: ReadonlySet<CrossCuttingPlugin>;
};

/** The plugins every request passes through, by the name `without` takes. */
export const CROSS_CUTTING_PLUGINS = [
  "request-id",
  "request-log",
  "security",
  "compression",
  "metrics",
  "auth",
  "public-cache",
] as const;
export type CrossCuttingPlugin = (typeof CROSS_CUTTING_PLUGINS)[number];

/**
 * Registers a plugin that only adds routes (health, the SSR catch-all) in its parent's context,
 * as the modules are (app-module.ts, ADR 016).
 */
const routesOnly = fp;

/**
 * The whole HTTP surface, in order: cross-cutting plugins, operational routes, API modules,
 * then the web app last so its catch-all never shadows an API route. No listen here.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, web } = deps;
  const use = (plugin: CrossCuttingPlugin) => !deps.without?.has(plugin);
  const publicCache = use("public-cache") && config.publicCacheSeconds > 0;
  // Shared answers from memory before routing (ADR 013); a sealed request is never one (ADR 012).
  const frontDoor = publicCache && config.envelope.mode === "off" ? createFrontDoor() : undefined;
  const app = Fastify({
    ...(frontDoor ? { serverFactory: frontDoorServerFactory(frontDoor) } : {}),
    logger:
      deps.logger === false
        ? false
        : deps.logStream
          ? { ...loggerOptions({ ...config, logFormat: "json" }), stream: deps.logStream }
          : loggerOptions(config),
    // One line per request instead of Fastify's two, without the query string (plugins/request-log).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId,
    requestIdHeader: false,
    childLoggerFactory: deferredChildLogger,
    // Routes looked up by generated code instead of a tree walk (find-my-way's compiler mode):
    // every request pays the lookup (issue #14).
    routerOptions: { compile: true },
    // Graceful close: idle keep-alive sockets are closed at once, and a request arriving on a
    // busy one while draining gets 503 so the client retries elsewhere.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // Behind a reverse proxy every request comes from the proxy's address; trusting it lets
    // request.ip (and so the per-address throttles) see the real client.
    // (A hop count is passed as Fastify's own function for it: its types omit the number form.)
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
  });

  if (use("request-id")) await app.register(requestId);
  if (use("request-log")) await app.register(requestLog);
  await app.register(requestLanguage);
  await app.register(validation);
  await app.register(errors, { strictAnswers: config.env !== "production" });
  if (use("security"))
    await app.register(security, { viteDevServer: web?.mode === "development", thirdParty: thirdPartyOrigins(config) });
  // The envelope's key pairs are read (or generated) on first use only, so `off` costs nothing.
  const envelopeKeys = createEnvelopeKeyRing({
    db: database.db,
    settings: config.envelope,
    now: deps.now ?? (() => new Date()),
  });
  // Before compression: its onSend must see the sealed answer, not compress the plain one.
  await app.register(requestEnvelope, {
    mode: config.envelope.mode,
    keys: envelopeKeys,
    replay: replayGuardFor(database),
  });
  if (use("compression")) await app.register(compression);
  if (use("metrics")) await app.register(metrics);
  await app.register(apiDocs, { productName: config.productName, publicUrl: config.publicUrl });
  await app.register(routesOnly(health), { database });
  if (frontDoor) {
    app.decorate("frontDoor", frontDoor);
    // Fastify answers what arrives while it closes (503, and the socket closed).
    app.addHook("preClose", (done) => {
      frontDoor.close();
      done();
    });
  }
  // Modules add the credentials they own (ADR 408); endpoints registered after this resolve them.
  if (use("auth")) await app.register(auth);
  // A page answered from the page cache ran no loader: modules that count what a loader would
  // have counted listen here (the help centre's article views).
  if (publicCache) app.decorate("pageCacheHits", new Set<(path: string) => void>());
  if (publicCache) await app.register(catalogueChanges, { database });
  // The catalogue answers every visitor shares, from memory until the catalogue changes (ADR 011).
  const cache = publicCache ? createApiCache(config.publicCacheSeconds * 1000) : undefined;
  if (cache) app.catalogueChanges.subscribe(() => cache.invalidate());
  // The caches' lookups on /metrics; the page cache joins below when there is a web app.
  const publicCaches: Record<string, MemoCache<unknown> | undefined> = { api: cache as MemoCache<unknown> | undefined };
  if (app.metricsRegistry) registerCacheMetrics(app.metricsRegistry, publicCaches);

  const jobQueue = createJobQueue();
  app.decorate("jobQueue", jobQueue);
  const clock = deps.now ?? (() => new Date());
  const rateLimits = rateLimitsFor({
    redisUrl: config.redisUrl,
    driver: database.target.driver,
    db: database.db,
    now: () => clock().getTime(),
  });
  app.addHook("onClose", () => rateLimits.close());
  // Every module's routes, credentials and shared services (app-modules.ts, in order).
  const context: ModuleContext = {
    config,
    database,
    db: database.db,
    clock: { now: deps.now ?? (() => new Date()), residentialCloseMs: config.payments.orderCloseMs },
    cache,
    envelopeKeys,
    printMail: deps.printMail,
    jobs: jobQueue,
    rateLimits,
  };
  for (const module of APP_MODULES) await app.register(module, context);
  if (app.metricsRegistry) {
    registerPoolMetrics(app.metricsRegistry, database);
    registerJobMetrics(app.metricsRegistry, database.db);
  }

  if (web) {
    if (web.close) app.addHook("onClose", web.close);
    if (web.devMiddleware) {
      await app.register(middie);
      app.use(web.devMiddleware);
    }
    if (web.clientDir) await app.register(webStatic, { clientDir: web.clientDir });
    const pageCache = publicCache ? createPageCache(config.publicCacheSeconds * 1000) : undefined;
    if (pageCache) app.catalogueChanges.subscribe(() => pageCache.invalidate());
    publicCaches.page = pageCache as MemoCache<unknown> | undefined;
    await app.register(routesOnly(ssr), {
      web,
      publicConfig: { ...publicConfigOf(config), captcha: app.captcha.publicConfig },
      pages: pageCache
        ? {
            cache: pageCache,
            boundSeconds: config.publicCacheSeconds,
            onServedFromCache: (path) => {
              for (const listener of app.pageCacheHits) listener(path);
            },
          }
        : undefined,
    });
  }
  if (frontDoor) {
    // What each answer carries, from the plugins registered above (the hooks' part, done there).
    const observe = app.observeResponse;
    const logged = use("request-log");
    frontDoor.configure({
      requestId: (request) => genReqId(request),
      hasCredential: app.hasDecorator("auth") ? app.auth.hasCredential : () => false,
      sendRequestId: use("request-id"),
      pageSecurityHeaders: app.hasDecorator("standardSecurityHeaders") ? app.standardSecurityHeaders : [],
      dataSecurityHeaders: app.hasDecorator("dataSecurityHeaders") ? app.dataSecurityHeaders : [],
      record: (request, reqId, route, status, elapsedMs) => {
        observe?.("GET", route, status, elapsedMs / 1000);
        if (logged && logsRequests(app.log)) logRequest(app.log, "GET", request.url ?? "/", status, elapsedMs, reqId);
      },
    });
  }
  return app;
}
