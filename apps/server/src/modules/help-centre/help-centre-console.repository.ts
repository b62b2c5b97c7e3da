import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type FaqArticleRow, faqArticles, faqCategories, type NewFaqArticleRow } from "./help-centre.tables.ts";

/** Every article, published or not, in the public list's order. */
export async function listAllArticles(db: Db): Promise<FaqArticleRow[]> {
  return db
    .select()
    .from(faqArticles)
    .orderBy(asc(faqArticles.categoryId), desc(faqArticles.weight), asc(faqArticles.id));
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: faqCategories.id }).from(faqCategories).where(eq(faqCategories.id, id));
  return row !== undefined;
}

/** Whether an article other than `exceptId` has this address. */
export async function subtitleTaken(db: Db, subtitle: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: faqArticles.id })
    .from(faqArticles)
    .where(
      exceptId === null
        ? eq(faqArticles.subtitle, subtitle)
        : and(eq(faqArticles.subtitle, subtitle), ne(faqArticles.id, exceptId)),
    );
  return row !== undefined;
}

export async function lockArticle(db: Db, id: number): Promise<FaqArticleRow | undefined> {
  const [row] = await db.select().from(faqArticles).where(eq(faqArticles.id, id)).for("update");
  return row;
}

/**
 * Holds the subtitle until the transaction ends, so a concurrent create or update with the same
 * address waits and then sees it taken (409) instead of failing on the unique index (500).
 */
export async function lockSubtitle(db: Db, subtitle: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`faq_subtitle:${subtitle}`}))`);
}

export async function insertArticle(db: Db, values: NewFaqArticleRow): Promise<FaqArticleRow> {
  const [row] = await db.insert(faqArticles).values(values).returning();
  if (!row) throw new Error("faq article insert answered no row");
  return row;
}

export async function updateArticle(db: Db, id: number, set: Partial<NewFaqArticleRow>): Promise<FaqArticleRow> {
  const [row] = await db.update(faqArticles).set(set).where(eq(faqArticles.id, id)).returning();
  if (!row) throw new Error(`faq article ${id} vanished under its lock`);
  return row;
}
