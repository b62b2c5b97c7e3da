import { expect, test } from "@playwright/test";
import { signInAsNewCustomer } from "./support/session.ts";

test.describe("route guard", () => {
  test("a user-centre page sends a visitor to login with the encoded full path", async ({ page }) => {
    await page.goto("/ucenter/residential/?tab=plans");
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/ucenter/residential/?tab=plans")}`);
  });

  test("the payment view needs a login too", async ({ page }) => {
    await page.goto("/payment?type=1&package_id=2");
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/payment?type=1&package_id=2")}`);
  });

  test("a logged-in customer opens the user centre in its own layout", async ({ page }) => {
    await signInAsNewCustomer(page);
    await page.goto("/ucenter/residential/");
    await expect(page).toHaveURL("/ucenter/residential/");
    await expect(page.getByTestId("plan-card").first()).toBeVisible();
    await expect(page.getByTestId("sidebar-toggle")).toBeVisible();
  });

  test("a dead token gets 401: the session is cleared and login follows", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        window.localStorage.setItem("token", "revoked-or-unknown-token");
      }
    });
    await page.goto("/ucenter/info/");
    await expect(page).toHaveURL("/login");
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
  });
});
