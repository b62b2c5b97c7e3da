import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    /** Records one answered request (the front door's answers, which no hook sees). */
    observeResponse?: (method: string, route: string, status: number, seconds: number) => void;
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

  // One child per label set, looked up by a string key: prom-client would otherwise hash the
  // label object on every observation.
  const children = new Map<string, { observe(seconds: number): void }>();
  const childOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels(method, route, String(status));
      children.set(key, child);
    }
    return child;
  };

  const observe = (method: string, route: string, status: number, seconds: number) => {
    childOf(method, route, status).observe(seconds);
  };
  app.decorate("observeResponse", observe);

  // The duration Fastify already measures for every request (reply.elapsedTime, from the same
  // high-resolution clock): a start time of our own was the same clock read twice (issue #14).
  app.addHook("onResponse", (request, reply, done) => {
    // The route pattern, not the raw URL: label cardinality stays bounded.
    const route = request.routeOptions.url ?? "unmatched";
    if (route !== "/metrics") {
      observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get("/metrics", { schema: { hide: true }, logLevel: "warn" }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

export default fp(metrics, { name: "metrics" });
