import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { actorRef } from "./auth/principal.ts";

/** Fastify's logger is pino, whose level check its base type does not list. */
type PinoLevels = { isLevelEnabled(level: string): boolean };

/** True when an `info` line would be written (Fastify's stand-in without a logger has no check, and writes nothing). */
export function logsRequests(log: FastifyBaseLogger): boolean {
  const levels = log as unknown as Partial<PinoLevels>;
  return levels.isLevelEnabled === undefined || levels.isLevelEnabled("info");
}

/**
 * The request's line: method, path, status and time. The path is logged without its query
 * string, which can carry secrets (the reset page's `?token=`). `reqId` is given when `log` is
 * not already the request's own child logger (the front door's answers, front-door.ts). `actor` names
 * who acted, when a credential was resolved (`user:<id>`, `key:<id>`: ADR 408).
 */
export function logRequest(
  log: FastifyBaseLogger,
  method: string,
  url: string,
  status: number,
  elapsedMs: number,
  reqId?: string,
  actor?: string,
) {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const ms = Math.round(elapsedMs);
  const fields: Record<string, unknown> =
    reqId === undefined ? { method, path, status, ms } : { reqId, method, path, status, ms };
  if (actor !== undefined) fields.actor = actor;
  log.info(fields, `${method} ${path} ${status} ${ms} ms`);
}

/**
 * One line per request (see logRequest); headers and bodies are never logged. Routes with their
 * own `logLevel` (the health probes) stay quiet below it.
 */
/** pino's level numbers: a route's own `logLevel` is checked without making the request's child logger. */
const LEVELS: Readonly<Record<string, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const INFO = 30;

async function requestLog(app: FastifyInstance) {
  const rootLogs = logsRequests(app.log);
  app.addHook("onResponse", (request, reply, done) => {
    // Below the level (the health probes' `warn`, or LOG_LEVEL) nothing is formatted at all.
    const own = request.routeOptions.logLevel;
    if (!own) {
      // Written by the root logger with the request's id: the request's own child logger is made
      // only when something else logs through it (deferred-child-logger.ts).
      if (rootLogs) {
        const actor = request.principal ? actorRef(request.principal) : undefined;
        logRequest(app.log, request.method, request.url, reply.statusCode, reply.elapsedTime, request.id, actor);
      }
    } else if ((LEVELS[own] ?? Number.POSITIVE_INFINITY) <= INFO) {
      // A route more talkative than the root logger: only its own logger writes the line.
      const actor = request.principal ? actorRef(request.principal) : undefined;
      logRequest(request.log, request.method, request.url, reply.statusCode, reply.elapsedTime, undefined, actor);
    }
    done();
  });
}

export default fp(requestLog, { name: "request-log" });
