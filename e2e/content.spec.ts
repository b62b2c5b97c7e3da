import { expect, type Request, test } from "@playwright/test";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";
import { requestBodyOf } from "./support/sealed-traffic.ts";

test.describe("use-case pages", () => {
  test("render the snippet on the server, switch scene tabs, and open the contact form for custom", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/cases/seo")).text();
    expect(html).toContain("See search results the way local users do");
    await page.goto("/cases/seo");
    await page.getByTestId("float-qr").waitFor();
    await expect(page.getByTestId("case-snippet")).toContainText("rank tracking");
    await page.getByTestId("scene-tab-two").click();
    await expect(page.getByTestId("scene-panel-two")).toContainText("local packs");
    await expect(page.getByTestId("solution-residential").getByRole("link")).toHaveAttribute("href", "/residential/");
    await expect(page.getByTestId("solution-static").getByRole("link")).toHaveAttribute("href", "/staticisp/");
    await page.getByTestId("contact-custom").click();
    const form = page.getByTestId("contact-form");
    await expect(form).toBeVisible();
    await form.getByRole("button").last().click();
    await expect(form).toContainText("Please enter your name");
    await form.getByLabel("Your name").fill("Ana Costa");
    await form.getByLabel("Email").fill("ana@retail.example");
    await form.getByLabel("Message").fill("We need a private pool for 40 stores in Brazil.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-sent")).toBeVisible();
  });

  test("an unknown case is a 404 page", async ({ page }) => {
    const response = await page.goto("/cases/banking");
    expect(response?.status()).toBe(404);
  });
});

test.describe("FAQ help centre", () => {
  test("Mantine's ids stay those the server rendered after hydration (no second render, ADR 307)", async ({
    page,
    request,
  }) => {
    // The category tabs are a public page's Mantine component with an id.
    const html = await (await request.get("/faq/")).text();
    const serverId = /<button[^>]*mantine-Tabs-tab[^>]*\sid="([^"]+)"/.exec(html)?.[1];
    expect(serverId).toMatch(/^mantine-/);
    await gotoHydrated(page, "/faq/");
    await expect(page.locator(".mantine-Tabs-tab").first()).toHaveAttribute("id", serverId ?? "");
  });

  test("search by Enter and by button, ignore an empty search, and show the empty state", async ({ page }) => {
    await page.goto("/faq/");
    // The floating buttons mount after hydration: from then on the form's handlers are live.
    await page.getByTestId("float-qr").waitFor();
    await expect(page.getByTestId("faq-category-tab").first()).toHaveAttribute("aria-selected", "true");
    const input = page.getByTestId("faq-search-input");
    await input.fill("   ");
    await input.press("Enter");
    await expect(page).toHaveURL("/faq/");
    await input.fill("refund");
    await input.press("Enter");
    await expect(page).toHaveURL("/faq/?search=refund");
    await expect(page.getByTestId("faq-result").first()).toContainText("refund");
    await input.fill("Alipay");
    await page.getByTestId("faq-search-button").click();
    await expect(page).toHaveURL("/faq/?search=Alipay");
    await page.getByTestId("faq-result").getByRole("link", { name: "Which payment methods do you accept?" }).click();
    await expect(page).toHaveURL("/faq/payment-methods.html");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Which payment methods do you accept?");
    await page.goto("/faq/?search=zzqxnothing");
    await expect(page.getByTestId("faq-empty")).toBeVisible();
  });

  test("class and search query parameters preload a search", async ({ page }) => {
    const categories = (await apiCall("GET", "/api/faq/categories")).body.data as { id: number; name: string }[];
    const billing = categories.find((category) => category.name === "Billing & payments");
    await page.goto(`/faq/?class=${billing?.id}&search=invoice`);
    await expect(page.getByTestId("faq-category-tab").filter({ hasText: "Billing & payments" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByTestId("faq-results-heading")).toContainText("invoice");
    await expect(page.getByTestId("faq-result").filter({ hasText: "How do I get an invoice?" })).toHaveCount(1);
    // Only this category: the getting-started article that mentions nothing of invoices is absent.
    await expect(page.getByTestId("faq-result").filter({ hasText: "What does Portico sell?" })).toHaveCount(0);
  });

  test("an article shows breadcrumb, related and popular, takes a rating, and searches its category", async ({
    page,
  }) => {
    await page.goto("/faq/top-up-wallet.html");
    await page.getByTestId("float-qr").waitFor();
    await expect(page.getByTestId("faq-breadcrumb")).toContainText("Billing & payments");
    await expect(page.getByTestId("faq-related")).toContainText("Which payment methods do you accept?");
    await expect(page.getByTestId("faq-popular").getByRole("link").first()).toBeVisible();
    // Other runs on the same database may rate this article too: count up from what the page shows.
    const summary = page.getByTestId("rating-summary");
    const ratings = async () => Number(/from (\d+) ratings/.exec(await summary.innerText())?.[1]);
    const before = (await summary.count()) ? await ratings() : 0;
    const rated = page.waitForResponse((response) => response.url().endsWith("/api/faq/rate"));
    await page.getByTestId("rate-star-4").click();
    // The server's answer first: a lost click and a refused rating fail here, each with its cause.
    expect((await rated).status()).toBe(200);
    await expect(page.getByTestId("rating-thanks")).toBeVisible();
    await expect.poll(ratings).toBeGreaterThan(before);
    await page.getByTestId("faq-search-input").fill("refund");
    await page.getByTestId("faq-search-input").press("Enter");
    await expect(page).toHaveURL(/\/faq\/\?class=\d+&search=refund$/);
    await expect(page.getByTestId("faq-result").first()).toContainText("refund");
  });

  test("an unknown article is a 404 page", async ({ page }) => {
    expect((await page.goto("/faq/no-such-question.html"))?.status()).toBe(404);
  });
});

