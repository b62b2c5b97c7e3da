import { faqArticle, faqCategories, faqList, faqPopular, faqRelated, rateFaqArticle } from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { isBackgroundRender } from "../../plugins/in-process-request.ts";
import type { CachedBody } from "../../plugins/public-cache/cached-body.ts";
import type { MemoCache } from "../../plugins/public-cache/memo-cache.ts";
import type { ArticleViews } from "./article-views.ts";
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
export default async function helpCentreRoutes(
  app: FastifyInstance,
  options: { db: Db; views: ArticleViews; cache?: MemoCache<CachedBody> | undefined },
) {
  const { db, views } = options;
  // Everything but the rating (a write) is the same for all; an article counts its views apart.
  const shared = { cache: options.cache };

  registerEndpoint(
    app,
    faqCategories,
    async ({ language }) => (await categories(db)).map((row) => presentCategory(row, language)),
    shared,
  );

  registerEndpoint(
    app,
    faqList,
    async ({ input, language }) => {
      const { categoryId, keywords, page, pageSize } = input;
      const result = await searchArticles(db, { categoryId, keywords, language }, page, pageSize);
      return {
        list: result.rows.map((row) => presentSummary(row, language)),
        total: result.total,
        page,
        page_size: pageSize,
      };
    },
    shared,
  );

  registerEndpoint(
    app,
    faqArticle,
    async ({ input, language }) => {
      const { article, category, rating } = await readArticle(db, input.subtitle);
      return presentArticle(article, category, rating, language);
    },
    // Reading an article counts a view ("popular questions" rank by views), cached or not; the
    // page cache refreshing an article page is nobody reading it.
    {
      ...shared,
      onAnswered: (input, request) => {
        if (!isBackgroundRender(request)) views.count(input.subtitle);
      },
    },
  );

  registerEndpoint(
    app,
    faqRelated,
    async ({ input, language }) =>
      (await relatedArticles(db, input.subtitle)).map((row) => presentSummary(row, language)),
    shared,
  );

  registerEndpoint(
    app,
    faqPopular,
    async ({ language }) => (await popularArticles(db)).map((row) => presentSummary(row, language)),
    shared,
  );

  registerEndpoint(app, rateFaqArticle, async ({ input }) =>
    presentRating(await rateArticle(db, input.id, input.star)),
  );
}
