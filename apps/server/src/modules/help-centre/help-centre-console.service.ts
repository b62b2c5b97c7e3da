import type { ConsoleFaqArticle, ConsoleFaqCategory, FaqArticleInput } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { type ContentActing, contentRefusalsAudited } from "../content-html/content-html.service.ts";
import { listCategories } from "./help-centre.repository.ts";
import { faqConsoleErrors } from "./help-centre-console.errors.ts";
import { articleColumns, presentConsoleArticle, presentConsoleCategory } from "./help-centre-console.presenter.ts";
import * as repo from "./help-centre-console.repository.ts";

const RESOURCE = "faq_article";

/**
 * The console's FAQ (issue #25, item 5). Each change and its audit row (before and after) commit
 * in one transaction; the tables' triggers then tell every instance's public caches (ADR 011).
 */
export function createFaqConsole(db: Db, now: () => Date) {
  async function checkReferences(tx: Db, input: FaqArticleInput, exceptId: number | null) {
    if (!(await repo.categoryExists(tx, input.category_id))) throw faqConsoleErrors.categoryNotFound();
    await repo.lockSubtitle(tx, input.subtitle);
    if (await repo.subtitleTaken(tx, input.subtitle, exceptId))
      throw faqConsoleErrors.subtitleTaken({ subtitle: input.subtitle });
  }

  return {
    async list(): Promise<{ categories: ConsoleFaqCategory[]; list: ConsoleFaqArticle[] }> {
      const [categories, articles] = await Promise.all([listCategories(db), repo.listAllArticles(db)]);
      return { categories: categories.map(presentConsoleCategory), list: articles.map(presentConsoleArticle) };
    },

    async create(acting: ContentActing, input: FaqArticleInput): Promise<ConsoleFaqArticle> {
      const action = "faq_article.create";
      return contentRefusalsAudited(db, acting, { action, resource: RESOURCE, resourceId: null }, async () => {
        const columns = articleColumns(input, now());
        return db.transaction(async (tx) => {
          await checkReferences(tx, input, null);
          const after = presentConsoleArticle(await repo.insertArticle(tx, columns));
          await recordAudit(tx, { ...acting, action, resource: RESOURCE, resourceId: after.id, after });
          return after;
        });
      });
    },

    async update(acting: ContentActing, id: number, input: FaqArticleInput): Promise<ConsoleFaqArticle> {
      const action = "faq_article.update";
      return contentRefusalsAudited(db, acting, { action, resource: RESOURCE, resourceId: id }, async () => {
        const columns = articleColumns(input, now());
        return db.transaction(async (tx) => {
          const current = await repo.lockArticle(tx, id);
          if (!current) throw faqConsoleErrors.notFound();
          await checkReferences(tx, input, id);
          const after = presentConsoleArticle(await repo.updateArticle(tx, id, columns));
          const before = presentConsoleArticle(current);
          await recordAudit(tx, { ...acting, action, resource: RESOURCE, resourceId: id, before, after });
          return after;
        });
      });
    },

    /** Publishes or withdraws an article; a withdrawn one answers 404 on the public site. */
    async publish(acting: ContentActing, id: number, published: boolean): Promise<ConsoleFaqArticle> {
      const action = published ? "faq_article.publish" : "faq_article.unpublish";
      return contentRefusalsAudited(db, acting, { action, resource: RESOURCE, resourceId: id }, async () =>
        db.transaction(async (tx) => {
          const current = await repo.lockArticle(tx, id);
          if (!current) throw faqConsoleErrors.notFound();
          const after = presentConsoleArticle(await repo.updateArticle(tx, id, { published, updatedAt: now() }));
          const before = presentConsoleArticle(current);
          await recordAudit(tx, {
            ...acting,
            action,
            resource: RESOURCE,
            resourceId: id,
            before: { published: before.published },
            after: { published: after.published },
          });
          return after;
        }),
      );
    },
  };
}
