import { expect, type Page, test } from "@playwright/test";
import { countryStock } from "@portico/domain";
import { logInThroughUi } from "./support/accounts.ts";
import { CUSTOMER_PASSWORD, createCustomer, logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { fetchRegions, regionByCode } from "./support/static-regions.ts";

const card = (page: Page, code: string) => page.locator(`[data-testid="region-card"][data-region-code="${code}"]`);
const cartLine = (page: Page, code: string) => page.locator(`[data-testid="cart-line"][data-region-code="${code}"]`);

async function gotoPanel(page: Page, path = "/staticisp/") {
  await page.goto(path);
  // The stored cart is read after hydration; wait until the page is interactive.
  await expect(page.getByTestId("static-panel")).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("static ISP panel", () => {
  test("server-renders every region with stock and price, all continents open", async ({ request }) => {
    const regions = await fetchRegions(request);
    const html = await (await request.get("/staticisp/")).text();
    expect(html.match(/data-testid="region-card"/g)).toHaveLength(regions.length);
    expect(html).toContain("United States · California");
    const continents = new Set(regions.map((region) => region.continent));
    const panels = html.match(/<details[^>]*data-testid="continent-[^"]+"[^>]*>/g) ?? [];
    expect(panels).toHaveLength(continents.size);
    for (const panel of panels) expect(panel).toMatch(/\sopen=""/);
  });

  test("Mantine's ids stay those the server rendered after hydration (no second render, ADR 307)", async ({
    page,
    request,
  }) => {
    // The home page's FAQ accordion: the panel itself draws no Mantine component with an id.
    const html = await (await request.get("/")).text();
    const serverId = /<button[^>]*data-accordion-control="true"[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(serverId).toMatch(/^mantine-/);
    await gotoHydrated(page, "/");
    await expect(page.locator("[data-accordion-control]").first()).toHaveAttribute("id", serverId ?? "");
  });

  test("a continent panel closes and opens again from its heading; the period tabs work by keyboard", async ({
    page,
  }) => {
    await gotoPanel(page);
    const europe = page.getByTestId("continent-europe");
    await expect(europe.getByTestId("region-card").first()).toBeVisible();
    await europe.locator("summary").click();
    await expect(europe.getByTestId("region-card").first()).toBeHidden();
    await europe.locator("summary").click();
    await expect(europe.getByTestId("region-card").first()).toBeVisible();

    const tabs = page.getByTestId("period-tabs");
    await tabs.getByRole("radio", { name: "Weekly" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
    await expect(tabs.locator("label[data-active]")).toHaveText("Fortnightly");
  });

  test("adds regions with the stepper and by typing; total follows", async ({ page, request }) => {
    const regions = await fetchRegions(request);
    const usa = regionByCode(regions, "USA");
    const fra = regionByCode(regions, "FRA");
    await gotoPanel(page);

    await card(page, "USA").hover();
    await card(page, "USA").getByTestId("stepper-plus").click();
    await card(page, "USA").getByTestId("stepper-plus").click();
    await expect(cartLine(page, "USA")).toHaveAttribute("data-quantity", "2");

    await card(page, "FRA").getByTestId("stepper-input").fill("03");
    await expect(card(page, "FRA").getByTestId("stepper-input")).toHaveValue("3");
    await expect(cartLine(page, "FRA")).toHaveAttribute("data-quantity", "3");

    const weekly = Math.round((usa.weekly_price * 2 + fra.weekly_price * 3) * 100) / 100;
    await expect(page.getByTestId("cart-total")).toHaveText(`$${weekly.toFixed(2)}`);

    await page.getByTestId("period-tabs").getByText("Quarterly").click();
    const quarterly = Math.round((usa.quarterly_price * 2 + fra.quarterly_price * 3) * 100) / 100;
    await expect(page.getByTestId("cart-total")).toHaveText(`$${quarterly.toFixed(2)}`);
  });

  test("clamps a typed quantity to stock, removes at 0, and a sold-out region is read-only", async ({
    page,
    request,
  }) => {
    const kor = regionByCode(await fetchRegions(request), "KOR");
    await gotoPanel(page);
    const input = card(page, "KOR").getByTestId("stepper-input");
    await input.fill(String(kor.stock + 50));
    await expect(input).toHaveValue(String(kor.stock));
    await expect(cartLine(page, "KOR")).toHaveAttribute("data-quantity", String(kor.stock));
    await expect(card(page, "KOR").getByTestId("stepper-plus")).toBeDisabled();

    await input.fill("0");
    await expect(cartLine(page, "KOR")).toHaveCount(0);
    await input.fill("abc");
    await expect(cartLine(page, "KOR")).toHaveCount(0);
    await expect(page.getByTestId("checkout")).toBeDisabled();

    const soldOut = card(page, "ARE");
    await expect(soldOut.getByTestId("region-stock")).toHaveText("Sold out");
    await expect(soldOut.getByTestId("stepper-input")).toHaveAttribute("readonly", "");
    await expect(soldOut.getByTestId("stepper-plus")).toBeDisabled();
  });

  test("pressing and holding + repeats until released", async ({ page }) => {
    await gotoPanel(page);
    const plus = card(page, "GBR").getByTestId("stepper-plus");
    await card(page, "GBR").hover();
    await plus.hover();
    await page.mouse.down();
    await page.waitForTimeout(1300);
    await page.mouse.up();
    const held = Number(await cartLine(page, "GBR").getAttribute("data-quantity"));
    // One on press, then one every 100 ms after 500 ms: about 9 in 1.3 s.
    expect(held).toBeGreaterThanOrEqual(5);
    await page.waitForTimeout(400);
    await expect(cartLine(page, "GBR")).toHaveAttribute("data-quantity", String(held));
  });

  test("a reload keeps the cart and the period", async ({ page }) => {
    await gotoPanel(page);
    await card(page, "JPN").getByTestId("stepper-input").fill("4");
    await page.getByTestId("period-tabs").getByText("Monthly").click();
    await page.reload();
    await expect(cartLine(page, "JPN")).toHaveAttribute("data-quantity", "4");
    await expect(page.getByTestId("period-tabs").locator("label[data-active]")).toHaveText("Monthly");
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? "{}"));
    expect(stored.state).toMatchObject({ staticPackageType: "monthly", totalInfo: { ips: 4 } });
    expect(stored.state.chooseRegionArr).toHaveLength(1);
  });

  test("a region page preselects its region; an unknown code shows the plain panel", async ({ page }) => {
    await gotoPanel(page, "/staticisp/deu.html");
    await expect(cartLine(page, "DEU")).toHaveAttribute("data-quantity", "1");
    await gotoPanel(page, "/staticisp/atlantis.html");
    await expect(page.getByTestId("region-card").first()).toBeVisible();
    await expect(cartLine(page, "DEU")).toHaveAttribute("data-quantity", "1");
  });

  test("a visitor's checkout goes to login and returns to the same cart", async ({ page, request }) => {
    const regions = await fetchRegions(request);
    const usa = regionByCode(regions, "USA");
    const ind = regionByCode(regions, "IND");
    await gotoPanel(page);
    await card(page, "USA").getByTestId("stepper-input").fill("2");
    await card(page, "IND").getByTestId("stepper-input").fill("1");
    await page.getByTestId("checkout").click();

    const paymentPath = `/payment?type=2&date_unit=weekly&static_commodity=${encodeURIComponent(`${usa.id}:2|${ind.id}:1`)}&location=2&amount=3`;
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(paymentPath)}`);

    // A real login on that page follows the redirect back to the payment view.
    const { email } = await createCustomer(request);
    await logInThroughUi(page, email, CUSTOMER_PASSWORD);
    await expect(page).toHaveURL(paymentPath);
    await expect(page.getByTestId("static-order-line")).toHaveCount(2);
    const expected = Math.round((usa.weekly_price * 2 + ind.weekly_price) * 100) / 100;
    await expect(page.getByTestId("order-total")).toHaveText(`$${expected.toFixed(2)}`);
    await expect(page.getByTestId("static-order-period")).toHaveText("Weekly");

    await page.getByTestId("change-plan").click();
    await expect(page).toHaveURL("/staticisp/");
    await expect(cartLine(page, "USA")).toHaveAttribute("data-quantity", "2");
    await expect(cartLine(page, "IND")).toHaveAttribute("data-quantity", "1");
  });

  test("the payment view shows the server's refusal when stock ran out", async ({ page, request }) => {
    const kor = regionByCode(await fetchRegions(request), "KOR");
    await logInAsNewCustomer(page, request);
    await page.goto(`/payment?type=2&date_unit=weekly&static_commodity=${kor.id}:${kor.stock + 1}`);
    await expect(page.getByTestId("payment-error")).toContainText(`Only ${kor.stock} IPs are left in South Korea`);
  });

  test("visitors get no free test tab", async ({ page }) => {
    await gotoPanel(page);
    await expect(page.getByTestId("period-tabs")).not.toContainText("Free test");
  });

  test("a customer with test IPs left gets the free tab; above the allowance checkout is blocked", async ({
    page,
    request,
  }) => {
    const { token } = await logInAsNewCustomer(page, request);
    const authorities = (await (await request.get("/api/member/authorities", { headers: { token } })).json()) as {
      data: { left_test_ips: number };
    };
    await gotoPanel(page);
    await expect(page.getByTestId("period-tabs")).toContainText("Free test");
    await page.getByTestId("period-tabs").getByText("Free test").click();

    const left = authorities.data.left_test_ips;
    await card(page, "USA").getByTestId("stepper-input").fill(String(left));
    await expect(page.getByTestId("cart-total")).toHaveText("$0.00");
    await expect(page.getByTestId("test-limit-warning")).toHaveCount(0);
    await expect(page.getByTestId("checkout")).toBeEnabled();

    await card(page, "FRA").getByTestId("stepper-input").fill("1");
    await expect(page.getByTestId("test-limit-warning")).toContainText(String(left));
    await expect(page.getByTestId("checkout")).toBeDisabled();
  });

  test("switching to Chinese translates the panel and the region names", async ({ page, request }) => {
    const chinese = regionByCode(await fetchRegions(request, "zh-CN"), "USA-CA");
    await gotoPanel(page);
    await page.getByTestId("language-switch").click();
    await page.getByTestId("language-option-zh-CN").click();
    await expect(page.getByRole("heading", { name: "配置您的静态 IP 订单" })).toBeVisible();
    await expect(card(page, "USA-CA").getByTestId("region-name")).toHaveText(chinese.country_name);
    await page.reload();
    await expect(page.getByTestId("period-tabs")).toContainText("季付");
  });

  test("the keyword search asks the server and matches Chinese names", async ({ page }) => {
    await gotoPanel(page);
    await page.getByTestId("region-search").fill("英国");
    await expect(page.getByTestId("region-card")).toHaveCount(2);
    await expect(card(page, "GBR-LON")).toBeVisible();
    await page.getByTestId("region-search").fill("atlantis");
    await expect(page.getByTestId("no-regions")).toBeVisible();
  });
});

test.describe("user centre static panel", () => {
  test("renders inside the user centre with the sidebar entry", async ({ page, request }) => {
    await logInAsNewCustomer(page, request);
    await page.goto("/ucenter/staticisp/");
    await expect(page.getByTestId("static-panel")).toBeVisible();
    await expect(page.getByTestId("ucenter-sidebar").getByText("Buy static ISP")).toBeVisible();
  });
});

test.describe("home page", () => {
  test("shows live stock for the eight coverage countries, equal to the API", async ({ page, request }) => {
    const regions = await fetchRegions(request);
    await page.goto("/");
    for (const code of ["USA", "GBR", "IDN", "CAN", "FRA", "HKG", "IND", "KOR"]) {
      await expect(
        page.locator(`[data-testid="coverage-region"][data-code="${code}"] [data-testid="coverage-stock"]`),
      ).toHaveText(countryStock(regions, code).toLocaleString("en-US"));
    }
  });

  test("the buy button follows the product toggle; visitors see register", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("home-buy")).toHaveAttribute("href", "/residential/");
    await page.getByTestId("home-product").getByText("Static ISP proxies").click();
    await expect(page.getByTestId("home-buy")).toHaveAttribute("href", "/staticisp/");
    await expect(page.getByTestId("home-register")).toHaveAttribute("href", "/signup");
  });

  test("the FAQ keeps one item open, the first by default", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByTestId("home-faq");
    const buttons = faq.locator("button[aria-expanded]");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "false");
  });

  test("the contact-sales block opens the chat once when it scrolls into view", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { chatOpens: number }).chatOpens = 0;
      window.addEventListener("portico:chat-open", () => {
        (window as unknown as { chatOpens: number }).chatOpens += 1;
      });
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { chatOpens: number }).chatOpens)).toBe(0);
    await page.getByTestId("contact-sales").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => (window as unknown as { chatOpens: number }).chatOpens)).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("contact-sales").scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { chatOpens: number }).chatOpens)).toBe(1);
  });

  test("the banner video toggles play and pause on click", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const video = page.getByTestId("banner-video");
    await video.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await video.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test("the header hides on scroll down and returns on scroll up", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const header = page.getByTestId("site-header");
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await page.mouse.wheel(0, -300);
    await expect(header).not.toHaveAttribute("data-hidden");
  });

  test("the header menus show the lowest prices and link region pages", async ({ page, request }) => {
    const regions = await fetchRegions(request);
    const lowest = Math.min(...regions.filter((r) => r.stock > 0).map((r) => r.monthly_price));
    await page.goto("/residential/");
    await page.waitForLoadState("networkidle");
    await page.getByTestId("pricing-menu").click();
    await expect(page.getByTestId("pricing-static").getByTestId("lowest-price")).toHaveText(
      `from $${lowest.toFixed(2)}/IP·month`,
    );
    await page.getByTestId("regions-menu").click();
    await page.getByTestId("regions-menu-item").first().click();
    await expect(page).toHaveURL(/\/staticisp\/[a-z]{3}\.html$/);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
  });
});
