import { expect, type Page, test } from "@playwright/test";
import { logInThroughUi } from "./support/accounts.ts";
import { apiCall } from "./support/api-call.ts";
import { CUSTOMER_PASSWORD, createCustomer, logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { expectLoginRedirect, expectPaymentAddress } from "./support/payment-address.ts";
import { fetchRegions, regionByCode, stockInDatabase } from "./support/static-regions.ts";

const card = (page: Page, code: string) => page.locator(`[data-testid="region-card"][data-region-code="${code}"]`);
const cartLine = (page: Page, code: string) => page.locator(`[data-testid="cart-line"][data-region-code="${code}"]`);

/** The stored cart is read as the panel hydrates: act once the page is hydrated. */
async function gotoPanel(page: Page, path = "/staticisp/") {
  await gotoHydrated(page, path);
  await expect(page.getByTestId("static-panel")).toBeVisible();
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

  test("clamps a typed quantity to stock, removes at 0, and a sold-out region is read-only", async ({ page }) => {
    const stock = await stockInDatabase("KOR");
    expect(stock).toBeGreaterThan(0);
    expect(await stockInDatabase("ARE")).toBe(0);
    await gotoPanel(page);
    const input = card(page, "KOR").getByTestId("stepper-input");
    await input.fill(String(stock + 50));
    await expect(input).toHaveValue(String(stock));
    await expect(cartLine(page, "KOR")).toHaveAttribute("data-quantity", String(stock));
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
    // One on press, one at 500 ms, then one every 100 ms: about 10 in 1.3 s.
    expect(held).toBeGreaterThanOrEqual(5);
    await page.waitForTimeout(400);
    await expect(cartLine(page, "GBR")).toHaveAttribute("data-quantity", String(held));
  });

  test("a reload keeps the cart and the period, stored under the spec's names", async ({ page, request }) => {
    const jpn = regionByCode(await fetchRegions(request), "JPN");
    await gotoPanel(page);
    await card(page, "JPN").getByTestId("stepper-input").fill("4");
    await page.getByTestId("period-tabs").getByText("Monthly").click();
    await page.reload();
    await expect(cartLine(page, "JPN")).toHaveAttribute("data-quantity", "4");
    await expect(page.getByTestId("period-tabs").locator("label[data-active]")).toHaveText("Monthly");
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? "{}"));
    expect(stored.state).toMatchObject({
      staticPackageType: "monthly",
      chooseRegionArr: [{ id: jpn.id, country_code: "JPN", num: 4 }],
      totalInfo: { total: Math.round(jpn.monthly_price * 4 * 100) / 100 },
      staticCountryInfo: { country_code: null },
    });
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
    await expectLoginRedirect(page, paymentPath);

    // A real login on that page follows the redirect back to the payment view.
    const { email } = await createCustomer(request);
    await logInThroughUi(page, email, CUSTOMER_PASSWORD);
    await expectPaymentAddress(page, paymentPath);
    await expect(page.getByTestId("static-order-line")).toHaveCount(2);
    const expected = Math.round((usa.weekly_price * 2 + ind.weekly_price) * 100) / 100;
    await expect(page.getByTestId("order-total")).toHaveText(`$${expected.toFixed(2)}`);
    await expect(page.getByTestId("static-order-period")).toHaveText("Weekly");

    // Change plan leads to the IP manager for a static order (spec 01 §2); the cart is still there.
    await expect(page.getByTestId("change-plan")).toHaveAttribute("href", "/ucenter/staticisp/ips");
    await gotoPanel(page);
    await expect(cartLine(page, "USA")).toHaveAttribute("data-quantity", "2");
    await expect(cartLine(page, "IND")).toHaveAttribute("data-quantity", "1");
  });

  test("the payment view shows the server's refusal when stock ran out", async ({ page, request }) => {
    const kor = regionByCode(await fetchRegions(request), "KOR");
    const stock = await stockInDatabase("KOR");
    await logInAsNewCustomer(page, request);
    await page.goto(`/payment?type=2&date_unit=weekly&static_commodity=${kor.id}:${stock + 1}`);
    await expect(page.getByTestId("payment-error")).toContainText(`Only ${stock} IPs are left in South Korea`);
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
    const authorities = (await apiCall("GET", "/api/member/authorities", { headers: { token } })).body as {
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

test.describe("header menus", () => {
  test("the header menus show the lowest prices and link region pages", async ({ page, request }) => {
    const regions = await fetchRegions(request);
    const lowest = Math.min(...regions.filter((r) => r.stock > 0).map((r) => r.monthly_price));
    await gotoHydrated(page, "/residential/");
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
