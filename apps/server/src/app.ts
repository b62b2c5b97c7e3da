import middie from "@fastify/middie";
import Fastify, { type FastifyInstance } from "fastify";
import { type Config, publicConfigOf } from "./config.ts";
import type { Database } from "./db/client.ts";
import catalogueRoutes from "./modules/catalogue/catalogue.routes.ts";
import contactRoutes from "./modules/contact/contact.routes.ts";
import supportQrRoutes from "./modules/contact/support-qr.routes.ts";
import helpCentreRoutes from "./modules/help-centre/help-centre.routes.ts";
import languageRoutes from "./modules/language/language.routes.ts";
import legalRoutes from "./modules/legal/legal.routes.ts";
import seoRoutes from "./modules/seo/seo.routes.ts";
import { sitemapSources } from "./modules/seo/sitemap-sources.ts";
import { loadSnippetStore } from "./modules/use-cases/snippet-store.ts";
import useCasesRoutes from "./modules/use-cases/use-cases.routes.ts";
import apiDocs from "./plugins/api-docs.ts";
import errors from "./plugins/errors.ts";
import health from "./plugins/health.ts";
import { loggerOptions } from "./plugins/logger.ts";
import metrics from "./plugins/metrics.ts";
import requestId, { genReqId } from "./plugins/request-id.ts";
import requestLanguage from "./plugins/request-language.ts";
import security from "./plugins/security.ts";
import ssr from "./plugins/ssr.ts";
import validation from "./plugins/validation.ts";
import type { WebApp } from "./plugins/web-build.ts";
import webStatic from "./plugins/web-static.ts";

export type AppDeps = {
  config: Config;
  database: Database;
  /** The web app to render; absent in API-only tests. */
  web?: WebApp;
  /** Overrides the logger (tests pass false to keep output quiet). */
  logger?: boolean;
};

/**
 * The whole HTTP surface, in order: cross-cutting plugins, operational routes, API modules,
 * then the web app last so its catch-all never shadows an API route. No listen here.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, web } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config),
    genReqId,
    requestIdHeader: false,
    // Graceful close: idle keep-alive sockets are closed at once, and a request arriving on a
    // busy one while draining gets 503 so the client retries elsewhere.
    forceCloseConnections: "idle",
    return503OnClosing: true,
  });

  await app.register(requestId);
  await app.register(requestLanguage);
  await app.register(validation);
  await app.register(errors);
  await app.register(security, { viteDevServer: web?.mode === "development" });
  await app.register(metrics);
  await app.register(apiDocs, { productName: config.productName, publicUrl: config.publicUrl });
  await app.register(health, { database });

  await app.register(catalogueRoutes, { db: database.db });
  await app.register(languageRoutes, { secureCookies: config.publicUrl.startsWith("https://") });
  await app.register(helpCentreRoutes, { db: database.db });
  await app.register(legalRoutes, { db: database.db });
  await app.register(useCasesRoutes, { snippets: await loadSnippetStore() });
  await app.register(contactRoutes, { db: database.db, perHour: config.contactRateLimitPerHour });
  await app.register(supportQrRoutes, { target: config.messagingUrl || `mailto:${config.supportEmail}` });
  await app.register(seoRoutes, { origin: config.publicUrl, sources: sitemapSources(database.db) });

  if (web) {
    if (web.close) app.addHook("onClose", web.close);
    if (web.devMiddleware) {
      await app.register(middie);
      app.use(web.devMiddleware);
    }
    if (web.clientDir) await app.register(webStatic, { clientDir: web.clientDir });
    await app.register(ssr, {
      web,
      publicConfig: publicConfigOf(config),
    });
  }
  return app;
}
