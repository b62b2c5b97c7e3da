import type { FaqArticle, FaqArticleSummary, FaqCategory, FaqRating } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import { excerpt, sanitizeContentHtml } from "../content-html/content-html.service.ts";
import type { FaqArticleRow, FaqCategoryRow } from "./help-centre.tables.ts";

const zh = (language: UiLanguage) => language === "zh-CN";

export function presentCategory(row: FaqCategoryRow, language: UiLanguage): FaqCategory {
  return { id: row.id, name: zh(language) ? row.nameZh : row.nameEn };
}

export function presentSummary(row: FaqArticleRow, language: UiLanguage): FaqArticleSummary {
  return {
    id: row.id,
    title: zh(language) ? row.titleZh : row.titleEn,
    subtitle: row.subtitle,
    category_id: row.categoryId,
    excerpt: excerpt(zh(language) ? row.contentZh : row.contentEn),
  };
}

/** One decimal is what the stars can show. */
export function presentRating(rating: { average: number; count: number }): FaqRating {
  return { average: Math.round(rating.average * 10) / 10, count: rating.count };
}

export function presentArticle(
  row: FaqArticleRow,
  category: FaqCategoryRow,
  rating: { average: number; count: number },
  language: UiLanguage,
): FaqArticle {
  return {
    id: row.id,
    title: zh(language) ? row.titleZh : row.titleEn,
    subtitle: row.subtitle,
    content: sanitizeContentHtml(zh(language) ? row.contentZh : row.contentEn),
    category_id: row.categoryId,
    category_name: zh(language) ? category.nameZh : category.nameEn,
    updated_at: Math.floor(row.updatedAt.getTime() / 1000),
    rating: presentRating(rating),
  };
}
