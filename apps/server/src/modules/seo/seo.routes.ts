import type { FastifyInstance } from "fastify";
import { collectSitemapEntries, renderSitemap, type SitemapSource } from "./sitemap.ts";

/** Pages crawlers should skip: the user centre, the payment view and the API. */
const DISALLOWED = ["/ucenter", "/payment", "/api"];

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}

/** GET /robots.txt and GET /sitemap.xml, built from the configuration and the database. */
export default async function seoRoutes(app: FastifyInstance, options: { origin: string; sources: SitemapSource[] }) {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(renderRobots(options.origin)),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const entries = await collectSitemapEntries(options.sources);
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(renderSitemap(options.origin, entries));
  });
}
