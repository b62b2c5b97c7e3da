import { expect, type Page, test } from "@playwright/test";
import en from "../apps/web/app/locales/en/help.json" with { type: "json" };
import enResidential from "../apps/web/app/locales/en/residential.json" with { type: "json" };
import zh from "../apps/web/app/locales/zh-CN/help.json" with { type: "json" };
import zhResidential from "../apps/web/app/locales/zh-CN/residential.json" with { type: "json" };
import { gotoHydrated } from "./support/hydration.ts";
import { collectPageErrors } from "./support/page-errors.ts";

/**
 * The namespaces the server wrote into a page's texts block (ADR 432), read from the document as
 * sent: a signed-out visitor's browser would leave a user-centre page before reading it (ADR 439).
 */
async function inlinedNamespaces(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const block = /<script[^>]*\bid="portico-texts"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (block === undefined) throw new Error(`${path} has no texts block`);
  return Object.keys(JSON.parse(block));
}

/**
 * Records, from now on, every text the page shows that looks like a translation key
 * ("hero.title", "meta.description") and every document title that does: a route rendered
 * before its texts arrived would show them, however briefly.
 */
async function watchForKeys(page: Page): Promise<void> {
  await page.evaluate(() => {
    const keyLike = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/;
    const seen: string[] = [];
    const check = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent?.trim() ?? "";
        if (keyLike.test(value)) seen.push(value);
      }
      // The title reads "<page title> | <product>".
      if (keyLike.test(document.title.split(" | ")[0] ?? "")) seen.push(`title: ${document.title}`);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") check(record.target.parentNode ?? record.target);
        for (const added of record.addedNodes) check(added);
      }
    }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    Object.assign(window, { keysSeen: seen });
  });
}

const keysSeen = (page: Page) => page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen);

test.describe("each page's texts", () => {
  test("a page carries only the namespaces its routes use: no console or user-centre texts on public pages", async ({
    page,
  }) => {
    expect(await inlinedNamespaces(page, "/staticisp/")).toEqual(["common", "staticIsp", "shell"]);
    expect(await inlinedNamespaces(page, "/?lang=zh-CN")).toEqual(["common", "home", "shell"]);
    expect(await inlinedNamespaces(page, "/residential/")).toEqual(["common", "residential", "shell"]);
    expect(await inlinedNamespaces(page, "/login")).toEqual(["common", "auth", "shell"]);
    expect(await inlinedNamespaces(page, "/no-such-page")).toEqual(["common", "shell"]);
    expect(await inlinedNamespaces(page, "/console/login")).toEqual(["common", "shell", "console"]);
    expect(await inlinedNamespaces(page, "/ucenter/api-keys/")).toEqual(["common", "shell", "apiKeys"]);
  });

  for (const language of ["en", "zh-CN"] as const) {
    test(`a client-side navigation reads the next route's texts before showing it, in ${language}`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const help = language === "en" ? en : zh;
      const residential = language === "en" ? enResidential : zhResidential;
      await gotoHydrated(page, language === "en" ? "/staticisp/" : "/staticisp/?lang=zh-CN");
      await watchForKeys(page);

      // The help centre's namespace is not in /staticisp/'s page: it is read on the way.
      await page.locator('footer a[href="/faq/"]').click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(help.hero.title);
      await expect(page).toHaveTitle(new RegExp(`^${help.meta.title} \\|`));
      await expect(page).toHaveURL(/\/faq\/$/);

      // And the residential page's, from the help centre.
      await page.locator('footer a[href="/residential/"]').click();
      await expect(page).toHaveTitle(new RegExp(`^${residential.meta.title.replace(/[()|]/g, "\\$&")}`));
      await expect(page.locator("#portico-texts")).toHaveCount(1);

      expect(await keysSeen(page)).toEqual([]);
      expect(errors.filter((error) => /hydrat|Minified React error/i.test(error))).toEqual([]);
    });
  }

  test("after a language switch, a route visited next shows the new language", async ({ page }) => {
    await gotoHydrated(page, "/staticisp/");
    await watchForKeys(page);
    await page.getByTestId("language-switch").click();
    await page.getByTestId("language-option-zh-CN").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.locator('footer a[href="/faq/"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh.hero.title);
    expect(await keysSeen(page)).toEqual([]);
  });
});
