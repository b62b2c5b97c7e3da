import { defineModule } from "../../app-module.ts";
import seoRoutes from "./seo.routes.ts";
import { sitemapSources } from "./sitemap-sources.ts";

export default defineModule("seo", async (app, { config, db }) => {
  await seoRoutes(app, { origin: config.publicUrl, sources: sitemapSources(db) });
});
