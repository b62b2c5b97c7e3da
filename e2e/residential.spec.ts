import { expect, test } from "@playwright/test";
import { ResidentialPlanType } from "@portico/contracts";
import { unitPricePerGb } from "@portico/domain";
import { supportEmail } from "./playwright.config.ts";
import { logInThroughUi } from "./support/accounts.ts";
import { CUSTOMER_PASSWORD, createCustomer, logInAsNewCustomer } from "./support/api-session.ts";
import { fetchPlans, findPlan } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { expectLoginRedirect, expectPaymentAddress } from "./support/payment-address.ts";

test.describe("residential pricing", () => {
  test("the plans are in the server-rendered HTML, its scripts held until the first frame", async ({ request }) => {
    const plans = await fetchPlans(request, "en");
    const response = await request.get("/residential/", { headers: { "accept-language": "en-US" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/data-testid="plan-card"/g)).toHaveLength(plans.length);
    for (const plan of plans) expect(html).toContain(plan.display_title);
    // Hydration scripts start after the first frame (ADR 441): none is announced in a form that loads.
    expect(html.match(/<link rel="modulepreload-after-first-frame"[^>]*>/g)?.length ?? 0).toBeGreaterThan(2);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  test("the page works with JavaScript disabled, at most five cards", async ({ browser, request }) => {
    const plans = await fetchPlans(request, "en");
    expect(plans.length).toBeLessThanOrEqual(5);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/residential");
    await expect(page.getByTestId("plan-card")).toHaveCount(plans.length);
    for (const plan of plans) await expect(page.getByText(plan.display_title, { exact: true })).toBeVisible();
    await context.close();
  });

  test("a card shows the unit price per GB and a 1-day plan reads 24 hours", async ({ page, request }) => {
    const plans = await fetchPlans(request, "en");
    const traffic = findPlan(plans, (p) => p.type === ResidentialPlanType.Traffic && p.days > 1);
    const perGb = unitPricePerGb(traffic.sale_price, traffic.flow, traffic.give);
    await gotoHydrated(page, "/residential/");
    const card = page.locator(`[data-testid="plan-card"][data-package-id="${traffic.id}"]`);
    await expect(card).toContainText(`$${perGb?.toFixed(2)}`);
    const oneDay = plans.find((p) => p.days === 1);
    if (oneDay) {
      await expect(page.locator(`[data-testid="plan-card"][data-package-id="${oneDay.id}"]`)).toContainText("24 hours");
    }
  });

  test("the customised plan shows '?' and its contact button opens the support dialog", async ({ page, request }) => {
    const plans = await fetchPlans(request, "en");
    const custom = findPlan(plans, (p) => p.type === ResidentialPlanType.Customized);
    await gotoHydrated(page, "/residential/");
    const card = page.locator(`[data-testid="plan-card"][data-package-id="${custom.id}"]`);
    await expect(card).toContainText("?");
    await card.getByTestId("contact-sales").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: supportEmail })).toHaveAttribute("href", `mailto:${supportEmail}`);
  });

  test("a visitor choosing a plan logs in first, then sees the payment view for that plan", async ({
    page,
    request,
  }) => {
    const plans = await fetchPlans(request, "en");
    const plan = findPlan(plans, (p) => p.type !== ResidentialPlanType.Customized);
    const paymentPath = `/payment?type=1&package_id=${plan.id}`;
    await gotoHydrated(page, "/residential/");
    await page.locator(`[data-testid="plan-card"][data-package-id="${plan.id}"]`).getByTestId("choose-plan").click();
    await expectLoginRedirect(page, paymentPath);

    const { email } = await createCustomer(request);
    await logInThroughUi(page, email, CUSTOMER_PASSWORD);
    await expectPaymentAddress(page, paymentPath);
    await expect(page.getByTestId("order-summary")).toContainText(plan.display_title);
    await expect(page.getByTestId("order-total")).toHaveText(`$${plan.sale_price.toFixed(2)}`);
    await expect(page.getByTestId("pay-method-card")).toBeVisible();
  });

  test("a logged-in customer choosing a plan gets the payment view over the page, its code loaded then", async ({
    page,
    request,
  }) => {
    const plans = await fetchPlans(request, "en");
    const plan = findPlan(plans, (p) => p.type !== ResidentialPlanType.Customized);
    await logInAsNewCustomer(page, request);
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(sent.url());
    });
    await gotoHydrated(page, "/residential/");
    await page.waitForLoadState("networkidle");
    // Only the overlay's small host comes with the page; the view's code is not part of its
    // first load (ADR 305/310).
    const viewCode = (url: string) => /\/payment-(overlay-(?!host-)|view-)/.test(url);
    expect(scripts.some(viewCode)).toBe(false);

    await page.locator(`[data-testid="plan-card"][data-package-id="${plan.id}"]`).getByTestId("choose-plan").click();
    const overlay = page.getByTestId("payment-overlay");
    await expect(overlay.getByTestId("order-summary")).toContainText(plan.display_title);
    await expect(page).toHaveURL("/residential/");
    expect(scripts.some(viewCode)).toBe(true);
    await expect(overlay.getByRole("link", { name: /change plan/i })).toHaveAttribute(
      "href",
      `/residential?package_id=${plan.id}`,
    );
    // The link leads to the plan's card, highlighted, and closes the overlay.
    await overlay.getByRole("link", { name: /change plan/i }).click();
    await expect(page).toHaveURL(`/residential?package_id=${plan.id}`);
    await expect(page.getByTestId("payment-overlay")).toHaveCount(0);
    await expect(page.locator(`[data-testid="plan-card"][data-package-id="${plan.id}"]`)).toHaveAttribute(
      "data-selected",
      "true",
    );
  });

  test("switching to Chinese changes the texts and survives a reload", async ({ page, request }) => {
    const [english, chinese] = await Promise.all([fetchPlans(request, "en"), fetchPlans(request, "zh-CN")]);
    await gotoHydrated(page, "/residential/");
    await expect(page.getByText(english[0]?.display_title ?? "", { exact: true })).toBeVisible();

    await page.getByTestId("language-switch").click();
    await page.getByTestId("language-option-zh-CN").click();

    const chineseTitle = chinese[0]?.display_title ?? "";
    await expect(page.getByText(chineseTitle, { exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    expect(await page.evaluate(() => window.localStorage.getItem("language"))).toBe("zh-CN");

    await page.reload();
    await expect(page.getByText(chineseTitle, { exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });

  test("the browser translates with Portico's i18n subset: no i18next code, texts switch in place", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await gotoHydrated(page, "/residential/");
    const navigation = page.getByRole("navigation", { name: "Main navigation" });
    await expect(navigation.getByRole("button", { name: "Pricing" })).toBeVisible();
    // Messages only i18next and react-i18next contain (ADR 305: the client build swaps them out).
    for (const text of await Promise.all(scripts)) {
      expect(text).not.toContain("i18next is already initialized");
      expect(text).not.toContain("You will need to pass in an i18next instance");
    }
    expect(scripts.length).toBeGreaterThan(2);

    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
    await page.getByTestId("language-switch").click();
    await page.getByTestId("language-option-zh-CN").click();
    // The header re-renders in Chinese without a reload, from the fetched Chinese texts.
    await expect(page.getByRole("navigation", { name: "主导航" }).getByRole("button", { name: "价格" })).toBeVisible();
    expect(await page.evaluate(() => "beforeSwitch" in window)).toBe(true);
  });

  test("a Chinese browser gets Chinese on its first visit", async ({ browser, request }) => {
    const chinese = await fetchPlans(request, "zh-CN");
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await gotoHydrated(page, "/residential/");
    await expect(page.getByText(chinese[0]?.display_title ?? "", { exact: true })).toBeVisible();
    await context.close();
  });
});
