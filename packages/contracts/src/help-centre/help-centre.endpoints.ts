import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CommonError } from "../error-codes.ts";
import { RowIdQuerySchema, RowIdSchema } from "../request-bounds.ts";
import { FAQ_PAGE_SIZES, FAQ_SUBTITLE_PATTERN } from "./help-centre.codes.ts";

/** FAQ category (spec 01 §3): id, name in the caller's language. */
export const FaqCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

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

export const FaqSubtitleSchema = z.string().min(1).max(120).regex(FAQ_SUBTITLE_PATTERN);

/** A search in the request's language: a category, keywords, or both. */
export const FaqListQuerySchema = z.object({
  categoryId: RowIdQuerySchema.optional(),
  keywords: z.string().trim().max(100).optional(),
  page: z.coerce.number<number>().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number<number>()
    .int()
    .refine((size) => (FAQ_PAGE_SIZES as readonly number[]).includes(size))
    .default(10),
});
export type FaqListQuery = z.input<typeof FaqListQuerySchema>;

export const FaqListResponseSchema = z.object({
  list: z.array(FaqArticleSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type FaqListResponse = z.infer<typeof FaqListResponseSchema>;

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

export const FaqArticleLinksResponseSchema = z.array(FaqArticleSummarySchema);

/** 1 to 5 stars for one article. */
export const FaqRateRequestSchema = z.object({
  id: RowIdSchema,
  star: z.number().int().min(1).max(5),
});
export type FaqRateRequest = z.infer<typeof FaqRateRequestSchema>;
export const FaqRateResponseSchema = FaqRatingSchema;

const tag = "help centre";

export const faqCategories = defineEndpoint({
  operationId: "faqCategories",
  method: "GET",
  path: "/api/faq/categories",
  tag,
  summary: "FAQ categories",
  access: access.public("optional"),
  response: FaqCategoriesResponseSchema,
  errors: [],
});

export const faqList = defineEndpoint({
  operationId: "faqList",
  method: "GET",
  path: "/api/faq/list",
  tag,
  summary: "FAQ articles of a category and/or matching keywords, in the request's language",
  access: access.public("optional"),
  query: FaqListQuerySchema,
  response: FaqListResponseSchema,
  errors: [],
});

export const faqArticle = defineEndpoint({
  operationId: "faqArticle",
  method: "GET",
  path: "/api/faq/article",
  tag,
  summary: "One FAQ article by its subtitle; counts a view",
  access: access.public("optional"),
  query: FaqArticleQuerySchema,
  response: FaqArticleSchema,
  errors: [CommonError.not_found],
});

export const faqRelated = defineEndpoint({
  operationId: "faqRelated",
  method: "GET",
  path: "/api/faq/related",
  tag,
  summary: "Other articles of the same category",
  access: access.public("optional"),
  query: FaqArticleQuerySchema,
  response: FaqArticleLinksResponseSchema,
  errors: [CommonError.not_found],
});

export const faqPopular = defineEndpoint({
  operationId: "faqPopular",
  method: "GET",
  path: "/api/faq/popular",
  tag,
  summary: "Most-read articles",
  access: access.public("optional"),
  response: FaqArticleLinksResponseSchema,
  errors: [],
});

export const rateFaqArticle = defineEndpoint({
  operationId: "rateFaqArticle",
  method: "POST",
  path: "/api/faq/rate",
  tag,
  summary: "Rate an article 1 to 5 stars",
  access: access.public("optional"),
  body: FaqRateRequestSchema,
  response: FaqRateResponseSchema,
  errors: [CommonError.not_found],
});
