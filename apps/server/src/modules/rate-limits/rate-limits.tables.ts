import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Requests counted per limit, subject and fixed window, shared by every instance on one
 * PostgreSQL database (issue #27): an API key's requests per minute, the contact form's messages
 * per address and hour. A window's row is raised by one conditional upsert that stops at the
 * limit, so instances racing for the last request cannot both take it.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    /** Which limit: `api_key`, `contact`. */
    scope: text("scope").notNull(),
    /** Who it counts: a key id, a client address. */
    subject: text("subject").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    used: integer("used").notNull(),
    /** The window's end: rows past it are swept. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject, table.windowStart] }),
    index("rate_limit_windows_expires_idx").on(table.expiresAt),
  ],
);
