import type { UiLanguage } from "@portico/domain";
import { and, asc, avg, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type FaqArticleRow,
  type FaqCategoryRow,
  faqArticles,
  faqCategories,
  faqRatings,
} from "./help-centre.tables.ts";

/** Categories in display order; served by faq_categories_order_idx. */
export async function listCategories(db: Db): Promise<FaqCategoryRow[]> {
  return db.select().from(faqCategories).orderBy(desc(faqCategories.weight), asc(faqCategories.id));
}

/** `%` and `_` in what the visitor typed are literal characters, not wildcards. */
function likePattern(keywords: string): string {
  return `%${keywords.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type ArticleFilter = { categoryId?: number | undefined; keywords?: string | undefined; language: UiLanguage };

function whereOf(filter: ArticleFilter): SQL | undefined {
  const conditions: SQL[] = [eq(faqArticles.published, true)];
  if (filter.categoryId !== undefined) conditions.push(eq(faqArticles.categoryId, filter.categoryId));
  if (filter.keywords) {
    const pattern = likePattern(filter.keywords);
    const [title, content] =
      filter.language === "zh-CN"
        ? [faqArticles.titleZh, faqArticles.contentZh]
        : [faqArticles.titleEn, faqArticles.contentEn];
    // Tags are stripped so a search for "strong" does not match every bold word. The help
    // centre holds hundreds of articles at most: a filtered scan is cheap (ADR 302).
    conditions.push(
      sql`(${title} ilike ${pattern} or regexp_replace(${content}, '<[^>]*>', ' ', 'g') ilike ${pattern})`,
    );
  }
  return and(...conditions);
}

/** One page of articles, in the category's display order; the list index serves the sort. */
export async function listArticles(
  db: Db,
  filter: ArticleFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: FaqArticleRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(faqArticles)
    .where(where)
    .orderBy(asc(faqArticles.categoryId), desc(faqArticles.weight), asc(faqArticles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(faqArticles).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findArticleBySubtitle(
  db: Db,
  subtitle: string,
): Promise<{ article: FaqArticleRow; category: FaqCategoryRow } | undefined> {
  const [found] = await db
    .select({ article: faqArticles, category: faqCategories })
    .from(faqArticles)
    .innerJoin(faqCategories, eq(faqCategories.id, faqArticles.categoryId))
    .where(and(eq(faqArticles.subtitle, subtitle), eq(faqArticles.published, true)))
    .limit(1);
  return found;
}

/** Other articles of the same category, in display order. */
export async function listRelated(db: Db, article: FaqArticleRow, limit: number): Promise<FaqArticleRow[]> {
  return db
    .select()
    .from(faqArticles)
    .where(
      and(
        eq(faqArticles.categoryId, article.categoryId),
        ne(faqArticles.id, article.id),
        eq(faqArticles.published, true),
      ),
    )
    .orderBy(desc(faqArticles.weight), asc(faqArticles.id))
    .limit(limit);
}

/** Most-read articles first; served by faq_articles_popular_idx. */
export async function listPopular(db: Db, limit: number): Promise<FaqArticleRow[]> {
  return db
    .select()
    .from(faqArticles)
    .where(eq(faqArticles.published, true))
    .orderBy(desc(faqArticles.views), asc(faqArticles.id))
    .limit(limit);
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: faqArticles.id })
    .from(faqArticles)
    .where(and(eq(faqArticles.id, id), eq(faqArticles.published, true)))
    .limit(1);
  return row !== undefined;
}

export async function insertRating(db: Db, articleId: number, star: number): Promise<void> {
  await db.insert(faqRatings).values({ articleId, star });
}

export async function ratingOf(db: Db, articleId: number): Promise<{ average: number; count: number }> {
  const [row] = await db
    .select({ average: avg(faqRatings.star), count: count() })
    .from(faqRatings)
    .where(eq(faqRatings.articleId, articleId));
  return { average: row?.average ? Number(row.average) : 0, count: row?.count ?? 0 };
}

/** Every article's subtitle and last change, for the sitemap. */
export async function listArticleSlugs(db: Db): Promise<{ subtitle: string; updatedAt: Date }[]> {
  return db
    .select({ subtitle: faqArticles.subtitle, updatedAt: faqArticles.updatedAt })
    .from(faqArticles)
    .where(eq(faqArticles.published, true))
    .orderBy(asc(faqArticles.id));
}
