import { Counter, Histogram, type Registry } from "prom-client";
import type { Db } from "../../db/client.ts";
import { databaseGauge, scrapeWindow } from "../../plugins/operations-metrics.ts";
import {
  checkoutsByState,
  eventsByOutcome,
  oldestOpenCheckout,
  refundsByStatus,
} from "./payment-figures.repository.ts";

/** What this instance saw of the webhooks: taken, rejected (forged, stale, foreign) or refused. */
export type WebhookMetrics = {
  answered(provider: string, result: "accepted" | "rejected" | "refused", seconds: number): void;
};

/**
 * The payments' figures for the operator (issue #27): checkouts by provider and state (failed
 * payments by provider), verified webhook events by outcome, refunds, how long the oldest open
 * checkout has waited for its webhook; and this instance's webhooks with how long each took.
 */
export function registerPaymentMetrics(registry: Registry, db: Db): WebhookMetrics {
  const checkouts = scrapeWindow(() => checkoutsByState(db));
  const events = scrapeWindow(() => eventsByOutcome(db));
  const oldestOpen = scrapeWindow(() => oldestOpenCheckout(db));
  // Counts and amounts come from one read of the refunds.
  const refunds = scrapeWindow(() => refundsByStatus(db));
  databaseGauge(registry, {
    name: "portico_payment_checkouts",
    help: "Provider checkouts by provider and state (open, paid, failed, expired)",
    labelNames: ["provider", "state"],
    load: async () =>
      (await checkouts()).map((row) => ({
        labels: { provider: row.provider, state: row.state },
        value: row.n,
      })),
  });
  databaseGauge(registry, {
    name: "portico_payment_events",
    help: "Verified provider webhook events by provider and outcome (paid, failed, cancelled)",
    labelNames: ["provider", "outcome"],
    load: async () =>
      (await events()).map((row) => ({
        labels: { provider: row.provider, outcome: row.outcome },
        value: row.n,
      })),
  });
  databaseGauge(registry, {
    name: "portico_payment_oldest_open_checkout_seconds",
    help: "Age of the oldest checkout still waiting for its provider's webhook, by provider",
    labelNames: ["provider"],
    load: async () => (await oldestOpen()).map((row) => ({ labels: { provider: row.provider }, value: row.seconds })),
  });
  databaseGauge(registry, {
    name: "portico_refunds",
    help: "Refunds by destination (wallet, provider) and status (pending, succeeded, failed)",
    labelNames: ["destination", "status"],
    load: async () =>
      (await refunds()).map((row) => ({
        labels: { destination: row.destination, status: row.status },
        value: row.n,
      })),
  });
  databaseGauge(registry, {
    name: "portico_refunded_cents",
    help: "Refunded amounts in US cents by destination and status",
    labelNames: ["destination", "status"],
    load: async () =>
      (await refunds()).map((row) => ({
        labels: { destination: row.destination, status: row.status },
        value: row.cents ?? 0,
      })),
  });
  const webhooks = new Counter({
    name: "portico_webhooks_total",
    help: "Provider webhooks this instance answered, by provider and result (accepted, rejected: failed verification, refused)",
    labelNames: ["provider", "result"] as const,
    registers: [registry],
  });
  const handling = new Histogram({
    name: "portico_webhook_seconds",
    help: "How long this instance took to verify and act on a provider webhook",
    labelNames: ["provider"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    answered(provider, result, seconds) {
      webhooks.inc({ provider, result });
      handling.observe({ provider }, seconds);
    },
  };
}
