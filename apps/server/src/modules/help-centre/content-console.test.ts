import {
  type ConsoleFaqArticle,
  type ConsoleLegalDocument,
  consoleFaqArticles,
  consoleLegalDocuments,
  createConsoleFaqArticle,
  faqArticle,
  faqList,
  previewConsoleContent,
  publishConsoleFaqArticle,
  termsOfService,
  updateConsoleFaqArticle,
  updateConsoleLegalDocument,
} from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, faqArticles, legalDocuments } from "../../db/schema/index.ts";
import { consoleMember, expectConsoleRefusals } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/**
 * The console's content (issue #25, item 5) through the whole app: who may call, each change with
 * its audit row, bodies sanitised, bad input writing nothing, and the public pages following at
 * once (their memory caches drop on the tables' change notification, ADR 011).
 */
let t: TestApp;
let owner: ConsoleClient;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await consoleMember(t, "owner")).client;
  categoryId = (await owner.get(consoleFaqArticles.path)).json().data.categories[0].id;
});
afterAll(() => t.close());

const article = (overrides: Record<string, unknown> = {}) => ({
  category_id: categoryId,
  subtitle: "console-written",
  title_en: "Written in the console",
  title_zh: "控制台撰写",
  content_en: "<p>First text</p>",
  content_zh: "<p>第一版</p>",
  weight: 5,
  published: true,
  ...overrides,
});

const publicGet = (url: string, language = "en") =>
  t.app.inject({ method: "GET", url, headers: { "accept-language": language } });
const publicArticle = (subtitle: string, language = "en") =>
  publicGet(`${faqArticle.path}?subtitle=${subtitle}`, language);
const auditRows = (action: string, resourceId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId)));
const articleCount = async () => (await t.database.db.select({ id: faqArticles.id }).from(faqArticles)).length;
const poll = { timeout: 5_000, interval: 20 };

describe("who may call the console's content", () => {
  it("answers customers, API keys and anonymous callers 404, and a member without content:read 403", async () => {
    const finance = (await consoleMember(t, "finance")).client;
    await expectConsoleRefusals(
      t,
      [
        consoleFaqArticles,
        createConsoleFaqArticle,
        updateConsoleFaqArticle,
        publishConsoleFaqArticle,
        consoleLegalDocuments,
        updateConsoleLegalDocument,
        previewConsoleContent,
      ],
      finance,
    );
  });

  it("lets an auditor (content:read only) read but change nothing", async () => {
    const auditor = (await consoleMember(t, "auditor")).client;
    const read = await auditor.get(consoleFaqArticles.path);
    expect(read.statusCode).toBe(200);
    const before = await articleCount();
    for (const endpoint of [createConsoleFaqArticle, updateConsoleFaqArticle, publishConsoleFaqArticle]) {
      const refused = await auditor.post(endpoint.path, { ...article({ subtitle: "auditor" }), id: 1 });
      expect(refused.statusCode, endpoint.operationId).toBe(403);
    }
    expect(await articleCount()).toBe(before);
  });
});

