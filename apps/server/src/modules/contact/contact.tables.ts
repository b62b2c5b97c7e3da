import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Messages from the built-in contact form (used when no chat provider is configured). Support
 * is notified by mail through the outbox; the row is the record either way.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    page: text("page"),
    language: text("language").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt.desc().nullsFirst())],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
