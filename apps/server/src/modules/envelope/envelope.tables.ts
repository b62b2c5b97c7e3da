import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The nonces of sealed requests seen by any instance on this PostgreSQL database, kept until
 * their message could no longer be accepted anyway (ADR 012): a request captured on its way to
 * one instance and replayed to another is refused. The primary key is the check.
 */
export const envelopeNonces = pgTable(
  "envelope_nonces",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("envelope_nonces_expires_idx").on(table.expiresAt)],
);
