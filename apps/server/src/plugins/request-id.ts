import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";

const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Request ids: a well-formed `x-request-id` from a proxy in front is kept so one id follows
 * the request across hops; otherwise a fresh UUID. Anything else is replaced, never logged raw.
 */
export const genReqId: NonNullable<FastifyServerOptions["genReqId"]> = (req) => {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
};

async function requestId(app: FastifyInstance) {
  // Synchronous hooks here and in the other per-request plugins: an async one costs every
  // request a promise and a microtask turn for work that never waits (issue #14).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
}

export default fp(requestId, { name: "request-id" });
