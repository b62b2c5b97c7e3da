import { expect, type Page, type Response, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

const CHALLENGE = "**/api/captcha/altcha";

/** The login form starts its challenge on the first touch; focusing a field is one. */
const touchLoginForm = (page: Page) => page.getByTestId("login-email").focus();

test.describe("bot challenge widget", () => {
  test("a failed load can be retried three times, then shows the retry-limit message", async ({ page }) => {
    await page.route(CHALLENGE, (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await gotoHydrated(page, "/login");
    await touchLoginForm(page);
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
    await touchLoginForm(page);
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
    await touchLoginForm(page);
    const captcha = page.getByTestId("captcha");
    await expect(captcha).toHaveAttribute("data-state", "loading");
    await expect(captcha).toHaveAttribute("data-state", "failed", { timeout: 15_000 });
  });

  test("untouched, the challenge never starts; the pointer coming over the form starts it", async ({ page }) => {
    const challenges: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/captcha/altcha")) challenges.push(request.url());
    });
    await gotoHydrated(page, "/login?lang=zh-CN");
    const captcha = page.getByTestId("captcha");
    // Well past the page's load: a visitor who only reads it downloads neither widget nor challenge.
    await page.waitForTimeout(4000);
    expect(challenges).toEqual([]);
    await expect(page.locator("altcha-widget")).toHaveCount(0);
    await page.getByTestId("login-submit").hover();
    await expect(captcha).toHaveAttribute("data-state", "loaded");
    expect(challenges).toHaveLength(1);
  });

  test("touching the form starts the challenge at once; the API client waits for a submit", async ({ page }) => {
    const challenges: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/captcha/altcha")) challenges.push(request.url());
    });
    const scripts: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    };
    page.on("response", collect);
    await gotoHydrated(page, "/login");
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
