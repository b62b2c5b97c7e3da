import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

const CHALLENGE = "**/api/captcha/altcha";

test.describe("bot challenge widget", () => {
  test("a failed load can be retried three times, then shows the retry-limit message", async ({ page }) => {
    await page.route(CHALLENGE, (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await gotoHydrated(page, "/login");
    const captcha = page.getByTestId("captcha");
    for (let retry = 1; retry <= 3; retry += 1) {
      await expect(captcha).toHaveAttribute("data-state", "failed");
      await captcha.getByRole("button", { name: "Try again" }).click();
    }
    await expect(captcha).toHaveAttribute("data-state", "failed");
    await expect(page.getByTestId("captcha-failed")).toHaveText(
      "Maximum retry attempts reached, please refresh the page and try again",
    );
    await expect(captcha.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });

  test("a retry after a failure loads and solves the challenge", async ({ page }) => {
    let failures = 1;
    await page.route(CHALLENGE, (route) => {
      if (failures > 0) {
        failures -= 1;
        return route.fulfill({ status: 503, body: "unavailable" });
      }
      return route.continue();
    });
    await gotoHydrated(page, "/login");
    const captcha = page.getByTestId("captcha");
    await expect(captcha).toHaveAttribute("data-state", "failed");
    await captcha.getByRole("button", { name: "Try again" }).click();
    await expect(captcha).toHaveAttribute("data-state", "loaded");
    await expect(page.locator("altcha-widget input[name=altcha]")).toHaveValue(/.+/, { timeout: 20_000 });
  });

  test("a challenge that does not arrive within 10 seconds counts as failed", async ({ page }) => {
    test.setTimeout(45_000);
    // Hold the request without answering: only the widget's own 10 s limit ends the wait.
    await page.route(CHALLENGE, () => undefined);
    await gotoHydrated(page, "/login");
    const captcha = page.getByTestId("captcha");
    await expect(captcha).toHaveAttribute("data-state", "loading");
    await expect(captcha).toHaveAttribute("data-state", "failed", { timeout: 15_000 });
  });
});
