import type { Registry } from "prom-client";
import type { Db } from "../../db/client.ts";
import { databaseGauge, scrapeWindow } from "../../plugins/operations-metrics.ts";
import { ordersByKindAndStatus } from "./order-figures.repository.ts";

/** pay_status as the operator reads it (spec 01 §4). */
const STATUS: Record<number, string> = { 1: "unpaid", 2: "paid", 3: "cancelled", 4: "failed" };

/** Orders by kind and status, and what the paid ones brought in (issue #27's operator metrics). */
export function registerOrderMetrics(registry: Registry, db: Db): void {
  // Both gauges read one grouped count of the orders per window.
  const rows = scrapeWindow(() => ordersByKindAndStatus(db));
  databaseGauge(registry, {
    name: "portico_orders",
    help: "Orders by kind (residential, static, renewal, recharge) and status (unpaid, paid, cancelled, failed)",
    labelNames: ["kind", "status"],
    load: async () =>
      (await rows()).map((row) => ({
        labels: { kind: row.kind, status: STATUS[row.payStatus] ?? String(row.payStatus) },
        value: row.n,
      })),
  });
  databaseGauge(registry, {
    name: "portico_paid_order_cents",
    help: "What paid orders charged, in US cents (price less discount), by kind",
    labelNames: ["kind"],
    load: async () =>
      (await rows())
        .filter((row) => row.payStatus === 2)
        .map((row) => ({ labels: { kind: row.kind }, value: row.cents ?? 0 })),
  });
}
