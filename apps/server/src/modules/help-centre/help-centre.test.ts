import {
  type FaqArticle,
  type FaqArticleSummary,
  type FaqCategory,
  type FaqListResponse,
  type FaqRating,
  faqArticle,
  faqCategories,
  faqList,
  faqPopular,
  faqRelated,
  rateFaqArticle,
} from "@portico/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqArticles, faqRatings } from "../../db/schema/index.ts";
import { faqArticleSeed, faqCategorySeed } from "../../db/seed/faq.seed.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string, language = "en") => {
  const response = await t.app.inject({ method: "GET", url, headers: { "accept-language": language } });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string; error?: string; data: T }>() };
};
const rate = (payload: unknown, language = "en") =>
  t.app.inject({
    method: "POST",
    url: rateFaqArticle.path,
    payload: payload as object,
    headers: { "accept-language": language },
  });

describe("FAQ categories", () => {
  it("lists the categories in display order, in the request's language", async () => {
    const en = await get<FaqCategory[]>(faqCategories.path);
    expect(en.status).toBe(200);
    expect(en.body.data.map((c) => c.name)).toEqual(faqCategorySeed.map((c) => c.nameEn));
    const zh = await get<FaqCategory[]>(faqCategories.path, "zh-CN");
    expect(zh.body.data.map((c) => c.name)).toEqual(faqCategorySeed.map((c) => c.nameZh));
  });
});

describe("FAQ list and search", () => {
  it("pages through a category's articles, heaviest weight first", async () => {
    const [first] = (await get<FaqCategory[]>(faqCategories.path)).body.data;
    const expected = faqArticleSeed.filter((a) => a.category === faqCategorySeed[0]?.key);
    const page1 = await get<FaqListResponse>(`${faqList.path}?categoryId=${first?.id}&pageSize=10`);
    expect(page1.body.data.total).toBe(expected.length);
    expect(page1.body.data.list.map((a) => a.subtitle)).toEqual(
      [...expected].sort((a, b) => b.weight - a.weight).map((a) => a.subtitle),
    );
    expect(page1.body.data.list.every((a) => a.category_id === first?.id)).toBe(true);
    expect(page1.body.data.list[0]?.excerpt).not.toMatch(/<[a-z]/);
  });

  it("searches titles and text in the request's language only", async () => {
    const english = await get<FaqListResponse>(`${faqList.path}?keywords=${encodeURIComponent("Alipay")}`);
    expect(english.body.data.list.map((a) => a.subtitle)).toContain("payment-methods");
    const chinese = await get<FaqListResponse>(`${faqList.path}?keywords=${encodeURIComponent("支付宝")}`, "zh-CN");
    expect(chinese.body.data.list.map((a) => a.subtitle)).toContain("payment-methods");
    expect(chinese.body.data.list[0]?.title).toMatch(/[\u4e00-\u9fff]/);
    const crossed = await get<FaqListResponse>(`${faqList.path}?keywords=${encodeURIComponent("支付宝")}`, "en");
    expect(crossed.body.data.total).toBe(0);
  });

  it("does not match markup and treats % and _ literally", async () => {
    const markup = await get<FaqListResponse>(`${faqList.path}?keywords=strong`);
    expect(markup.body.data.total).toBe(0);
    const wildcard = await get<FaqListResponse>(`${faqList.path}?keywords=${encodeURIComponent("%_%")}`);
    expect(wildcard.body.data.total).toBe(0);
  });

  it("answers an empty search with every article, and pages with the total", async () => {
    const all = await get<FaqListResponse>(`${faqList.path}?keywords=%20%20&pageSize=20&page=2`);
    expect(all.body.data.total).toBe(faqArticleSeed.length);
    expect(all.body.data.list).toHaveLength(faqArticleSeed.length - 20);
    expect(all.body.data).toMatchObject({ page: 2, page_size: 20 });
  });

  it.each([
    ["a category that is not a number", "?categoryId=abc", "categoryId"],
    ["a page size outside 10/20/50/100", "?pageSize=7", "pageSize"],
    ["page 0", "?page=0", "page"],
    ["keywords over 100 characters", `?keywords=${"a".repeat(101)}`, "keywords"],
  ])("rejects %s with a localised 400", async (_label, query, field) => {
    const response = await get<unknown>(`${faqList.path}${query}`, "zh-CN");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 0, error: "validation_failed" });
    expect(response.body.msg).toContain(field);
    expect(response.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("FAQ article, related and popular", () => {
  it("returns the article with its category and counts a view", async () => {
    const before = await t.database.db.select().from(faqArticles).where(eq(faqArticles.subtitle, "refund-policy"));
    const response = await get<FaqArticle>(`${faqArticle.path}?subtitle=refund-policy`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      title: "Can I get a refund?",
      subtitle: "refund-policy",
      category_name: "Billing & payments",
      rating: { average: 0, count: 0 },
    });
    expect(response.body.data.content).toContain('<a href="/terms">');
    await t.app.articleViews.flush();
    const after = await t.database.db.select().from(faqArticles).where(eq(faqArticles.subtitle, "refund-policy"));
    expect(after[0]?.views).toBe((before[0]?.views ?? 0) + 1);
  });

  it("answers an unknown article with a localised 404 and a malformed subtitle with a 400", async () => {
    const missing = await get<unknown>(`${faqArticle.path}?subtitle=no-such-article`, "zh-CN");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 0, error: "not_found", msg: "该帮助文章不存在。" });
    const malformed = await get<unknown>(`${faqArticle.path}?subtitle=${encodeURIComponent("../etc")}`);
    expect(malformed.status).toBe(400);
  });

  it("strips scripts, event handlers and javascript: links from stored HTML", async () => {
    const [category] = (await get<FaqCategory[]>(faqCategories.path)).body.data;
    await t.database.db.insert(faqArticles).values({
      categoryId: category?.id ?? 0,
      subtitle: "hostile-markup",
      titleEn: "Hostile",
      titleZh: "恶意",
      contentEn:
        '<p onclick="steal()">Safe text</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
      contentZh: "<p>安全</p>",
    });
    const { body } = await get<FaqArticle>(`${faqArticle.path}?subtitle=hostile-markup`);
    expect(body.data.content).toContain("<p>Safe text</p>");
    expect(body.data.content).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    await t.database.db.delete(faqArticles).where(eq(faqArticles.subtitle, "hostile-markup"));
  });

  it("relates articles of the same category, never the article itself", async () => {
    const article = (await get<FaqArticle>(`${faqArticle.path}?subtitle=payment-methods`)).body.data;
    const related = await get<FaqArticleSummary[]>(`${faqRelated.path}?subtitle=payment-methods`);
    expect(related.body.data.length).toBeGreaterThan(0);
    expect(related.body.data.every((a) => a.category_id === article.category_id)).toBe(true);
    expect(related.body.data.map((a) => a.subtitle)).not.toContain("payment-methods");
    expect((await get<unknown>(`${faqRelated.path}?subtitle=no-such-article`)).status).toBe(404);
  });

  it("ranks popular questions by views", async () => {
    const popular = (await get<FaqArticleSummary[]>(faqPopular.path)).body.data;
    const mostViewed = [...faqArticleSeed].sort((a, b) => b.views - a.views)[0];
    expect(popular[0]?.subtitle).toBe(mostViewed?.subtitle);
    expect(popular.length).toBeLessThanOrEqual(6);
  });
});

