import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Registry } from "prom-client";
import { RequestDurationHistogram } from "./request-duration-histogram.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Records one answered request (the front door's answers, which no hook sees). */
    observeResponse?: (method: string, route: string, status: number, seconds: number) => void;
    /** Where modules add what an operator watches (operations-metrics.ts); absent without the plugin. */
    metricsRegistry?: Registry;
  }
}

/**
 * Prometheus metrics at /metrics. A registry per app instance (not prom-client's global one)
 * so tests can build many apps in one process without "metric already registered".
 */
async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate("metricsRegistry", registry);
  // Catalogue calls aim for single-digit ms; SSR pages for tens of ms.
  const duration = new RequestDurationHistogram(
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registry,
  );
  app.decorate("observeResponse", (method: string, route: string, status: number, seconds: number) => {
    duration.observe(method, route, status, seconds);
  });

  // The duration Fastify already measures for every request (reply.elapsedTime, from the same
  // high-resolution clock): a start time of our own was the same clock read twice (issue #14).
  app.addHook("onResponse", (request, reply, done) => {
    // The route pattern, not the raw URL: label cardinality stays bounded.
    const route = request.routeOptions.url ?? "unmatched";
    if (route !== "/metrics") {
      duration.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get("/metrics", { schema: { hide: true }, logLevel: "warn" }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

export default fp(metrics, { name: "metrics" });
