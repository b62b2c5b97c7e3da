import { expect, type Page, test } from "@playwright/test";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { waitForHydration } from "./support/hydration.ts";

// The dashboard's first screen comes with the HTML (issue #24 item 8): the server draws the shell,
// the heading and the tabs for everyone, an inline script sends a signed-out visitor to log in
// before anything paints, and React hydrates exactly what the server drew.

const TEXTS = {
  en: { heading: "Dashboard", rotating: "Rotating residential", account: "Account details" },
  "zh-CN": { heading: "控制台", rotating: "动态住宅", account: "账户信息" },
} as const;

/** React reports a mismatch as a minified error (#418, #423, #425) or a hydration message. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const isMismatch = (text: string) => /hydrat|#418|#423|#425/i.test(text);
  page.on("console", (message) => {
    if (message.type() === "error" && isMismatch(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (isMismatch(error.message)) errors.push(error.message);
  });
  return errors;
}

for (const language of ["en", "zh-CN"] as const) {
  const words = TEXTS[language];

  test(`the server draws the dashboard's shell, heading and tabs; the browser hydrates it as drawn (${language})`, async ({
    page,
    request,
  }) => {
    // What a browser receives before any script runs.
    const html = await (await request.get(`/ucenter/info/?source=residential&lang=${language}`)).text();
    expect(html).toContain('data-testid="ucenter-sidebar"');
    expect(html).toContain('data-testid="dashboard"');
    expect(html).toContain(`>${words.heading}</h1>`);
    expect(html).toContain(words.rotating);
    // The guard is in the document itself, ahead of the shell.
    expect(html.indexOf('location.replace("/login?redirect="')).toBeGreaterThan(-1);
    expect(html.indexOf('location.replace("/login?redirect="')).toBeLessThan(
      html.indexOf('data-testid="ucenter-sidebar"'),
    );
    // The first frame waits for the main content (ADR 440): the head holds the hint, the shell the id.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="expect" href="#main" blocking="render"\/?>/);
    expect(html).toMatch(/<main[^>]* id="main"/);

    const errors = collectHydrationErrors(page);
    await logInAsNewCustomer(page, request);
    await page.goto(`/ucenter/info/?source=residential&lang=${language}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    await expect(page.getByTestId("dashboard")).toHaveAttribute("data-tab", "rotating");
    await expect(page.getByRole("heading", { level: 2, name: words.account })).toBeVisible();
    await expect(page.getByTestId("query-loading")).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`ucenter-first-screen-${language}.png`) });
    // A phone, as Lighthouse's mobile run sees it: the heading and the subheading lead the screen.
    await page.setViewportSize({ width: 412, height: 823 });
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`ucenter-first-screen-${language}-phone.png`) });
  });
}

test("signed out: the visitor leaves for login with the full address before the shell is shown", async ({ page }) => {
  // Record whether the user centre's shell was ever laid out visibly in the document that held it.
  await page.addInitScript(() => {
    const seen = () => {
      const sidebar = document.querySelector('[data-testid="ucenter-sidebar"]');
      if (sidebar && sidebar.getBoundingClientRect().width > 0) sessionStorage.setItem("shellShown", "1");
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/ucenter/info/?source=wallet");
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/ucenter/info/?source=wallet")}`);
  expect(await page.evaluate(() => sessionStorage.getItem("shellShown"))).toBeNull();
});

test("a closed sidebar is drawn closed by the server, so it does not open and close again", async ({
  page,
  request,
}) => {
  const errors = collectHydrationErrors(page);
  await logInAsNewCustomer(page, request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ucenter/info/");
  await waitForHydration(page);
  await expect(page.getByTestId("ucenter-sidebar")).toBeInViewport();
  await page.getByTestId("sidebar-toggle").click();
  await expect(page.getByTestId("ucenter-sidebar")).not.toBeInViewport();

  // The server's HTML for this browser (its cookies) has the sidebar closed already; open by default.
  expect(await (await request.get("/ucenter/info/")).text()).toMatch(
    /aria-expanded="true" data-testid="sidebar-toggle"/,
  );
  const cookies = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  const html = await (await request.get("/ucenter/info/", { headers: { cookie: cookies } })).text();
  expect(html).toMatch(/aria-expanded="false" data-testid="sidebar-toggle"/);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("ucenter-sidebar")).not.toBeInViewport();
  expect(errors).toEqual([]);
});

// ADR 440: a public page's first frame waits for its footer, so the page is laid out once, whole.
test("a public page's head holds the first frame until its footer is parsed", async ({ request }) => {
  for (const path of ["/staticisp/", "/login"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="expect" href="#site-footer" blocking="render"\/?>/);
    expect(html).toMatch(/<footer[^>]* id="site-footer"/);
  }
});
