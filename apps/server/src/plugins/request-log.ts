import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * One line per request: method, path, status and time. The path is logged without its query
 * string, which can carry secrets (the reset page's `?token=`); headers and bodies are never
 * logged. Routes with their own `logLevel` (the health probes) stay quiet below it.
 */
async function requestLog(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    const path = request.url.split("?")[0] ?? request.url;
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
  });
}

export default fp(requestLog, { name: "request-log" });
