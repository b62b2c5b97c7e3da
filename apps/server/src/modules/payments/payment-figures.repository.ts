import { count, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderRefunds, paymentCheckouts, paymentEvents } from "./payments.tables.ts";

/** Provider checkouts by provider and state (open, paid, failed, expired). */
export function checkoutsByState(db: Db) {
  return db
    .select({ provider: paymentCheckouts.provider, state: paymentCheckouts.state, n: count() })
    .from(paymentCheckouts)
    .groupBy(paymentCheckouts.provider, paymentCheckouts.state);
}

/** Seconds since the oldest checkout still open was made, per provider: webhooks that stop arriving show here. */
export function oldestOpenCheckout(db: Db) {
  return db
    .select({
      provider: paymentCheckouts.provider,
      seconds: sql<number>`extract(epoch from now() - min(${paymentCheckouts.createdAt}))`.mapWith(Number),
    })
    .from(paymentCheckouts)
    .where(sql`${paymentCheckouts.state} = 'open'`)
    .groupBy(paymentCheckouts.provider);
}

/** Verified webhook events by provider and outcome (paid, failed, cancelled). */
export function eventsByOutcome(db: Db) {
  return db
    .select({ provider: paymentEvents.provider, outcome: paymentEvents.outcome, n: count() })
    .from(paymentEvents)
    .groupBy(paymentEvents.provider, paymentEvents.outcome);
}

/** Refunds by destination and status, with their amounts in cents. */
export function refundsByStatus(db: Db) {
  return db
    .select({
      destination: orderRefunds.destination,
      status: orderRefunds.status,
      n: count(),
      cents: sum(orderRefunds.amountCents).mapWith(Number),
    })
    .from(orderRefunds)
    .groupBy(orderRefunds.destination, orderRefunds.status);
}
