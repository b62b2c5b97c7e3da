import { type LegalDocument, privacyPolicy, termsOfService } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalDocuments } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, language = "en") =>
  t.app.inject({ method: "GET", url, headers: { "accept-language": language } });

describe("legal pages", () => {
  it.each([
    [privacyPolicy.path, "privacy", "Privacy policy", "隐私政策"],
    [termsOfService.path, "terms", "Terms of service", "服务条款"],
  ])("%s answers the document in both languages with its last update", async (url, kind, en, zh) => {
    const english = await get(url);
    expect(english.statusCode).toBe(200);
    const doc = english.json<{ data: LegalDocument }>().data;
    expect(doc).toMatchObject({ kind, title: en, updated_at: Date.parse("2026-11-01T00:00:00Z") / 1000 });
    expect(doc.content).toContain("<h2>");
    const chinese = (await get(url, "zh-CN")).json<{ data: LegalDocument }>().data;
    expect(chinese.title).toBe(zh);
    expect(chinese.content).toMatch(/[\u4e00-\u9fff]/);
  });

  it("sanitises the stored HTML and answers a missing document with a localised 404", async () => {
    await t.database.db.update(legalDocuments).set({
      contentEn: '<h2 style="x">Terms</h2><script>alert(1)</script><a href="javascript:x" onmouseover="y">z</a>',
    });
    // Answers come from memory until the change notification arrives (ADR 011).
    const content = async () => (await get(termsOfService.path)).json<{ data: LegalDocument }>().data.content;
    await expect.poll(content, { timeout: 5_000, interval: 20 }).toBe("<h2>Terms</h2><a>z</a>");

    await t.database.db.delete(legalDocuments);
    await expect
      .poll(async () => (await get(privacyPolicy.path, "zh-CN")).statusCode, { timeout: 5_000, interval: 20 })
      .toBe(404);
    const missing = await get(privacyPolicy.path, "zh-CN");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 0, error: "not_found", msg: "该文档暂不可用。" });
  });
});
