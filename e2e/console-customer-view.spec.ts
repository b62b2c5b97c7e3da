import { expect, type Page, test } from "@playwright/test";
import { createCustomer } from "./support/api-session.ts";
import { signedInOwner } from "./support/console.ts";

test.describe.configure({ timeout: 120_000 });

/** From the console's navbar, the search by email, to the customer's page; answers its address. */
async function openCustomerPage(page: Page, email: string): Promise<string> {
  await page.getByTestId("console-nav-customers").click();
  await page.getByTestId("customers-search").fill(email);
  await page.getByTestId("customers-search-submit").click();
  await page.getByTestId("customer-row").filter({ hasText: email }).click();
  await expect(page.getByTestId("customer-email")).toHaveText(email);
  return page.url();
}

const LANGUAGES = [
  {
    language: "en",
    readOnly: "read only, nothing can be changed here",
    acting: "every change you make is recorded with your name",
    viewed: "Viewed read-only",
    acted: "Acted as the customer",
    ended: "View ended",
    tooShort: "Write the reason in at least 10 characters.",
  },
  {
    language: "zh-CN",
    readOnly: "只读，此处无法进行任何更改",
    acting: "您的每项更改都会以您的名义记录",
    viewed: "只读查看",
    acted: "代客户操作",
    ended: "查看结束",
    tooShort: "原因请至少填写 10 个字符。",
  },
] as const;

for (const strings of LANGUAGES) {
  test(`an owner views a customer's user centre read-only, acts for them with a reason, and both are on the timeline (${strings.language})`, async ({
    browser,
    request,
  }) => {
    const customer = await createCustomer(request);
    const context = await browser.newContext({ locale: strings.language === "en" ? "en-US" : "zh-CN" });
    const page = await context.newPage();
    await signedInOwner(page, { label: "viewer", name: "Vera Viewer", language: strings.language });

    const customerPage = await openCustomerPage(page, customer.email);

    await expect(page.getByTestId("customer-act-as")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`customer-page-${strings.language}.png`) });

    // Read-only: the customer's user centre in this tab, the token out of the address, a banner.
    await page.getByTestId("customer-view").click();
    await expect(page.getByTestId("view-as-reason")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`view-dialog-${strings.language}.png`) });
    await page.getByTestId("view-as-reason").fill("Ticket 5120: dashboard looks empty");
    await page.getByTestId("view-as-confirm").click();
    await expect(page).toHaveURL(/\/ucenter\/info\/$/);
    const banner = page.getByTestId("customer-view-banner");
    await expect(banner).toContainText(customer.email);
    await expect(banner).toContainText(strings.readOnly);
    await expect(banner).toContainText("Vera Viewer");
    await expect(page.getByTestId("account-menu")).toContainText(customer.email);
    // Kept in this tab only: nothing in local storage, where a customer's own session would be.
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
    await page.screenshot({
      path: test.info().outputPath(`customer-view-read-${strings.language}.png`),
      fullPage: false,
    });

    await page.getByTestId("customer-view-end").click();
    await expect(page).toHaveURL(customerPage);
    const timeline = page.getByTestId("timeline-row");
    await expect(timeline.filter({ hasText: strings.viewed })).toContainText("Ticket 5120: dashboard looks empty");
    await expect(timeline.filter({ hasText: strings.ended })).toContainText("Vera Viewer");

    // Acting needs a reason of some length; then the banner says every change is recorded.
    await page.getByTestId("customer-act-as").click();
    await page.getByTestId("view-as-reason").fill("asked");
    await page.getByTestId("view-as-confirm").click();
    await expect(page.getByRole("alert").filter({ hasText: strings.tooShort })).toBeVisible();
    await page.getByTestId("view-as-reason").fill("Ticket 5121: customer asked us to renew for them");
    await page.getByTestId("view-as-confirm").click();
    await expect(page).toHaveURL(/\/ucenter\/info\/$/);
    await expect(banner).toHaveAttribute("data-mode", "act");
    await expect(banner).toContainText(strings.acting);
    await page.screenshot({
      path: test.info().outputPath(`customer-view-act-${strings.language}.png`),
      fullPage: false,
    });
    await page.getByTestId("customer-view-end").click();
    await expect(page).toHaveURL(customerPage);
    await expect(timeline.filter({ hasText: strings.acted })).toContainText("Ticket 5121");

    await context.close();
  });
}

test("a view's tab leaves for the console when the view is over, and a customer's own tab is untouched", async ({
  browser,
  request,
}) => {
  const customer = await createCustomer(request);
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await signedInOwner(page, { label: "viewer-end", name: "Vera Viewer", language: "en" });
  const customerPage = await openCustomerPage(page, customer.email);

  // The same browser also holds a customer's own session (another tab of theirs, say).
  await page.evaluate((token) => window.localStorage.setItem("token", token), customer.token);
  await page.getByTestId("customer-view").click();
  await page.getByTestId("view-as-confirm").click();
  await expect(page.getByTestId("customer-view-banner")).toContainText(customer.email);

  // Signing out of the console ends every view it opened: the next call answers 401 and the tab goes back.
  const staffLogout = await page.evaluate(async () => {
    const answer = await fetch("/api/console/logout", { method: "POST", headers: { "x-portico-console": "1" } });
    return answer.status;
  });
  expect(staffLogout).toBe(200);
  await page.goto("/ucenter/wallet/");
  await expect(page).toHaveURL(/\/console\//);
  expect(page.url().startsWith(customerPage) || page.url().includes("/console/login")).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBe(customer.token);
  await context.close();
});
