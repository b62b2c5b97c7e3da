import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 760 } });

  test("the menus fold into one menu that lists the products, help and the account buttons", async ({ page }) => {
    await gotoHydrated(page, "/faq/");
    await expect(page.getByTestId("pricing-menu")).toBeHidden();
    await expect(page.getByTestId("header-login")).toBeHidden();

    const menu = page.getByTestId("mobile-menu");
    await expect(menu.locator("summary")).toHaveAttribute("aria-label", "Menu");
    await menu.locator("summary").click();
    const panel = menu.locator(".header-mobile-panel");
    await expect(panel.getByRole("link", { name: "Residential proxies" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Help centre" })).toBeVisible();
    await expect(menu.getByTestId("menu-header-login")).toBeVisible();
    await expect(menu.getByTestId("menu-header-signup")).toHaveAttribute("href", "/signup");

    await panel.getByRole("link", { name: "Static ISP proxies" }).click();
    await expect(page).toHaveURL(/\/staticisp\/$/);
    await expect(page.getByTestId("static-panel")).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test("in Chinese, and the wide header stays as it was on a desktop", async ({ page, browser }) => {
    await gotoHydrated(page, "/residential/?lang=zh-CN");
    await page.getByTestId("mobile-menu").locator("summary").click();
    await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "静态 ISP 代理" })).toBeVisible();
    await expect(page.getByTestId("menu-header-login")).toHaveText("登录");

    const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(desktop, "/residential/");
    await expect(desktop.getByTestId("mobile-menu")).toBeHidden();
    await expect(desktop.getByTestId("pricing-menu")).toBeVisible();
    await expect(desktop.getByTestId("header-login")).toBeVisible();
    await desktop.close();
  });
});