describe("FAQ articles", () => {
  let written: ConsoleFaqArticle;

  it("creates an article with its bodies sanitised, audited, and the public page answers it", async () => {
    const created = await owner.post(
      createConsoleFaqArticle.path,
      article({ content_en: '<p onclick="x()">First text</p><script>alert(1)</script>' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    written = created.json().data;
    expect(written).toMatchObject({ subtitle: "console-written", content_en: "<p>First text</p>", published: true });
    const listed: ConsoleFaqArticle[] = (await owner.get(consoleFaqArticles.path)).json().data.list;
    expect(listed.find((row) => row.id === written.id)).toEqual(written);
    const [audit] = await auditRows("faq_article.create", String(written.id));
    expect(audit).toMatchObject({ resource: "faq_article", outcome: "succeeded", before: null, after: written });
    const answered = await publicArticle("console-written", "zh-CN");
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ title: "控制台撰写", content: "<p>第一版</p>" });
  });

  it("edits it with before and after, and the cached public page follows at once", async () => {
    // The public answer is in the memory cache now; the edit must drop it.
    expect((await publicArticle("console-written")).json().data.content).toBe("<p>First text</p>");
    const edited = await owner.post(updateConsoleFaqArticle.path, {
      ...article({ title_en: "Edited in the console", content_en: "<h2>Second</h2><p>text</p>" }),
      id: written.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(async () => (await publicArticle("console-written")).json().data.content, poll)
      .toBe("<h2>Second</h2><p>text</p>");
    expect((await publicArticle("console-written")).json().data.title).toBe("Edited in the console");
    const [audit] = await auditRows("faq_article.update", String(written.id));
    expect(audit?.before).toMatchObject({ title_en: "Written in the console", content_en: "<p>First text</p>" });
    expect(audit?.after).toMatchObject({ title_en: "Edited in the console", content_en: "<h2>Second</h2><p>text</p>" });
  });

  it("withdraws it from the public site and publishes it again, each audited", async () => {
    const listedPublicly = async () =>
      (await publicGet(`${faqList.path}?categoryId=${categoryId}&pageSize=100`))
        .json()
        .data.list.some((row: { subtitle: string }) => row.subtitle === "console-written");
    expect(await listedPublicly()).toBe(true);
    const withdrawn = await owner.post(publishConsoleFaqArticle.path, { id: written.id, published: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.published).toBe(false);
    await expect.poll(async () => (await publicArticle("console-written")).statusCode, poll).toBe(404);
    expect(await listedPublicly()).toBe(false);
    const [audit] = await auditRows("faq_article.unpublish", String(written.id));
    expect(audit).toMatchObject({ before: { published: true }, after: { published: false } });
    await owner.post(publishConsoleFaqArticle.path, { id: written.id, published: true });
    await expect.poll(async () => (await publicArticle("console-written")).statusCode, poll).toBe(200);
    expect(await auditRows("faq_article.publish", String(written.id))).toHaveLength(1);
  });

  it("refuses bad input in the member's language and writes nothing", async () => {
    const before = await articleCount();
    for (const payload of [
      article({ subtitle: "Not A Slug!" }),
      article({ subtitle: "empty-title", title_zh: "  " }),
      article({ subtitle: "negative", weight: -1 }),
    ]) {
      const refused = await owner.post(createConsoleFaqArticle.path, payload, { language: "zh-CN" });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const scriptOnly = await owner.post(
      createConsoleFaqArticle.path,
      article({ subtitle: "script-only", content_zh: "<script>alert(1)</script>" }),
      { language: "zh-CN" },
    );
    expect(scriptOnly.statusCode).toBe(422);
    expect(scriptOnly.json()).toMatchObject({ error: "content_body_empty", msg: "中文正文去掉不允许的 HTML 后为空。" });
    const taken = await owner.post(createConsoleFaqArticle.path, article());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: "faq_subtitle_taken",
      msg: "Another article has the address console-written already.",
    });
    const noCategory = await owner.post(
      createConsoleFaqArticle.path,
      article({ subtitle: "lost", category_id: 999_999 }),
    );
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().error).toBe("faq_category_not_found");
    const missing = await owner.post(updateConsoleFaqArticle.path, { ...article({ subtitle: "gone" }), id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await articleCount()).toBe(before);
    const [refusal] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "faq_article.create"), eq(auditEvents.errorCode, "faq_subtitle_taken")));
    expect(refusal).toMatchObject({ outcome: "refused" });
  });
});

describe("the editors' preview", () => {
  it("answers the body as the public page would show it, and writes nothing", async () => {
    const before = await articleCount();
    const preview = await owner.post(previewConsoleContent.path, {
      html: '<h2 style="x">Title</h2><script>alert(1)</script><a href="javascript:x">z</a>',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.html).toBe("<h2>Title</h2><a>z</a>");
    expect(await articleCount()).toBe(before);
  });
});

describe("legal pages", () => {
  const terms = {
    kind: "terms",
    title_en: "Terms of service",
    title_zh: "服务条款",
    content_en: "<h2>Terms</h2><p>Edited in the console</p>",
    content_zh: "<h2>条款</h2><p>控制台修改</p>",
  };

  it("lists both documents in both languages", async () => {
    const list: ConsoleLegalDocument[] = (await owner.get(consoleLegalDocuments.path)).json().data.list;
    expect(list.map((doc) => doc.kind)).toEqual(["privacy", "terms"]);
    expect(list[1]?.title_zh).toBe("服务条款");
  });

  it("edits one, sanitised and audited with before and after, and the public page follows at once", async () => {
    expect((await publicGet(termsOfService.path)).json().data.content).not.toContain("Edited in the console");
    const edited = await owner.post(updateConsoleLegalDocument.path, {
      ...terms,
      content_en: `${terms.content_en}<iframe src="https://x"></iframe>`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.content_en).toBe(terms.content_en);
    await expect
      .poll(async () => (await publicGet(termsOfService.path)).json().data.content, poll)
      .toBe(terms.content_en);
    expect((await publicGet(termsOfService.path, "zh-CN")).json().data.content).toBe(terms.content_zh);
    const [audit] = await auditRows("legal_document.update", "terms");
    expect(audit?.after).toMatchObject({ content_en: terms.content_en });
    expect(audit?.before).not.toMatchObject({ content_en: terms.content_en });
  });

  it("refuses an empty body in the member's language and writes nothing", async () => {
    const [before] = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, "privacy"));
    const refused = await owner.post(
      updateConsoleLegalDocument.path,
      { ...terms, kind: "privacy", content_en: "<style>p{}</style>" },
      { language: "zh-CN" },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: "content_body_empty", msg: "英文正文去掉不允许的 HTML 后为空。" });
    const bad = await owner.post(updateConsoleLegalDocument.path, { ...terms, kind: "cookies" });
    expect(bad.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, "privacy"));
    expect(after).toEqual(before);
  });
});
