import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { FAQ_SUBTITLE_PATTERN } from "../help-centre/help-centre.codes.ts";
import { LEGAL_DOCUMENT_KINDS } from "../legal/legal.codes.ts";
import { RowIdSchema } from "../request-bounds.ts";
import { CONTENT_LIMITS, ContentConsoleError } from "./console-content.codes.ts";

const tag = "console-content";

const title = z.string().trim().min(1).max(CONTENT_LIMITS.maxTitleLength);
const body = z.string().trim().min(1).max(CONTENT_LIMITS.maxBodyLength);

export const ConsoleFaqCategorySchema = z.object({ id: z.number().int(), name_en: z.string(), name_zh: z.string() });
export type ConsoleFaqCategory = z.infer<typeof ConsoleFaqCategorySchema>;

/** An article as the console edits it: both languages, its bodies as stored (sanitised when saved). */
export const ConsoleFaqArticleSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  subtitle: z.string(),
  title_en: z.string(),
  title_zh: z.string(),
  content_en: z.string(),
  content_zh: z.string(),
  /** Higher first within its category. */
  weight: z.number().int(),
  published: z.boolean(),
  views: z.number().int(),
  updated_at: z.string(),
});
export type ConsoleFaqArticle = z.infer<typeof ConsoleFaqArticleSchema>;

export const FaqArticleInputSchema = z.object({
  category_id: RowIdSchema,
  subtitle: z.string().trim().toLowerCase().max(120).regex(FAQ_SUBTITLE_PATTERN),
  title_en: title,
  title_zh: title,
  content_en: body,
  content_zh: body,
  weight: z.number().int().min(0).max(CONTENT_LIMITS.maxWeight),
  published: z.boolean(),
});
export type FaqArticleInput = z.infer<typeof FaqArticleInputSchema>;

export const ConsoleLegalDocumentSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  title_en: z.string(),
  title_zh: z.string(),
  content_en: z.string(),
  content_zh: z.string(),
  updated_at: z.string(),
});
export type ConsoleLegalDocument = z.infer<typeof ConsoleLegalDocumentSchema>;

export const consoleFaqArticles = defineEndpoint({
  operationId: "consoleFaqArticles",
  method: "GET",
  path: "/api/console/content/faq",
  tag,
  summary: "Every FAQ article, published or not, in both languages, with the categories",
  access: access.staff("content:read"),
  response: z.object({ categories: z.array(ConsoleFaqCategorySchema), list: z.array(ConsoleFaqArticleSchema) }),
  errors: [],
});

export const createConsoleFaqArticle = defineEndpoint({
  operationId: "createConsoleFaqArticle",
  method: "POST",
  path: "/api/console/content/faq/create",
  tag,
  summary: "Creates a FAQ article, its bodies sanitised (audited)",
  access: access.staff("content:write"),
  body: FaqArticleInputSchema,
  response: ConsoleFaqArticleSchema,
  errors: [
    ContentConsoleError.faq_category_not_found,
    ContentConsoleError.faq_subtitle_taken,
    ContentConsoleError.content_body_empty,
  ],
});

export const updateConsoleFaqArticle = defineEndpoint({
  operationId: "updateConsoleFaqArticle",
  method: "POST",
  path: "/api/console/content/faq/update",
  tag,
  summary: "Edits a FAQ article, its bodies sanitised (audited with before and after)",
  access: access.staff("content:write"),
  body: FaqArticleInputSchema.extend({ id: RowIdSchema }),
  response: ConsoleFaqArticleSchema,
  errors: [
    ContentConsoleError.faq_article_not_found,
    ContentConsoleError.faq_category_not_found,
    ContentConsoleError.faq_subtitle_taken,
    ContentConsoleError.content_body_empty,
  ],
});

export const publishConsoleFaqArticle = defineEndpoint({
  operationId: "publishConsoleFaqArticle",
  method: "POST",
  path: "/api/console/content/faq/publish",
  tag,
  summary: "Publishes or withdraws a FAQ article (audited)",
  access: access.staff("content:write"),
  body: z.object({ id: RowIdSchema, published: z.boolean() }),
  response: ConsoleFaqArticleSchema,
  errors: [ContentConsoleError.faq_article_not_found],
});

export const consoleLegalDocuments = defineEndpoint({
  operationId: "consoleLegalDocuments",
  method: "GET",
  path: "/api/console/content/legal",
  tag,
  summary: "The privacy policy and the terms in both languages",
  access: access.staff("content:read"),
  response: z.object({ list: z.array(ConsoleLegalDocumentSchema) }),
  errors: [],
});

export const updateConsoleLegalDocument = defineEndpoint({
  operationId: "updateConsoleLegalDocument",
  method: "POST",
  path: "/api/console/content/legal/update",
  tag,
  summary: "Edits a legal page in both languages, sanitised; its date moves, so customers accept it anew (audited)",
  access: access.staff("content:write"),
  body: z.object({
    kind: z.enum(LEGAL_DOCUMENT_KINDS),
    title_en: title,
    title_zh: title,
    content_en: body,
    content_zh: body,
  }),
  response: ConsoleLegalDocumentSchema,
  errors: [ContentConsoleError.legal_document_not_found, ContentConsoleError.content_body_empty],
});

export const previewConsoleContent = defineEndpoint({
  operationId: "previewConsoleContent",
  method: "POST",
  path: "/api/console/content/preview",
  tag,
  summary: "A body as the public page would show it, sanitised; nothing is written",
  access: access.staff("content:read"),
  body: z.object({ html: z.string().max(CONTENT_LIMITS.maxBodyLength) }),
  response: z.object({ html: z.string() }),
  errors: [],
});
