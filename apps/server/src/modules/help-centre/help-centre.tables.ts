import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Help-centre categories (spec 01 §3: id, name), bilingual, in display order. */
export const faqCategories = pgTable(
  "faq_categories",
  {
    id: serial("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    weight: integer("weight").notNull().default(0),
  },
  (table) => [index("faq_categories_order_idx").on(table.weight.desc().nullsFirst(), table.id)],
);

/**
 * Help-centre articles. `subtitle` is the URL slug (`/faq/{subtitle}.html`), the same in both
 * languages. Content is HTML written by the operator; it is sanitised whenever it is served.
 */
export const faqArticles = pgTable(
  "faq_articles",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategories.id),
    subtitle: text("subtitle").notNull(),
    titleEn: text("title_en").notNull(),
    titleZh: text("title_zh").notNull(),
    contentEn: text("content_en").notNull(),
    contentZh: text("content_zh").notNull(),
    weight: integer("weight").notNull().default(0),
    /** A withdrawn article is kept for the console but answered to nobody else. */
    published: boolean("published").notNull().default(true),
    /** Article page views: "popular questions" rank by it. */
    views: integer("views").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("faq_articles_subtitle_idx").on(table.subtitle),
    // The list reads `WHERE category_id = ? ORDER BY weight DESC, id`, related the same.
    index("faq_articles_category_order_idx").on(table.categoryId, table.weight.desc().nullsFirst(), table.id),
    index("faq_articles_popular_idx").on(table.views.desc().nullsFirst(), table.id),
  ],
);

/** One row per star rating given (1–5); the article's rating is their aggregate. */
export const faqRatings = pgTable(
  "faq_ratings",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => faqArticles.id, { onDelete: "cascade" }),
    star: smallint("star").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("faq_ratings_article_idx").on(table.articleId),
    check("faq_ratings_star_check", sql`${table.star} between 1 and 5`),
  ],
);

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqArticleRow = typeof faqArticles.$inferSelect;
export type NewFaqArticleRow = typeof faqArticles.$inferInsert;
