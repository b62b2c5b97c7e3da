import type { Db } from "../../db/client.ts";
import { helpCentreErrors } from "./help-centre.errors.ts";
import {
  type ArticleFilter,
  articleExists,
  findArticleBySubtitle,
  insertRating,
  listArticleSlugs,
  listArticles,
  listCategories,
  listPopular,
  listRelated,
  ratingOf,
} from "./help-centre.repository.ts";
import type { FaqArticleRow, FaqCategoryRow } from "./help-centre.tables.ts";

export const RELATED_LIMIT = 5;
export const POPULAR_LIMIT = 6;

export async function categories(db: Db): Promise<FaqCategoryRow[]> {
  return listCategories(db);
}

export async function searchArticles(
  db: Db,
  filter: ArticleFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: FaqArticleRow[]; total: number }> {
  // An empty search is no search (spec 01 §2: "an empty search is ignored").
  const keywords = filter.keywords?.trim() || undefined;
  return listArticles(db, { ...filter, keywords }, { limit: pageSize, offset: (page - 1) * pageSize });
}

async function requireArticle(db: Db, subtitle: string) {
  const found = await findArticleBySubtitle(db, subtitle);
  if (!found) throw helpCentreErrors.articleNotFound();
  return found;
}

/** An article with its rating; its views are counted by the route (article-views.ts). */
export async function readArticle(db: Db, subtitle: string) {
  const found = await requireArticle(db, subtitle);
  const rating = await ratingOf(db, found.article.id);
  return { ...found, rating };
}

export async function relatedArticles(db: Db, subtitle: string): Promise<FaqArticleRow[]> {
  const { article } = await requireArticle(db, subtitle);
  return listRelated(db, article, RELATED_LIMIT);
}

export async function popularArticles(db: Db): Promise<FaqArticleRow[]> {
  return listPopular(db, POPULAR_LIMIT);
}

export async function rateArticle(db: Db, id: number, star: number) {
  if (!(await articleExists(db, id))) throw helpCentreErrors.articleNotFound();
  await insertRating(db, id, star);
  return ratingOf(db, id);
}

/** Every article's page and its last change, for the sitemap. */
export async function articlePages(db: Db): Promise<{ subtitle: string; updatedAt: Date }[]> {
  return listArticleSlugs(db);
}
