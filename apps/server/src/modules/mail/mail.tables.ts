import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every message the app sends, whatever the transport: the embedded default reads it at /dev/mailbox. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** queued → sent (SMTP accepted it) | stored (no SMTP configured) | failed */
    status: text("status").$type<"queued" | "sent" | "stored" | "failed">().notNull().default("queued"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("mail_outbox_created_idx").on(table.createdAt.desc().nullsFirst())],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
