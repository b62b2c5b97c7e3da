import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

declare module "fastify" {
  interface FastifyRequest {
    metricsStartedAt: bigint;
  }
}

/**
 * Prometheus metrics at /metrics. A registry per app instance (not prom-client's global one)
 * so tests can build many apps in one process without "metric already registered".
 */
async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status",
    labelNames: ["method", "route", "status_code"] as const,
    // Catalogue calls aim for single-digit ms; SSR pages for tens of ms.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.decorateRequest("metricsStartedAt", 0n);
  app.addHook("onRequest", async (request) => {
    request.metricsStartedAt = process.hrtime.bigint();
  });
  app.addHook("onResponse", async (request, reply) => {
    // The route pattern, not the raw URL: label cardinality stays bounded.
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    const seconds = Number(process.hrtime.bigint() - request.metricsStartedAt) / 1e9;
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, seconds);
  });

  app.get("/metrics", { schema: { hide: true }, logLevel: "warn" }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

export default fp(metrics, { name: "metrics" });
