import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signedInOwner } from "./support/console.ts";

test.describe.configure({ timeout: 120_000 });
// The width the console is checked at.
test.use({ viewport: { width: 1440, height: 900 } });

const WORDS = {
  en: { nav: "FAQ articles", legalNav: "Legal pages", saved: "saved", withdrawn: "Withdrawn", query: "" },
  "zh-CN": { nav: "常见问题文章", legalNav: "法律页面", saved: "已保存", withdrawn: "已下线", query: "?lang=zh-CN" },
} as const;

for (const language of ["en", "zh-CN"] as const) {
  test(`${language}: an owner writes and edits an article with its preview, and the public /faq/ pages follow`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signedInOwner(page, { label: "content", name: language === "en" ? "Cleo Content" : "内容 王", language });
    await page.getByRole("link", { name: words.nav }).click();
    await expect(page).toHaveURL(/\/console\/content\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.nav);

    // A new article, its scripts removed: the preview shows what the public page will.
    const subtitle = `console-e2e-${randomBytes(3).toString("hex")}`;
    await page.getByTestId("faq-new").click();
    const form = page.getByTestId("faq-form");
    await form.getByTestId("faq-subtitle").fill(subtitle);
    await form.getByTestId("content-title-en").fill(`Console article ${subtitle}`);
    await form.getByTestId("content-title-zh").fill(`控制台文章 ${subtitle}`);
    await form.getByTestId("content-body-en").fill('<h2>First</h2><p onclick="x()">English text</p><script>1</script>');
    await form.getByTestId("content-body-zh").fill("<p>中文第一版</p>");
    await expect(form.getByTestId("content-preview-en")).toHaveJSProperty(
      "innerHTML",
      "<h2>First</h2><p>English text</p>",
    );
    await expect(form.getByTestId("content-preview-zh")).toHaveJSProperty("innerHTML", "<p>中文第一版</p>");
    await page.screenshot({ path: test.info().outputPath(`content-editor-${language}.png`) });
    await form.getByTestId("faq-save").click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId(`faq-row-${subtitle}`)).toBeVisible();

    const publicPage = `/faq/${subtitle}.html${words.query}`;
    const expected = language === "en" ? "English text" : "中文第一版";
    await page.goto(publicPage);
    await expect(page.getByTestId("faq-article-content")).toContainText(expected);

    // Edited in the console: the public page (cached a moment ago) follows at once.
    await page.goto("/console/content/faq");
    await page.getByTestId(`faq-row-${subtitle}`).click();
    await form.getByTestId("content-body-en").fill("<p>English second version</p>");
    await form.getByTestId("content-body-zh").fill("<p>中文第二版</p>");
    await form.getByTestId("faq-save").click();
    await expect(form).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`content-list-${language}.png`), fullPage: true });
    await page.goto(publicPage);
    await expect(page.getByTestId("faq-article-content")).toHaveText(
      language === "en" ? "English second version" : "中文第二版",
    );
    await page.goto(`/faq/?search=${subtitle}${language === "en" ? "" : "&lang=zh-CN"}`);
    await expect(page.getByTestId("faq-result")).toHaveCount(1);

    // Withdrawn: gone from the public site, kept in the console.
    await page.goto("/console/content/faq");
    await page.getByTestId(`faq-toggle-${subtitle}`).click();
    await expect(page.getByRole("row").filter({ has: page.getByTestId(`faq-row-${subtitle}`) })).toContainText(
      words.withdrawn,
    );
    const gone = await page.request.get(`/api/faq/article?subtitle=${subtitle}`);
    expect(gone.status()).toBe(404);

    // The legal pages' editor, both languages side by side with their previews.
    await page.getByRole("link", { name: words.legalNav }).click();
    await expect(page.getByTestId("legal-terms").getByTestId("content-preview-zh")).not.toBeEmpty();
    await page.screenshot({ path: test.info().outputPath(`content-legal-${language}.png`), fullPage: true });
  });
}