test.describe("legal pages and search engines", () => {
  test("privacy and terms come with their last-updated line, in both languages", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    await expect(page.getByTestId("legal-updated")).toContainText("November 1, 2026");
    await page.goto("/terms?lang=zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("服务条款");
    await expect(page.getByTestId("legal-content")).toContainText("合理使用");
    // The day is written by the loader on the server, in the page's language.
    await expect(page.getByTestId("legal-updated")).toHaveText("最后更新：2026年11月1日");
  });

  test("the raw HTML carries canonical, hreflang and Open Graph; ?lang= renders Chinese", async ({ request }) => {
    const english = await (await request.get("/faq/refund-policy.html")).text();
    expect(english).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/faq\/refund-policy\.html"\/>/);
    expect(english).toMatch(/hrefLang="zh-CN" href="[^"]+\/faq\/refund-policy\.html\?lang=zh-CN"/);
    expect(english).toMatch(/hrefLang="x-default" href="[^"]+\/faq\/refund-policy\.html"/);
    expect(english).toContain('<meta property="og:title" content="Can I get a refund? | Portico"/>');
    const chinese = await (await request.get("/residential/?lang=zh-CN")).text();
    expect(chinese).toContain('<html lang="zh-CN"');
    expect(chinese).toMatch(/<link rel="canonical" href="[^"]+\/residential\/\?lang=zh-CN"\/>/);
  });

  test("opening a ?lang= URL stores that language as the visitor's choice", async ({ page }) => {
    await page.goto("/faq/?lang=zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("需要什么帮助？");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("language"))).toBe("zh-CN");
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("隐私政策");
  });

  test("a ?lang= address reaches the server's record only for a signed-in customer", async ({ page, request }) => {
    const languageCalls: Request[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/index/lang") languageCalls.push(sent);
    });
    // Anonymous: the server rendered Chinese from the address and the cookie is written in the
    // browser, so no call (and none of its code) is needed.
    await gotoHydrated(page, "/faq/?lang=zh-CN");
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain("language=zh-CN");
    expect(languageCalls).toEqual([]);
    // Signed in: the customer's mail language follows, so the server is told.
    const customer = await logInAsNewCustomer(page, request);
    await gotoHydrated(page, "/residential/?lang=zh-CN");
    await expect
      .poll(() => Promise.all(languageCalls.map((sent) => requestBodyOf(page, sent))))
      .toEqual([{ language: "zh-CN" }]);
    const recorded = async () =>
      (await apiCall("GET", "/api/member/info", { headers: { token: customer.token } })).body.data.language;
    await expect.poll(recorded).toBe("zh-CN");
  });

  test("a ?lang= page already in that language reloads nothing and, for a visitor, tells the server nothing", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/api/index/lang" || pathname.endsWith(".data")) calls.push(pathname);
    });
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await gotoHydrated(page, "/?lang=zh-CN");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("language"))).toBe("zh-CN");
    // Past the 300 ms debounce of the data refresh a language switch would start.
    await page.waitForTimeout(1000);
    expect(calls).toEqual([]);
    // Nor does the page load the API client (it knows every API path) for it (ADR 310).
    for (const text of await Promise.all(scripts)) expect(text).not.toContain("/api/user/login");
  });

  test("switching language on the FAQ page reloads its content in Chinese and tells the server", async ({ page }) => {
    // Spec 02 §4: a language change sends the chosen language to the server, signed in or not.
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === "/api/index/lang" && request.method() === "POST",
    );
    await page.goto("/faq/refund-policy.html");
    await page.getByTestId("float-qr").waitFor();
    await expect(page.getByTestId("faq-updated")).toHaveText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await page.getByTestId("language-switch").click();
    await page.getByTestId("language-option-zh-CN").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("可以退款吗？");
    // The loaders run again in Chinese, and the day they format follows.
    await expect(page.getByTestId("faq-updated")).toHaveText(/^最后更新：\d{4}年\d{1,2}月\d{1,2}日$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    expect(await requestBodyOf(page, await sent)).toEqual({ language: "zh-CN" });
  });
});

