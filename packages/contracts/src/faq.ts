import { z } from "zod";

/** FAQ category (spec 01 §3): id, name in the caller's language. */
export const FaqCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

/** GET /api/faq/categories */
export const FaqCategoriesResponseSchema = z.array(FaqCategorySchema);

/** A result card or a related/popular link: no body. */
export const FaqArticleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  category_id: z.number().int(),
  /** A plain-text excerpt of the content for result cards. */
  excerpt: z.string(),
});
export type FaqArticleSummary = z.infer<typeof FaqArticleSummarySchema>;

/** Subtitles are URL slugs: `/faq/{subtitle}.html`. */
export const FAQ_SUBTITLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FaqSubtitleSchema = z.string().min(1).max(120).regex(FAQ_SUBTITLE_PATTERN);

export const FAQ_PAGE_SIZES = [10, 20, 50, 100] as const;

/** GET /api/faq/list?categoryId=&keywords=&page=&pageSize= — search in the request's language. */
export const FaqListQuerySchema = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  keywords: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (FAQ_PAGE_SIZES as readonly number[]).includes(size))
    .default(10),
});
/** What a client sends (numbers, before coercion of the query string). */
export type FaqListQuery = { categoryId?: number; keywords?: string; page?: number; pageSize?: number };

export const FaqListResponseSchema = z.object({
  list: z.array(FaqArticleSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type FaqListResponse = z.infer<typeof FaqListResponseSchema>;

/** GET /api/faq/article?subtitle= and GET /api/faq/related?subtitle= */
export const FaqArticleQuerySchema = z.object({ subtitle: FaqSubtitleSchema });

export const FaqRatingSchema = z.object({
  /** Mean of the stars given, 1 decimal; 0 when nobody rated yet. */
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});
export type FaqRating = z.infer<typeof FaqRatingSchema>;

/** The article (spec 01 §3: id, title, subtitle, content, category_id); content is sanitised HTML. */
export const FaqArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  content: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  /** Unix seconds. */
  updated_at: z.number().int(),
  rating: FaqRatingSchema,
});
export type FaqArticle = z.infer<typeof FaqArticleSchema>;

/** GET /api/faq/related, GET /api/faq/popular */
export const FaqArticleLinksResponseSchema = z.array(FaqArticleSummarySchema);

/** POST /api/faq/rate — 1 to 5 stars for one article. */
export const FaqRateRequestSchema = z.object({
  id: z.number().int().positive(),
  star: z.number().int().min(1).max(5),
});
export type FaqRateRequest = z.infer<typeof FaqRateRequestSchema>;
export const FaqRateResponseSchema = FaqRatingSchema;
