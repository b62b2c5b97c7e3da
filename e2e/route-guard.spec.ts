import { expect, test } from "@playwright/test";
import { signInWithToken } from "./support/session.ts";

test.describe("route guard", () => {
  test("a user-centre page sends a visitor to login with the encoded full path", async ({ page }) => {
    await page.goto("/ucenter/residential/?tab=plans");
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/ucenter/residential/?tab=plans")}`);
  });

  test("the payment view needs a login too", async ({ page }) => {
    await page.goto("/payment?type=1&package_id=2");
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/payment?type=1&package_id=2")}`);
  });

  test("with a token the user centre opens in its own layout", async ({ page }) => {
    await signInWithToken(page);
    await page.goto("/ucenter/residential/");
    await expect(page).toHaveURL("/ucenter/residential/");
    await expect(page.getByTestId("plan-card").first()).toBeVisible();
    await expect(page.getByTestId("sidebar-toggle")).toBeVisible();
  });
});
