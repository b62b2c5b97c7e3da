import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Every verified provider webhook, once: the unique (provider, event_id) makes a re-sent or
 * replayed event a no-op. `result` says what it did (fulfilled, credited to the wallet, ignored
 * because the order was already paid …) for the operator.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    orderNo: text("order_no").notNull(),
    outcome: text("outcome").$type<"paid" | "failed" | "cancelled">().notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").$type<"usd" | "cny">().notNull(),
    providerRef: text("provider_ref").notNull(),
    /** The checkout the event is about (null: no checkout has its reference). */
    checkoutId: integer("checkout_id"),
    result: text("result").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_events_provider_event_key").on(table.provider, table.eventId),
    index("payment_events_order_idx").on(table.orderNo),
    check("payment_events_outcome_check", sql`${table.outcome} in ('paid', 'failed', 'cancelled')`),
  ],
);
