import type { ConsoleFaqArticle, ConsoleFaqCategory, FaqArticleInput } from "@portico/contracts";
import { storedContentBody } from "../content-html/content-html.service.ts";
import type { FaqArticleRow, FaqCategoryRow, NewFaqArticleRow } from "./help-centre.tables.ts";

export function presentConsoleCategory(row: FaqCategoryRow): ConsoleFaqCategory {
  return { id: row.id, name_en: row.nameEn, name_zh: row.nameZh };
}

export function presentConsoleArticle(row: FaqArticleRow): ConsoleFaqArticle {
  return {
    id: row.id,
    category_id: row.categoryId,
    subtitle: row.subtitle,
    title_en: row.titleEn,
    title_zh: row.titleZh,
    content_en: row.contentEn,
    content_zh: row.contentZh,
    weight: row.weight,
    published: row.published,
    views: row.views,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The console's input -> columns, each body sanitised (a body with no text left is refused). */
export function articleColumns(input: FaqArticleInput, now: Date): Omit<NewFaqArticleRow, "id" | "views"> {
  return {
    categoryId: input.category_id,
    subtitle: input.subtitle,
    titleEn: input.title_en,
    titleZh: input.title_zh,
    contentEn: storedContentBody(input.content_en, "en"),
    contentZh: storedContentBody(input.content_zh, "zh"),
    weight: input.weight,
    published: input.published,
    updatedAt: now,
  };
}
