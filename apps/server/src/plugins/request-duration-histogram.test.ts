import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { RequestDurationHistogram } from "./request-duration-histogram.ts";

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Observations on bucket edges, between them, past the last one, on three label sets. */
const OBSERVATIONS: [string, string, number, number][] = [
  ["GET", "/livez", 200, 0.0004],
  ["GET", "/livez", 200, 0.001],
  ["GET", "/livez", 200, 0.0011],
  ["GET", "/api/index/packages", 200, 0.003],
  ["GET", "/livez", 200, 7],
  ["POST", "/api/login", 400, 0.05],
  ["GET", "/api/index/packages", 304, 0.25],
  ["GET", "/api/index/packages", 200, 5],
];

describe("the request duration histogram", () => {
  it("writes what prom-client's Histogram writes for the same observations", async () => {
    const theirs = new Registry();
    const reference = new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP request duration by method, route pattern and status",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const histogram = new RequestDurationHistogram(BUCKETS, ours);

    for (const [method, route, status, seconds] of OBSERVATIONS) {
      reference.labels(method, route, String(status)).observe(seconds);
      histogram.observe(method, route, status, seconds);
    }

    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.001",method="GET",route="/livez",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/livez",status_code="200"} 4',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/index/packages",status_code="304"} 1',
    );
  });

  it("starts again from nothing when the registry is reset", async () => {
    const registry = new Registry();
    const histogram = new RequestDurationHistogram(BUCKETS, registry);
    histogram.observe("GET", "/livez", 200, 0.002);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain("route=");
  });
});
