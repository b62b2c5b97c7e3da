import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Site notices (issue #25, item 5): a short announcement — maintenance, an outage, a sale — shown
 * above the public pages' header in the visitor's language while published and inside its window
 * (either end open). `version` moves with every edit of the text, level or link, so a visitor who
 * dismissed one (remembered in the browser by id and version) sees it again once it says
 * something new. A trigger tells the public caches of every change (migration 0032, ADR 011).
 */
export const siteNotices = pgTable(
  "site_notices",
  {
    id: serial("id").primaryKey(),
    level: text("level").notNull(),
    messageEn: text("message_en").notNull(),
    messageZh: text("message_zh").notNull(),
    /** A path on the site or an http(s) address; null for none. */
    link: text("link"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    published: boolean("published").notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The public read: `WHERE published` (a handful of rows), newest first.
    index("site_notices_published_idx").on(table.published, table.id.desc()),
    check("site_notices_level_check", sql`${table.level} in ('info', 'warning')`),
    check(
      "site_notices_window_check",
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

export type SiteNoticeRow = typeof siteNotices.$inferSelect;
export type NewSiteNoticeRow = typeof siteNotices.$inferInsert;
