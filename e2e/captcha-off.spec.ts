/**
 * CAPTCHA_PROVIDER=off (local experiments only; refused in production), on a server of its own:
 * the widget asks for no challenge and hands the form the token "off", which the server accepts.
 */
import { expect, test } from "@playwright/test";
import { md5Hex } from "@portico/domain";
import { uniqueEmail } from "./support/accounts.ts";
import { waitForHydration } from "./support/hydration.ts";
import { codeFrom, waitForMail } from "./support/mailbox.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";

test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Port E2E_PORT+1 is turnstile.spec.ts's server.
  server = await startOwnServer(Number(process.env.E2E_PORT ?? 3199) + 2, {
    NODE_ENV: "test",
    CAPTCHA_PROVIDER: "off",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test("logs in with no challenge at all: the widget hands over 'off' and the server accepts it", async ({ page }) => {
  const email = uniqueEmail("captcha-off");
  const post = (path: string, data: object) =>
    fetch(`${server.baseURL}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(data),
    });
  expect((await post("/api/user/send_code", { email, token: "off", type: "register" })).status).toBe(200);
  const digest = md5Hex("Sunflower42");
  const code = codeFrom(await waitForMail(email, 1, server.mailDir));
  const registered = await post("/api/user/register", {
    email,
    password: digest,
    confirm_password: digest,
    first_name: "Off",
    last_name: "Line",
    code,
  });
  expect(registered.status).toBe(200);

  const challenges: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/captcha/")) challenges.push(request.url());
  });
  await page.goto(`${server.baseURL}/login`);
  await waitForHydration(page);
  await expect(page.getByTestId("captcha")).toHaveAttribute("data-state", "loaded");
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill("Sunflower42");
  await page.getByTestId("agreement").check();
  const login = page.waitForRequest((request) => request.url().endsWith("/api/user/login"));
  await page.getByTestId("login-submit").click();
  expect((await login).postDataJSON()).toMatchObject({ username: email, token: "off", password: digest });
  await expect(page).toHaveURL(/\/ucenter\/info$/);
  expect(challenges).toEqual([]);
});
