import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The privacy policy and the terms of service, bilingual HTML (sanitised when served). */
export const legalDocuments = pgTable(
  "legal_documents",
  {
    kind: text("kind").$type<"privacy" | "terms">().primaryKey(),
    titleEn: text("title_en").notNull(),
    titleZh: text("title_zh").notNull(),
    contentEn: text("content_en").notNull(),
    contentZh: text("content_zh").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("legal_documents_kind_check", sql`${table.kind} in ('privacy', 'terms')`)],
);

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
