import {
  ApiPath,
  FaqArticleLinksResponseSchema,
  FaqArticleQuerySchema,
  FaqArticleSchema,
  FaqCategoriesResponseSchema,
  FaqListQuerySchema,
  FaqListResponseSchema,
  FaqRateRequestSchema,
  FaqRateResponseSchema,
  okEnvelope,
} from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../plugins/envelope.ts";
import { presentArticle, presentCategory, presentRating, presentSummary } from "./help-centre.presenter.ts";
import {
  categories,
  popularArticles,
  rateArticle,
  readArticle,
  relatedArticles,
  searchArticles,
} from "./help-centre.service.ts";

/** The FAQ help centre of spec 01 §2: categories, search, articles, related, popular, rating. */
export default async function helpCentreRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["help centre"];

  api.get(
    ApiPath.faqCategories,
    { schema: { tags, summary: "FAQ categories", response: { 200: okEnvelope(FaqCategoriesResponseSchema) } } },
    async (request) => ok((await categories(db)).map((row) => presentCategory(row, request.language))),
  );

  api.get(
    ApiPath.faqList,
    {
      schema: {
        tags,
        summary: "FAQ articles of a category and/or matching keywords, in the request's language",
        querystring: FaqListQuerySchema,
        response: { 200: okEnvelope(FaqListResponseSchema) },
      },
    },
    async (request) => {
      const { categoryId, keywords, page, pageSize } = request.query;
      const result = await searchArticles(db, { categoryId, keywords, language: request.language }, page, pageSize);
      return ok({
        list: result.rows.map((row) => presentSummary(row, request.language)),
        total: result.total,
        page,
        page_size: pageSize,
      });
    },
  );

  api.get(
    ApiPath.faqArticle,
    {
      schema: {
        tags,
        summary: "One FAQ article by its subtitle; counts a view",
        querystring: FaqArticleQuerySchema,
        response: { 200: okEnvelope(FaqArticleSchema) },
      },
    },
    async (request) => {
      const { article, category, rating } = await readArticle(db, request.query.subtitle);
      return ok(presentArticle(article, category, rating, request.language));
    },
  );

  api.get(
    ApiPath.faqRelated,
    {
      schema: {
        tags,
        summary: "Other articles of the same category",
        querystring: FaqArticleQuerySchema,
        response: { 200: okEnvelope(FaqArticleLinksResponseSchema) },
      },
    },
    async (request) =>
      ok((await relatedArticles(db, request.query.subtitle)).map((row) => presentSummary(row, request.language))),
  );

  api.get(
    ApiPath.faqPopular,
    {
      schema: { tags, summary: "Most-read articles", response: { 200: okEnvelope(FaqArticleLinksResponseSchema) } },
    },
    async (request) => ok((await popularArticles(db)).map((row) => presentSummary(row, request.language))),
  );

  api.post(
    ApiPath.faqRate,
    {
      schema: {
        tags,
        summary: "Rate an article 1 to 5 stars",
        body: FaqRateRequestSchema,
        response: { 200: okEnvelope(FaqRateResponseSchema) },
      },
    },
    async (request) => ok(presentRating(await rateArticle(db, request.body.id, request.body.star))),
  );
}
