import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Requests counted per limit and subject in the window that began with the subject's first
 * request (as one process counted them before, issue #27), shared by every instance on one
 * PostgreSQL database: an API key's requests per minute, the contact form's messages per address
 * and hour. One conditional upsert raises the count, or starts a new window once the last has
 * ended, and stops at the limit, so instances racing for the last request cannot both take it.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    /** Which limit: `api_key`, `contact`. */
    scope: text("scope").notNull(),
    /** Who it counts: a key id, a client address. */
    subject: text("subject").notNull(),
    used: integer("used").notNull(),
    /** The current window's end: past it, the next request starts a new one; rows long past it are swept. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject] }),
    index("rate_limit_windows_expires_idx").on(table.expiresAt),
  ],
);
