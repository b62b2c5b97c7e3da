import { sql } from "drizzle-orm";
import type { Registry } from "prom-client";
import type { Db } from "../db/client.ts";
import { databaseGauge, scrapeWindow } from "../plugins/operations-metrics.ts";
import { JOBS_SCHEMA } from "./jobs-runner.ts";

/**
 * pg-boss's jobs by name and state (created, retry, active, completed, cancelled, failed), from
 * its own schema: runs and failures for every instance at once. Nothing before pg-boss has made
 * its schema (JOBS=off everywhere): no series.
 */
export function registerJobMetrics(registry: Registry, db: Db): void {
  databaseGauge(registry, {
    name: "portico_jobs",
    help: "Jobs in the queue's history by name and state (completed and failed are kept for pg-boss's retention)",
    labelNames: ["name", "state"],
    load: scrapeWindow(async () => {
      const present = (await db.execute(
        sql`select to_regclass(${`${JOBS_SCHEMA}.job`}) is not null as present`,
      )) as unknown as { rows: { present: boolean }[] };
      if (!present.rows[0]?.present) return [];
      const rows = (await db.execute(
        sql`select name, state::text as state, count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job group by name, state`,
      )) as unknown as { rows: { name: string; state: string; n: number }[] };
      return rows.rows.map((row) => ({ labels: { name: row.name, state: row.state }, value: row.n }));
    }),
  });
}
