import { defineModule } from "../../app-module.ts";
import { type ArticleViews, articleSubtitleOf, createArticleViews } from "./article-views.ts";
import helpCentreRoutes from "./help-centre.routes.ts";
import helpCentreConsoleRoutes from "./help-centre-console.routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** FAQ article views, written in batches (tests flush them to read the counts). */
    articleViews: ArticleViews;
  }
}

/** How often counted article views are written: "popular questions" re-rank within this. */
const ARTICLE_VIEWS_FLUSH_MS = 2_000;

/** The FAQ: categories, search, articles, ratings, the views that rank popular questions; the console edits it. */
export default defineModule("help-centre", async (app, { db, cache, clock }) => {
  const views = createArticleViews(db, {
    flushMs: ARTICLE_VIEWS_FLUSH_MS,
    onError: (error) => app.log.warn({ err: error }, "article views not written yet; kept for the next write"),
  });
  app.decorate("articleViews", views);
  app.addHook("onClose", async () => views.close());
  // An article page from the page cache ran no loader: its view is counted here.
  app.pageCacheHits?.add((path) => {
    const subtitle = articleSubtitleOf(path);
    if (subtitle) views.count(subtitle);
  });
  await helpCentreRoutes(app, { db, cache, views });
  await helpCentreConsoleRoutes(app, { db, now: clock.now });
});
