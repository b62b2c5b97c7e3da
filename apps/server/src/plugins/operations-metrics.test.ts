import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../admin/admin-commands.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { apiFor, createCustomer, topUp } from "../test/money-fixtures.ts";

/**
 * What an operator watches on /metrics (issue #27): the database's business figures after real
 * money moved, this instance's webhooks and cache lookups, the pool on PostgreSQL, the jobs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: "5" } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const scrape = async () => (await t.app.inject({ url: "/metrics" })).body;
/** One series' value, by its exact name and labels as printed. */
const seriesValue = (body: string, series: string) => {
  const line = body.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("/metrics for the operator", () => {
  it("counts paid orders, their takings, checkouts by provider and state, webhooks and refunds", async () => {
    const customer = await createCustomer(t);
    const orderNo = await topUp(t.app, customer, 20);
    const api = apiFor(t.app, customer);
    // A checkout that fails at the provider: one more failed checkout, one failed event.
    const started = await api.post("/api/payment/recharge", { pay_type: 1, deposit: 500 });
    const { completeSandboxCheckout } = await import("../test/money-fixtures.ts");
    await completeSandboxCheckout(t.app, started.json().data.url, "failed");
    await runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, [
      "order:refund",
      "--order",
      orderNo,
      "--amount",
      "5",
      "--to",
      "provider",
    ]);
    // A forged webhook: rejected, changing nothing.
    await t.app.inject({
      method: "POST",
      url: "/api/payment/webhook/sandbox",
      payload: "{}",
      headers: { "content-type": "application/json" },
    });

    const body = await scrape();
    expect(seriesValue(body, 'portico_orders{kind="recharge",status="paid"}')).toBe(1);
    expect(seriesValue(body, 'portico_paid_order_cents{kind="recharge"}')).toBe(2000);
    expect(seriesValue(body, 'portico_payment_checkouts{provider="sandbox",state="paid"}')).toBe(1);
    expect(seriesValue(body, 'portico_payment_checkouts{provider="sandbox",state="failed"}')).toBe(1);
    expect(seriesValue(body, 'portico_payment_events{provider="sandbox",outcome="failed"}')).toBe(1);
    expect(seriesValue(body, 'portico_refunds{destination="provider",status="succeeded"}')).toBe(1);
    expect(seriesValue(body, 'portico_refunded_cents{destination="provider",status="succeeded"}')).toBe(500);
    expect(seriesValue(body, 'portico_webhooks_total{provider="sandbox",result="accepted"}')).toBe(2);
    expect(seriesValue(body, 'portico_webhooks_total{provider="sandbox",result="rejected"}')).toBe(1);
    expect(body).toMatch(/portico_webhook_seconds_count\{provider="sandbox"\} 3/);
  });

  it("counts the public cache's hits and misses in this instance", async () => {
    const before = await scrape();
    const hits = seriesValue(before, 'portico_public_cache_lookups_total{cache="api",result="hit"}') ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ url: "/api/index/packages?type=1" });
    const after = await scrape();
    expect(seriesValue(after, 'portico_public_cache_lookups_total{cache="api",result="hit"}')).toBeGreaterThanOrEqual(
      hits + 2,
    );
    expect(seriesValue(after, 'portico_public_cache_lookups_total{cache="api",result="miss"}')).toBeGreaterThanOrEqual(
      1,
    );
  });

  it("shows the PostgreSQL pool's saturation (on PostgreSQL) and no pool on the embedded database", async () => {
    const body = await scrape();
    if (t.database.driver === "postgres") {
      expect(seriesValue(body, 'portico_db_pool_connections{state="max"}')).toBe(10);
      expect(seriesValue(body, 'portico_db_pool_connections{state="waiting"}')).toBe(0);
    } else expect(body).not.toContain("portico_db_pool_connections{");
  });
});

describe("/metrics with the jobs running", () => {
  it("counts pg-boss's jobs by name and state", async () => {
    const withJobs = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5, runAtStart: true } });
    try {
      // Scraped once a job has completed: the figures are read at most every 15 s.
      await expect
        .poll(
          async () => {
            const done = (await withJobs.database.db.execute(
              sql`select count(*)::int as n from pgboss.job where state = 'completed'`,
            )) as unknown as { rows: { n: number }[] };
            return done.rows[0]?.n ?? 0;
          },
          { timeout: 20_000, interval: 250 },
        )
        .toBeGreaterThan(0);
      const body = (await withJobs.app.inject({ url: "/metrics" })).body;
      expect(body).toMatch(/portico_jobs\{name="[^"]+",state="completed"\} [1-9]/);
    } finally {
      await withJobs.close();
    }
  }, 40_000);
});

describe("the Grafana dashboard in docs/", () => {
  it("names only metrics Portico serves", async () => {
    const { readFile } = await import("node:fs/promises");
    const dashboard = await readFile(new URL("../../../../docs/grafana-dashboard.json", import.meta.url), "utf8");
    const used = new Set([...dashboard.matchAll(/\b(portico_[a-z_]+?)(?:_bucket|_count|_sum)?\{/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(8);
    const body = await scrape();
    // The pool exists on PostgreSQL only.
    if (t.database.driver === "pglite") used.delete("portico_db_pool_connections");
    for (const name of used) expect(body, name).toMatch(new RegExp(`^# TYPE ${name} `, "m"));
  });
});
