import { Counter, Gauge, type Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import type { MemoCache } from "./public-cache/memo-cache.ts";

/**
 * What an operator watches besides the requests (issue #27): the business's own figures and the
 * machinery's saturation, on /metrics, with a ready dashboard in docs/grafana-dashboard.json.
 *
 * Two kinds of series:
 * - this instance's own (`portico_*` counters: webhooks it took, cache lookups it made; the pool's
 *   connections): sum them across instances;
 * - the database's totals (paid orders, checkouts by provider and state, refunds, jobs), read by
 *   SQL at most every DATABASE_FIGURES_MS and the same on every instance: take one instance's, or
 *   `max` across them.
 */
const DATABASE_FIGURES_MS = 15_000;

type Labels<L extends string> = Partial<Record<L, string>>;

/**
 * A database read shared by the gauges that show it and kept DATABASE_FIGURES_MS, so scrapes every
 * few seconds cost one query per window, however many gauges read the same rows. A failed read is
 * not kept.
 */
export function scrapeWindow<T>(load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!kept || now() - kept.at >= DATABASE_FIGURES_MS) {
      const value = load();
      kept = { at: now(), value };
      value.catch(() => {
        kept = undefined;
      });
    }
    return kept.value;
  };
}

/** A gauge per label set, filled when scraped from a database read (wrap it in `scrapeWindow`). */
export function databaseGauge<L extends string>(
  registry: Registry,
  options: {
    name: string;
    help: string;
    labelNames: readonly L[];
    load: () => Promise<{ labels: Labels<L>; value: number }[]>;
  },
): void {
  new Gauge({
    name: options.name,
    help: `${options.help} (database total, same on every instance)`,
    labelNames: options.labelNames,
    registers: [registry],
    async collect() {
      const rows = await options.load();
      this.reset();
      for (const row of rows) this.set(row.labels, row.value);
    },
  });
}

/** Hits and misses of the public caches (catalogue answers, rendered pages) in this instance. */
export function registerCacheMetrics(registry: Registry, caches: Record<string, MemoCache<unknown> | undefined>) {
  const seen = new Map<string, { hits: number; misses: number }>();
  new Counter({
    name: "portico_public_cache_lookups_total",
    help: "Public cache lookups in this instance, by cache and result (hit: answered from memory)",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
    collect() {
      for (const [name, cache] of Object.entries(caches)) {
        if (!cache) continue;
        const now = cache.lookups();
        const before = seen.get(name) ?? { hits: 0, misses: 0 };
        this.inc({ cache: name, result: "hit" }, now.hits - before.hits);
        this.inc({ cache: name, result: "miss" }, now.misses - before.misses);
        seen.set(name, now);
      }
    },
  });
}

/** The PostgreSQL pool's connections: in use near `max` with requests waiting is saturation. */
export function registerPoolMetrics(registry: Registry, database: Database) {
  const stats = database.poolStats;
  if (!stats) return;
  new Gauge({
    name: "portico_db_pool_connections",
    help: "This instance's PostgreSQL pool: connections by state (in_use, idle), requests waiting, and the maximum",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const now = stats();
      this.set({ state: "in_use" }, now.total - now.idle);
      this.set({ state: "idle" }, now.idle);
      this.set({ state: "waiting" }, now.waiting);
      this.set({ state: "max" }, now.max);
    },
  });
}