describe("FAQ rating", () => {
  it("stores each star and answers the aggregate", async () => {
    const article = (await get<FaqArticle>(`${faqArticle.path}?subtitle=invoices`)).body.data;
    const first = await rate({ id: article.id, star: 5 });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: FaqRating }>().data).toEqual({ average: 5, count: 1 });
    const second = await rate({ id: article.id, star: 2 });
    expect(second.json<{ data: FaqRating }>().data).toEqual({ average: 3.5, count: 2 });
    const again = (await get<FaqArticle>(`${faqArticle.path}?subtitle=invoices`)).body.data;
    expect(again.rating).toEqual({ average: 3.5, count: 2 });
  });

  it.each([
    ["0 stars", { star: 0 }],
    ["6 stars", { star: 6 }],
    ["half a star", { star: 2.5 }],
    ["a string", { star: "5" }],
  ])("rejects %s with a 400 and stores nothing", async (_label, patch) => {
    const article = (await get<FaqArticle>(`${faqArticle.path}?subtitle=top-up-wallet`)).body.data;
    const response = await rate({ id: article.id, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, error: "validation_failed" });
    const stored = await t.database.db.select().from(faqRatings).where(eq(faqRatings.articleId, article.id));
    expect(stored).toHaveLength(0);
  });

  it("answers a rating of an unknown article with a 404", async () => {
    const response = await rate({ id: 999_999, star: 4 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 0, error: "not_found" });
  });

  it("answers an article id beyond a database integer with a 400 naming the field, in the caller's language", async () => {
    const response = await rate({ id: 3_000_000_000, star: 4 }, "zh-CN");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed", msg: "请求参数无效：id。" });
  });
});

describe("FAQ list: a category id beyond a database integer", () => {
  it("is a 400 naming the field", async () => {
    const response = await get(`${faqList.path}?categoryId=3000000000`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: "validation_failed", msg: "The request is invalid: categoryId." });
  });
});
