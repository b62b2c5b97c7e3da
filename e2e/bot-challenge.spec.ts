import { expect, type Response, test } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";

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

  test("untouched, the challenge starts once the page has loaded and two seconds have passed", async ({ page }) => {
    await gotoHydrated(page, "/login?lang=zh-CN");
    const captcha = page.getByTestId("captcha");
    await expect(captcha).toHaveAttribute("data-state", "loaded", { timeout: 15_000 });
    // Both times in the page's own clock: the load event, and when the challenge was requested.
    const { loaded, requested } = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      requested: performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/api/captcha/altcha"))
        ?.startTime,
    }));
    expect(requested).toBeGreaterThanOrEqual(loaded + 2000);
  });

  test("touching the form starts the challenge at once; the API client waits for a submit", async ({ page }) => {
    // An image that never arrives holds the load event back, and with it the idle start:
    // only the touch can start the challenge here.
    await page.route("**/held-image.png", () => undefined);
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        const image = new Image();
        image.src = "/held-image.png";
        document.body.append(image);
      }),
    );
    const challenges: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/captcha/altcha")) challenges.push(request.url());
    });
    const scripts: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    };
    page.on("response", collect);
    await page.goto("/login", { waitUntil: "commit" });
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(challenges).toHaveLength(0);
    await page.getByTestId("login-email").focus();
    await expect(page.getByTestId("captcha")).toHaveAttribute("data-state", "loaded");
    expect(challenges).toHaveLength(1);
    page.off("response", collect);
    // The API client (it knows every API path) is not among the scripts so far.
    for (const text of await Promise.all(scripts)) expect(text).not.toContain("/api/user/login");
  });
});
