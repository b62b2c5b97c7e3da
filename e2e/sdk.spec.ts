import { expect, test } from "@playwright/test";
import { PROXY_TEST_URL } from "@portico/domain";
import { baseURL } from "./playwright.config.ts";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { fetchPlans } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { payBySandboxCard, placeResidentialOrder } from "./support/orders.ts";

// The SDK page (/ucenter/sdk/, spec 02 §2, issue #24 item 6): it opens the support chat (the
// built-in contact form when no chat provider is configured, as in this suite), and is useful
// alone — examples in four languages with the customer's own credentials, and the API.

test("with a plan: the chat opens on arrival, and each example carries the customer's own credentials and copies", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const { token } = await logInAsNewCustomer(page, request);
  const [plan] = await fetchPlans(request, "en");
  if (!plan) throw new Error("the demo catalogue lacks a residential plan");
  await payBySandboxCard(request, token, await placeResidentialOrder(request, token, plan.id));
  const account = (await apiCall("GET", "/api/member/proxy_user", { headers: { token } })).body.data as {
    username: string;
    password: string;
  };

  await gotoHydrated(page, "/ucenter/sdk/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SDK and integration");
  await expect(page).toHaveTitle(/^SDK and integration/);
  // No chat provider in this suite: the chat is the contact form, opened by the page.
  const chat = page.getByRole("dialog");
  await expect(chat).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(chat).toHaveCount(0);

  const proxyUrl = `http://user-${account.username}:${encodeURIComponent(account.password)}@`;
  await expect(page.getByTestId("sdk-example-curl")).toContainText(`curl -x ${proxyUrl}`);
  await expect(page.getByTestId("sdk-example-curl")).toContainText(PROXY_TEST_URL);
  for (const [tab, needle] of [
    ["python", "requests.get("],
    ["node", "new ProxyAgent("],
    ["go", "http.ProxyURL(proxy)"],
  ] as const) {
    await page.getByTestId(`sdk-tab-${tab}`).click();
    const example = page.getByTestId(`sdk-example-${tab}`);
    await expect(example).toContainText(needle);
    await expect(example).toContainText(proxyUrl);
  }
  await page.getByTestId("sdk-example-go-copy").click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("package main");
  expect(copied).toContain(proxyUrl);
  await expect(page.getByTestId("sdk-placeholders")).toHaveCount(0);

  await expect(page.getByTestId("sdk-example-api")).toContainText("Authorization: Bearer pk_live_");
  await expect(page.getByTestId("sdk-api-docs-link")).toHaveAttribute("href", "/api/docs");
  await page.getByTestId("sdk-open-chat").click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("in Chinese, before a first plan: placeholders said to be placeholders, and the way to buy", async ({
  page,
  request,
}) => {
  await logInAsNewCustomer(page, request);
  await gotoHydrated(page, "/staticisp/?lang=zh-CN");
  await gotoHydrated(page, "/ucenter/sdk/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SDK 与集成");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("sdk-placeholders")).toContainText("USERNAME");
  await expect(page.getByTestId("sdk-example-curl")).toContainText("USERNAME:PASSWORD@");
  await page.getByTestId("sdk-placeholders").getByRole("link").click();
  await expect(page).toHaveURL("/ucenter/residential/");
});
