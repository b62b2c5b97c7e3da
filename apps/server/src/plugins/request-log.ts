import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * One line per request: method, path, status and time. The path is logged without its query
 * string, which can carry secrets (the reset page's `?token=`); headers and bodies are never
 * logged. Routes with their own `logLevel` (the health probes) stay quiet below it.
 */
/** Fastify's logger is pino, whose level check its base type does not list. */
type PinoLevels = { isLevelEnabled(level: string): boolean };

async function requestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    // Below the level (the health probes' `warn`, or LOG_LEVEL) nothing is formatted at all.
    // (Without a logger — tests — Fastify's stand-in has no level check and logs nothing anyway.)
    const levels = request.log as unknown as Partial<PinoLevels>;
    if (levels.isLevelEnabled !== undefined && !levels.isLevelEnabled("info")) return done();
    const query = request.url.indexOf("?");
    const path = query === -1 ? request.url : request.url.slice(0, query);
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
    done();
  });
}

export default fp(requestLog, { name: "request-log" });
