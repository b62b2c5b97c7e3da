import { expect, test } from "@playwright/test";
import { signInAsNewCustomer } from "./support/session.ts";

test.describe("console guard", () => {
  test("a visitor without a staff session goes to the console's login with the address, in either language", async ({
    page,
  }) => {
    await page.goto("/console/staff?tab=all");
    await expect(page).toHaveURL(`/console/login?redirect=${encodeURIComponent("/console/staff?tab=all")}`);
    await expect(page.getByRole("heading", { name: "Sign in to the console" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await page.goto("/console/?lang=zh-CN");
    await expect(page).toHaveURL(/\/console\/login\?redirect=/);
    await expect(page.getByRole("heading", { name: "登录运营后台" })).toBeVisible();
  });

  test("a customer's session gives no console access", async ({ page }) => {
    await signInAsNewCustomer(page);
    await page.goto("/console/");
    await expect(page).toHaveURL(`/console/login?redirect=${encodeURIComponent("/console/")}`);
    // The customer is still signed in to the user centre: the console's refusal signed nobody out.
    await page.goto("/ucenter/info/");
    await expect(page).toHaveURL(/\/ucenter\/info\/$/);
  });

  test("wrong credentials are refused with the server's message", async ({ page }) => {
    await page.goto("/console/login");
    await page.getByLabel("Work email").fill("nobody@example.com");
    await page.getByLabel(/^Password/).fill("not the password at all");
    await page.getByTestId("console-login-submit").click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/console\/login$/);
  });
});
