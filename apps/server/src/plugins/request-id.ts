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
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
}

export default fp(requestId, { name: "request-id" });
