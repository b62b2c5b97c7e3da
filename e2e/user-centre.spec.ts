import { expect, test } from "@playwright/test";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";

test.describe("user-centre layout", () => {
  test("the sidebar's open or closed state is remembered across reloads", async ({ page, request }) => {
    await logInAsNewCustomer(page, request);
    await gotoHydrated(page, "/ucenter/residential/");
    const toggle = page.getByTestId("sidebar-toggle");
    const sidebar = page.getByTestId("ucenter-sidebar");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar).toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar).not.toBeInViewport();

    await page.reload();
    await expect(page.getByTestId("sidebar-toggle")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("ucenter-sidebar")).not.toBeInViewport();
  });

  test("page titles come from the route, in the current language", async ({ page }) => {
    await gotoHydrated(page, "/residential/");
    const englishTitle = await page.title();
    expect(englishTitle).toContain("Portico");
    expect(englishTitle).not.toBe("Portico");

    await page.getByTestId("language-switch").click();
    await page.getByTestId("language-option-zh-CN").click();
    await expect(page).toHaveTitle(/[\u4e00-\u9fff]/);
  });
});
