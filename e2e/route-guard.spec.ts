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

  test("a dead token gets 401: the session is cleared at once and login follows 500 ms later", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        window.localStorage.setItem("token", "revoked-or-unknown-token");
        window.localStorage.setItem(
          "users",
          JSON.stringify({ uid: "u1", username: "Gone", email: "gone@example.com" }),
        );
      }
    });
    // A paused clock: the 401 is handled, then time moves only as the test says.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.goto("/ucenter/info/");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem("users"))).toBeNull();
    await page.clock.runFor(499);
    await expect(page).toHaveURL("/ucenter/info/");
    await page.clock.runFor(1);
    await expect(page).toHaveURL("/login");
  });
});
