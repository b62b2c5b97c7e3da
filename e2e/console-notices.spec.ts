import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signedInOwner } from "./support/console.ts";
import { waitForHydration } from "./support/hydration.ts";

test.describe.configure({ timeout: 120_000 });
// The width the console is checked at.
test.use({ viewport: { width: 1440, height: 900 } });

const WORDS = {
  en: {
    nav: "Site notices",
    showing: "Showing",
    draft: "Draft",
    label: "Important",
    more: "Details",
    dismiss: "Dismiss this notice",
    query: "",
  },
  "zh-CN": {
    nav: "网站公告",
    showing: "展示中",
    draft: "草稿",
    label: "重要",
    more: "查看详情",
    dismiss: "关闭此公告",
    query: "?lang=zh-CN",
  },
} as const;

for (const language of ["en", "zh-CN"] as const) {
  test(`${language}: an operator publishes a notice, a visitor sees it above every public page in their language and dismisses it`, async ({
    page,
    browser,
  }) => {
    const words = WORDS[language];
    const token = randomBytes(3).toString("hex");
    const english = `Maintenance on the US gateway 2 Dec 02:00–03:00 UTC (${token})`;
    const chinese = `美国网关将于 12 月 2 日 02:00–03:00 (UTC) 维护（${token}）`;
    const shown = language === "en" ? english : chinese;
    const other = language === "en" ? chinese : english;

    // A visitor's home page, cached before the notice exists: publishing must drop it.
    const visitorContext = await browser.newContext({ locale: language === "en" ? "en-US" : "zh-CN" });
    const visitor = await visitorContext.newPage();
    // The bar (and its before-paint script) must hydrate as the server rendered it: React reports a
    // mismatch as a minified error (#418, #423, #425) or a hydration message.
    const hydrationErrors: string[] = [];
    visitor.on("console", (message) => {
      if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text()))
        hydrationErrors.push(message.text());
    });
    visitor.on("pageerror", (error) => {
      if (/hydrat|#418|#423|#425/i.test(error.message)) hydrationErrors.push(error.message);
    });
    await visitor.goto(`/${words.query}`);
    await expect(visitor.getByTestId("home-buy")).toBeVisible();
    await expect(visitor.getByText(shown)).toHaveCount(0);

    await signedInOwner(page, { label: "notices", name: language === "en" ? "Nia Notices" : "公告 李", language });
    await page.getByTestId("console-nav-contentNotices").click();
    await expect(page).toHaveURL(/\/console\/content\/notices$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.nav);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // A warning in both languages with a link, previewed as the public bar draws it.
    await page.getByTestId("notice-new").click();
    const form = page.getByTestId("notice-form");
    await form.getByTestId("notice-level").selectOption("warning");
    await form.getByTestId("notice-link").fill("/residential/");
    await form.getByTestId("notice-message-en").fill(english);
    await form.getByTestId("notice-message-zh").fill(chinese);
    await expect(form.getByTestId("notice-preview-en")).toContainText(`Important${english}`);
    await expect(form.getByTestId("notice-preview-zh")).toContainText(`重要${chinese}`);
    await expect(form.getByTestId("notice-preview-zh").getByRole("link", { name: "查看详情" })).toHaveAttribute(
      "href",
      "/residential/",
    );
    // A window that ends before it starts: the server's refusal in the member's language, nothing saved.
    await form.getByTestId("notice-starts").fill("2030-01-02T10:00");
    await form.getByTestId("notice-ends").fill("2030-01-01T10:00");
    await form.getByTestId("notice-save").click();
    await expect(form.getByTestId("notice-form-error")).toHaveText(
      language === "en" ? "The notice must end after it starts." : "公告的结束时间必须晚于开始时间。",
    );
    await form.getByTestId("notice-starts").fill("");
    await form.getByTestId("notice-ends").fill("");
    await page.screenshot({ path: test.info().outputPath(`notice-editor-${language}.png`) });
    await form.getByTestId("notice-save").click();
    await expect(form).toBeHidden();

    const row = page.locator('[data-testid^="notice-row-"]').filter({ hasText: token });
    await expect(row).toBeVisible();
    const id = ((await row.getAttribute("data-testid")) ?? "").replace("notice-row-", "");
    expect(id).toMatch(/^\d+$/);
    // Saved as a draft (the switch was left off): nothing shows yet.
    await expect(page.getByTestId(`notice-state-${id}`)).toHaveText(words.draft);
    await visitor.reload();
    await expect(visitor.getByTestId(`site-notice-${id}`)).toHaveCount(0);

    await page.getByTestId(`notice-toggle-${id}`).click();
    await expect(page.getByTestId(`notice-state-${id}`)).toHaveText(words.showing);
    await page.screenshot({ path: test.info().outputPath(`notice-list-${language}.png`), fullPage: true });

    // The visitor's home page follows at once, in their language, above the header. (A fresh visit:
    // a reload would have Chromium restore the scroll anchor, the header, and scroll past the bar.)
    await visitor.goto(`/${words.query}`);
    const notice = visitor.getByTestId(`site-notice-${id}`);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`${words.label}${shown}`);
    await expect(notice).not.toContainText(other);
    await expect(notice.getByRole("link", { name: words.more })).toHaveAttribute("href", "/residential/");
    const noticeBox = await notice.boundingBox();
    const headerBox = await visitor.locator("header").first().boundingBox();
    expect(noticeBox?.y).toBe(0);
    expect(noticeBox && headerBox && noticeBox.y + noticeBox.height <= headerBox.y + 1).toBe(true);
    await visitor.screenshot({ path: test.info().outputPath(`notice-home-${language}.png`) });
    // On a phone the message wraps beside the close button.
    await visitor.setViewportSize({ width: 390, height: 800 });
    await expect(notice.getByRole("button", { name: words.dismiss })).toBeInViewport();
    await visitor.screenshot({ path: test.info().outputPath(`notice-home-phone-${language}.png`) });
    await visitor.setViewportSize({ width: 1440, height: 900 });
    // The same bar on the other public pages.
    await visitor.goto(`/staticisp/${words.query}`);
    await expect(visitor.getByTestId(`site-notice-${id}`)).toContainText(shown);

    // Dismissed: gone, and still gone on the next page loads (hidden before the first paint).
    await waitForHydration(visitor);
    await notice.getByRole("button", { name: words.dismiss }).click();
    await expect(visitor.getByTestId(`site-notice-${id}`)).toBeHidden();
    await visitor.goto(`/${words.query}`);
    await expect(visitor.getByTestId("home-buy")).toBeVisible();
    await expect(visitor.getByTestId(`site-notice-${id}`)).toBeHidden();
    await waitForHydration(visitor);
    const storedKeys = await visitor.evaluate(() => window.localStorage.getItem("dismissedNotices"));
    expect(JSON.parse(storedKeys ?? "[]")).toContain(`${id}:1`);
    // Before any of the app's scripts: the page's own inline script has hidden it already.
    await visitor.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await visitor.goto(`/${words.query}`);
    await expect(visitor.getByTestId("home-buy")).toBeVisible();
    await expect(visitor.locator("html[data-hydrated]")).toHaveCount(0);
    await expect(visitor.getByTestId(`site-notice-${id}`)).toHaveAttribute("hidden", "");
    await visitor.unrouteAll();

    // Edited in the console: a new text is a new version, so the visitor sees it again.
    await page.getByTestId(`notice-row-${id}`).click();
    await form.getByTestId(`notice-message-${language === "en" ? "en" : "zh"}`).fill(`${shown} ✓`);
    await form.getByTestId("notice-save").click();
    await expect(form).toBeHidden();
    await visitor.reload();
    await expect(visitor.getByTestId(`site-notice-${id}`)).toContainText(`${shown} ✓`);

    // Deleted: gone from the public pages at once.
    await page.getByTestId(`notice-delete-${id}`).click();
    await page.getByTestId("notice-delete-confirm").click();
    await expect(page.getByTestId(`notice-row-${id}`)).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByTestId("home-buy")).toBeVisible();
    await expect(visitor.getByTestId(`site-notice-${id}`)).toHaveCount(0);
    expect(hydrationErrors).toEqual([]);
    await visitorContext.close();
  });
}
