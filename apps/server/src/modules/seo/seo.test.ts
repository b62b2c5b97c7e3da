import { USE_CASE_NAMES } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqArticleSeed } from "../../db/seed/faq.seed.ts";
import { staticRegionSeed } from "../../db/seed/static-inventory.seed.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://proxies.example" } });
});
afterAll(() => t.close());

describe("robots.txt", () => {
  it("allows everything but the user centre, payment and API, and links the sitemap", async () => {
    const response = await t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe(
      "User-agent: *\nAllow: /\nDisallow: /ucenter\nDisallow: /payment\nDisallow: /api\n\nSitemap: https://proxies.example/sitemap.xml\n",
    );
  });
});

describe("sitemap.xml", () => {
  it("lists every public page in both languages with hreflang alternates", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const paths = ["/", "/residential/", "/staticisp/", "/faq/", "/privacy", "/terms"]
      .concat(USE_CASE_NAMES.map((name) => `/cases/${name}`))
      .concat(faqArticleSeed.map((article) => `/faq/${article.subtitle}.html`))
      .concat(staticRegionSeed.map((seed) => `/staticisp/${seed.region.countryCode.toLowerCase()}.html`));
    for (const path of paths) {
      expect(locs).toContain(`https://proxies.example${path}`);
      expect(locs).toContain(`https://proxies.example${path}?lang=zh-CN`);
    }
    expect(locs).toHaveLength(paths.length * 2);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://proxies.example/faq/refund-policy.html?lang=zh-CN"/>',
    );
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://proxies.example/privacy"/>');
    expect(xml).toContain("<lastmod>2026-11-01</lastmod>");
  });
});
