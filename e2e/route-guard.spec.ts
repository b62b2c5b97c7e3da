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

  test("any other /ucenter/ address: a visitor goes to login with it, a customer sees the 404 inside the user centre, in both languages", async ({
    page,
  }) => {
    const response = await page.goto("/ucenter/no-such-screen/?x=1");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/ucenter/no-such-screen/?x=1")}`);

    await signInAsNewCustomer(page);
    await page.goto("/ucenter/no-such-screen/");
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    // The way on inside the user centre is the dashboard first.
    await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/ucenter/info/");
    await expect(page.getByTestId("ucenter-sidebar")).toBeAttached();
    await expect(page).toHaveTitle(/Page not found/);

    await page.goto("/ucenter/wallet/nope?lang=zh-CN");
    await expect(page.getByRole("heading", { name: "找不到该页面" })).toBeVisible();
    await expect(page.getByRole("link", { name: "前往控制台" })).toHaveAttribute("href", "/ucenter/info/");
    await expect(page).toHaveTitle(/页面不存在/);
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
    // The page starts its reads on timers (hydration after paint, the data layer's batching), so
    // time moves in 5 ms steps until the 401 has signed out: the 500 ms then run from at most 5 ms ago.
    let signedOut = false;
    for (let step = 0; step < 1000 && !signedOut; step += 1) {
      await page.clock.runFor(5);
      signedOut = (await page.evaluate(() => window.localStorage.getItem("token"))) === null;
    }
    expect(signedOut).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem("users"))).toBeNull();
    await page.clock.runFor(490);
    await expect(page).toHaveURL("/ucenter/info/");
    await page.clock.runFor(10);
    await expect(page).toHaveURL("/login");
  });
});
