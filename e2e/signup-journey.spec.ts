/**
 * A visitor who signs up on the way to buying ends signed in where they were going (spec 01 §2
 * /login and /signup, §4): the buy click's `redirect` travels from /login through its "sign up"
 * link to the signup form, and a completed signup opens the payment view. No login form, and no
 * second agreement, in between.
 */
import { expect, type Page, test } from "@playwright/test";
import { ResidentialPlanType } from "@portico/contracts";
import { completeSignupForm, type Interactions, uniqueEmail } from "./support/accounts.ts";
import { fetchPlans, findPlan } from "./support/catalogue.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";
import { expectLoginRedirect, expectPaymentAddress } from "./support/payment-address.ts";
import { fetchRegions, regionByCode } from "./support/static-regions.ts";

const TEXTS = {
  en: { accountReady: "Your account is ready. You are logged in.", weekly: "Weekly" },
  "zh-CN": { accountReady: "账户已创建，您已登录。", weekly: "周付" },
} as const;

/** One interaction counted per click, typed field or choice of the visitor. */
async function act(interactions: Interactions, done: Promise<unknown>): Promise<void> {
  await done;
  interactions.count += 1;
}

/** On /login?redirect=…: the "sign up" link keeps the redirect, and so does signup's "log in" link. */
async function signUpFromLogin(page: Page, target: string, interactions: Interactions): Promise<string> {
  await expectLoginRedirect(page, target);
  const carried = new URL(page.url()).search;
  await waitForHydration(page);
  await act(interactions, page.getByTestId("signup-link").click());
  await expect(page).toHaveURL(`/signup/${carried}`);
  await expect(page.getByTestId("login-link")).toHaveAttribute("href", `/login${carried}`);
  const email = uniqueEmail("journey");
  await completeSignupForm(page, email, "Sunflower42", { country: null, interactions });
  return email;
}

async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("token"))).toMatch(/.+/);
  const user = await page.evaluate(() => JSON.parse(window.localStorage.getItem("users") ?? "null"));
  expect(user).toMatchObject({ email, username: "Mei Lin", uid: expect.any(String) });
}

test.describe("signup on the way to buying", () => {
  for (const language of ["en", "zh-CN"] as const) {
    test(`${language}: home, a plan's buy button, sign up from the login page, and the payment view opens signed in`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      if (language === "zh-CN") await page.addInitScript(() => window.localStorage.setItem("language", "zh-CN"));
      const plan = findPlan(await fetchPlans(request, language), (p) => p.type !== ResidentialPlanType.Customized);
      const target = `/payment?type=1&package_id=${plan.id}`;
      const interactions: Interactions = { count: 0 };

      await gotoHydrated(page, "/");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await act(interactions, page.getByTestId("home-buy").click());
      await expect(page).toHaveURL("/residential/");
      await waitForHydration(page);
      const card = page.locator(`[data-testid="plan-card"][data-package-id="${plan.id}"]`);
      await act(interactions, card.getByTestId("choose-plan").click());
      const email = await signUpFromLogin(page, target, interactions);

      await expectPaymentAddress(page, target);
      await expect(page.getByText(TEXTS[language].accountReady)).toBeVisible();
      await expect(page.getByText(plan.display_title).first()).toBeVisible();
      await expectSignedIn(page, email);
      // Buy, sign up from the login page, the form's eleven steps: no login in between.
      expect(interactions.count).toBe(14);
    });
  }

  test("en: from the home page through signup and a card payment to a credential line in at most 17 interactions (issue #24)", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const plan = findPlan(await fetchPlans(request, "en"), (p) => p.type !== ResidentialPlanType.Customized);
    const target = `/payment?type=1&package_id=${plan.id}`;
    const interactions: Interactions = { count: 0 };

    await gotoHydrated(page, "/");
    await act(interactions, page.getByTestId("home-buy").click());
    await waitForHydration(page);
    const card = page.locator(`[data-testid="plan-card"][data-package-id="${plan.id}"]`);
    await act(interactions, card.getByTestId("choose-plan").click());
    await signUpFromLogin(page, target, interactions);
    await expectPaymentAddress(page, target);

    // The card through the sandbox provider, back to the success view, on to the generator.
    await act(interactions, page.getByTestId("pay-method-card").click());
    await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
    await act(interactions, page.getByRole("button", { name: /^Pay \$/ }).click());
    await expect(page.getByTestId("payment-success")).toHaveAttribute("data-state", "success");
    await act(interactions, page.getByTestId("payment-generator-link").click());
    await expect(page).toHaveURL("/ucenter/use_proxy/");
    const [line] = (await page.getByTestId("proxy-lines").inputValue()).split("\n");
    const [host, port, username, password] = (line ?? "").split(":");
    expect(host).toMatch(/\.gate\.portico\.example$/);
    expect(Number(port)).toBeGreaterThan(0);
    expect(username).toMatch(/^user-\w+$/);
    expect(password).not.toBe("");
    expect(interactions.count).toBeLessThanOrEqual(17);
  });

  test("zh-CN: a static ISP checkout, sign up from the login page, and the payment view has the same cart", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => window.localStorage.setItem("language", "zh-CN"));
    const usa = regionByCode(await fetchRegions(request), "USA");
    const interactions: Interactions = { count: 0 };

    await gotoHydrated(page, "/staticisp/");
    await expect(page.getByTestId("static-panel")).toBeVisible();
    const usaCard = page.locator(`[data-testid="region-card"][data-region-code="USA"]`);
    await act(interactions, usaCard.getByTestId("stepper-input").fill("2"));
    await act(interactions, page.getByTestId("checkout").click());
    const target = `/payment?type=2&date_unit=weekly&static_commodity=${encodeURIComponent(`${usa.id}:2`)}&location=1&amount=2`;
    const email = await signUpFromLogin(page, target, interactions);

    await expectPaymentAddress(page, target);
    await expect(page.getByText(TEXTS["zh-CN"].accountReady)).toBeVisible();
    await expect(page.getByTestId("static-order-line")).toHaveCount(1);
    await expect(page.getByTestId("static-order-period")).toHaveText(TEXTS["zh-CN"].weekly);
    await expect(page.getByTestId("order-total")).toHaveText(
      `$${(Math.round(usa.weekly_price * 200) / 100).toFixed(2)}`,
    );
    await expectSignedIn(page, email);
    expect(interactions.count).toBe(14);
  });
});
