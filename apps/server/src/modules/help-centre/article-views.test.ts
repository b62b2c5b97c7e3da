import type { ApiTransport } from "@portico/contracts";
import { eq } from "drizzle-orm";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { faqArticles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { fakeWebBuild } from "../../test/fake-web-build.ts";
import { articleSubtitleOf, createArticleViews } from "./article-views.ts";

// An article's views are counted per reader and written in batches, so the article's page and
// answer can come from the caches (issue #14) without losing a view or counting one twice.

/** The article page: its loader reads the article its path names, as the real route does. */
const articlePage = {
  async loader(api: ApiTransport, path: string) {
    const subtitle = articleSubtitleOf(path);
    if (!subtitle) return [];
    const answer = await api({ method: "GET", path: `/api/faq/article?subtitle=${subtitle}` });
    return [String((answer.body as { data?: { title: string } }).data?.title)];
  },
};

let t: TestApp;
beforeAll(async () => {
  const build = fakeWebBuild(articlePage);
  t = await createTestApp({
    web: { mode: "production", createRequestHandler, loadBuild: async () => build },
    // Pages fresh for 0.5 s, then stale for 0.5 s while one background render refreshes them.
    env: { PUBLIC_CACHE_SECONDS: "1" },
  });
});
afterAll(() => t.close());

const viewsOf = async (subtitle: string) => {
  const [row] = await t.database.db
    .select({ views: faqArticles.views })
    .from(faqArticles)
    .where(eq(faqArticles.subtitle, subtitle));
  if (!row) throw new Error(`no article ${subtitle}`);
  return row.views;
};
const get = (url: string) => t.app.inject({ method: "GET", url });
const fromCache = (response: { headers: Record<string, unknown> }) =>
  response.headers["server-timing"] === "page-cache;desc=hit";

describe("article views", () => {
  it("writes the counted views in one batch, and only for articles that exist", async () => {
    const views = createArticleViews(t.database.db, { flushMs: 60_000 });
    const before = { refund: await viewsOf("refund-policy") };
    for (let i = 0; i < 3; i += 1) views.count("refund-policy");
    views.count("no-such-article");
    expect(await viewsOf("refund-policy")).toBe(before.refund);
    await views.flush();
    expect(await viewsOf("refund-policy")).toBe(before.refund + 3);
    await views.flush();
    expect(await viewsOf("refund-policy")).toBe(before.refund + 3);
    views.count("refund-policy");
    await views.close();
    expect(await viewsOf("refund-policy")).toBe(before.refund + 4);
  });

  it("keeps the counts of a write that failed for the next one", async () => {
    let failNext = true;
    const flaky = new Proxy(t.database.db, {
      get(target, name, receiver) {
        if (name !== "execute") return Reflect.get(target, name, receiver);
        return (query: Parameters<Db["execute"]>[0]) => {
          if (failNext) {
            failNext = false;
            return Promise.reject(new Error("connection lost"));
          }
          return target.execute(query);
        };
      },
    });
    const errors: unknown[] = [];
    const views = createArticleViews(flaky, { flushMs: 60_000, onError: (error) => errors.push(error) });
    const before = await viewsOf("refund-policy");
    views.count("refund-policy");
    views.count("refund-policy");
    await views.flush();
    expect(errors).toHaveLength(1);
    expect(await viewsOf("refund-policy")).toBe(before);
    views.count("refund-policy");
    await views.close();
    expect(await viewsOf("refund-policy")).toBe(before + 3);
  });

  it("counts every reader of a cached article page and answer once, and no background refresh", async () => {
    const before = await viewsOf("refund-policy");
    const page = "/faq/refund-policy.html";
    const first = await get(page);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Can I get a refund?");
    expect(fromCache(first)).toBe(false);
    expect(fromCache(await get(page))).toBe(true);
    expect(fromCache(await get(`${page}?lang=zh-CN`))).toBe(false);
    for (let i = 0; i < 2; i += 1) expect((await get("/api/faq/article?subtitle=refund-policy")).statusCode).toBe(200);
    await t.app.articleViews.flush();
    expect(await viewsOf("refund-policy")).toBe(before + 5);

    // Stale: the reader gets the page at once and is counted; the render that refreshes it is not.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const stale = await get(page);
    expect(fromCache(stale)).toBe(true);
    // The refresh is done when the page comes with new nonces, so a new ETag; each look is a reader.
    let readers = 1;
    await expect
      .poll(async () => {
        readers += 1;
        return (await get(page)).headers.etag;
      })
      .not.toBe(stale.headers.etag);
    await t.app.articleViews.flush();
    expect(await viewsOf("refund-policy")).toBe(before + 5 + readers);
  });

  it("leaves a missing article uncounted and unshared", async () => {
    const missing = await get("/api/faq/article?subtitle=no-such-article");
    expect(missing.statusCode).toBe(404);
    expect(articleSubtitleOf("/faq/a-b.html?lang=zh-CN")).toBe("a-b");
    expect(articleSubtitleOf("/faq/a-b.html.data")).toBeNull();
    expect(articleSubtitleOf("/faq/")).toBeNull();
  });
});
