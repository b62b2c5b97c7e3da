import { USE_CASE_NAMES, useCaseSnippet } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("use-case snippets", () => {
  it.each(USE_CASE_NAMES)("serves /snippets/{en,zh-CN}/%s.html as HTML in its language", async (name) => {
    const english = await t.app.inject({ url: `/snippets/en/${name}.html` });
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-type"]).toMatch(/^text\/html/);
    expect(english.body).toContain("<h2>");
    expect(english.body.length).toBeGreaterThan(800);
    const chinese = await t.app.inject({ url: `/snippets/zh-CN/${name}.html` });
    expect(chinese.body).toMatch(/[\u4e00-\u9fff]{10}/);
  });

  it("answers unknown names, locales and traversal attempts with 404", async () => {
    for (const url of [
      "/snippets/en/banking.html",
      "/snippets/de/seo.html",
      "/snippets/en/seo.txt",
      "/snippets/en/..%2f..%2fpackage.json",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("serves the same HTML through the API for server rendering, and validates the query", async () => {
    const file = await t.app.inject({ url: "/snippets/zh-CN/market.html" });
    const api = await t.app.inject({ url: `${useCaseSnippet.path}?name=market&locale=zh-CN` });
    expect(api.json()).toEqual({ code: 1, msg: "ok", data: { html: file.body } });
    const bad = await t.app.inject({ url: `${useCaseSnippet.path}?name=banking&locale=en` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 0, error: "validation_failed" });
  });
});
