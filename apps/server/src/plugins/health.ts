import { ErrorEnvelopeSchema, okEnvelope } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { renderText } from "./app-error.ts";
import { commonErrors } from "./common-errors.ts";
import { failure, ok } from "./envelope.ts";

const LiveSchema = okEnvelope(z.object({ status: z.literal("live") }));
const ReadySchema = okEnvelope(z.object({ status: z.literal("ready") }));

declare module "fastify" {
  interface FastifyInstance {
    /** From now on /readyz answers 503: the process is about to drain (SIGTERM), before it stops accepting. */
    startDraining(): void;
  }
}

/**
 * Probes for the orchestrator. Liveness never touches dependencies (a slow database must not
 * get the process killed); readiness pings the database so traffic is held back while it is down,
 * and answers 503 from the moment the process starts to drain, so a load balancer that checks it
 * stops sending before connections are refused.
 */
export default async function health(app: FastifyInstance, options: { database: Database }) {
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The same answer every time, serialised once: the probe is the cheapest request there is.
  const live = JSON.stringify(LiveSchema.parse(ok({ status: "live" as const })));
  // Probe answers are far below the compression threshold and carry no body to decompress:
  // the compression plugin's three hooks would run for nothing (issue #14).
  const probe = { logLevel: "warn", compress: false, decompress: false } as const;
  app.get("/livez", { schema: { hide: true, response: { 200: LiveSchema } }, ...probe }, (_request, reply) => {
    reply.type("application/json; charset=utf-8").send(live);
  });
  routes.get(
    "/readyz",
    { schema: { hide: true, response: { 200: ReadySchema, 503: ErrorEnvelopeSchema } }, ...probe },
    async (request, reply) => {
      if (draining) {
        const unavailable = commonErrors.serviceUnavailable();
        return reply.status(503).send(failure(unavailable.code, renderText(unavailable.text, request.language)));
      }
      try {
        await options.database.ping();
        return ok({ status: "ready" as const });
      } catch (error) {
        request.log.error({ err: error }, "readiness: database ping failed");
        const unavailable = commonErrors.serviceUnavailable();
        return reply.status(503).send(failure(unavailable.code, renderText(unavailable.text, request.language)));
      }
    },
  );
}