test.describe("first visit widgets", () => {
  // A first-time visitor: no consent stored, the ad popup never shown.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the consent banner comes with a first visit's HTML in both languages, and not once a choice is stored", async ({
    request,
    browser,
  }) => {
    const chosen = { cookie: "cookie_consent=analytics%3A0%2Cmarketing%3A0" };
    for (const [language, title] of [
      ["en", "We value your privacy"],
      ["zh-CN", "我们重视您的隐私"],
    ] as const) {
      // Drawn by the server, so it paints with the page (ADR 442).
      const firstVisit = await (await request.get(`/staticisp/?lang=${language}`)).text();
      expect(firstVisit).toContain('data-testid="cookie-banner"');
      expect(firstVisit).toContain(title);
      // In place, not moved to the document's end for a script to put back a frame later.
      expect(firstVisit).not.toMatch(/<template id="B:\d+"/);
      const returning = await (await request.get(`/staticisp/?lang=${language}`, { headers: chosen })).text();
      expect(returning).toContain('data-testid="region-card"');
      expect(returning).not.toContain('data-testid="cookie-banner"');
    }
    // Without scripts nothing optional can be set and the banner could not be closed: it stays hidden.
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const page = await noScript.newPage();
    await page.goto("/faq/");
    await expect(page.getByTestId("faq-result").first()).toBeVisible();
    await expect(page.getByTestId("cookie-banner")).toBeAttached();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await noScript.close();
  });

  test("cookie consent: accept all, stays accepted after reload, the footer link reopens it", async ({ page }) => {
    await page.goto("/faq/");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    // The server's banner shows before its buttons work: act once React owns it.
    await expect(page.locator('[data-testid="cookie-banner"][data-ready]')).toBeVisible();
    await page.getByTestId("consent-accept-all").click();
    await expect(banner).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === "cookie_consent");
    expect(decodeURIComponent(cookie?.value ?? "")).toBe("analytics:1,marketing:1");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    // To a page without the banner and back, in the app: the page's first data still says "no choice".
    await page.getByRole("link", { name: "Log in" }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.getByTestId("faq-result").first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(banner).toBeHidden();
    await page.getByTestId("footer-cookie-preferences").click();
    await expect(banner).toBeVisible();
    await expect(page.getByTestId("consent-analytics")).toBeChecked();
  });

  test("the promo popup opens by itself once, copies a code, and its button shakes and reopens it", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/privacy");
    const popup = page.getByTestId("promo-popup");
    await expect(popup).toBeVisible();
    await expect(page.getByTestId("promo-code-usd")).toHaveText("E2E-USD");
    await expect(page.getByTestId("promo-code-cny")).toHaveText("E2E-CNY");
    await page.getByTestId("promo-copy-usd").click();
    await expect(page.getByText("Promo code copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("E2E-USD");
    await page.getByRole("button", { name: "Close" }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId("float-promo")).toHaveAttribute("data-shaking", "true");
    await page.getByTestId("float-promo").click();
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await page.reload();
    await page.getByTestId("float-promo").waitFor();
    await page.waitForTimeout(1500);
    await expect(popup).toBeHidden();
  });
});

test.describe("shell widgets", () => {
  test("go-to-top appears after scrolling past 1000 px and takes the page back up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/privacy");
    await page.getByTestId("float-qr").waitFor();
    await expect(page.getByTestId("go-to-top")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByTestId("go-to-top").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByTestId("float-qr").click();
    await expect(page.getByTestId("qr-card").locator("img")).toHaveJSProperty("complete", true);
  });

  test("the help-centre menu lists the FAQ categories", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    const helpMenu = page.getByTestId("help-menu");
    await helpMenu.click();
    // The pricing menu has a link of the same name: look only inside the help-centre panel.
    const panel = page.locator(`[id="${await helpMenu.getAttribute("aria-controls")}"]`);
    await panel.getByRole("link", { name: "Static ISP proxies" }).click();
    await expect(page).toHaveURL(/\/faq\/\?class=\d+$/);
    await expect(page.getByTestId("faq-result").first()).toContainText("static ISP");
  });
});
