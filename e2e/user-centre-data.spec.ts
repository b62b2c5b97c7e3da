import { expect, type Page, test } from "@playwright/test";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { placeStaticOrder } from "./support/orders.ts";
import { fetchRegions, regionByCode } from "./support/static-regions.ts";

// The user centre's data layer (lib/query): a change re-reads what it changes in place, and every
// screen loads and fails the same way, in both languages.

const rowOf = (page: Page, orderNo: string) => page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);

/** Marks the document, so a test can tell the page was not loaded again. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test("a cancel re-reads the list in place: the row has changed when the dialog closes, and a refused cancel shows the order as it now is", async ({
  page,
  request,
}) => {
  const { token } = await logInAsNewCustomer(page, request);
  const region = regionByCode(await fetchRegions(request), "NLD");
  const first = await placeStaticOrder(request, token, region.id, 1);
  const second = await placeStaticOrder(request, token, region.id, 1);
  await gotoHydrated(page, "/ucenter/staticisp/orders");
  await markDocument(page);
  await expect(rowOf(page, first).getByTestId("pay-status")).toHaveText("Unpaid");

  // The cancel, then the list read again; the dialog closes once the new rows are on screen.
  let cancelAnswered = false;
  const cancelled = page.waitForResponse((response) => {
    cancelAnswered ||= new URL(response.url()).pathname === "/api/order/cancel";
    return cancelAnswered;
  });
  const reread = page.waitForResponse(
    (response) => cancelAnswered && new URL(response.url()).pathname === "/api/order/history",
  );
  await rowOf(page, first).getByTestId("cancel-order").click();
  await page.getByTestId("confirm-cancel").click();
  await cancelled;
  await reread;
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await rowOf(page, first).getByTestId("pay-status").textContent()).toBe("Cancelled");
  await expect(rowOf(page, first).getByTestId("cancel-order")).toHaveCount(0);
  await expect(page.getByText("Successfully canceled order payment")).toBeVisible();

  // Cancelled behind the page's back (another tab, the API) while the list still offers it: the
  // server refuses and says why, and the list is read again, so the row shows the order as it is.
  await apiCall("POST", "/api/order/cancel", { headers: { token }, data: { order_no: second } });
  await expect(rowOf(page, second).getByTestId("pay-status")).toHaveText("Unpaid");
  await rowOf(page, second).getByTestId("cancel-order").click();
  await page.getByTestId("confirm-cancel").click();
  await expect(page.getByText("The order has been canceled")).toBeVisible();
  await expect(rowOf(page, second).getByTestId("pay-status")).toHaveText("Cancelled");
  expect(await sameDocument(page)).toBe(true);
});

for (const language of ["en", "zh-CN"] as const) {
  test(`every screen loads and fails the same way: a loader, then a notice with Try again (${language})`, async ({
    page,
    request,
  }) => {
    const zh = language === "zh-CN";
    await logInAsNewCustomer(page, request);
    if (zh) await gotoHydrated(page, "/staticisp/?lang=zh-CN");

    // The wallet's figures are held, then fail (the one retry of a 5xx included), then come.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = true;
    await page.route(/\/api\/member\/wallet(\?|$)/, async (route) => {
      if (!failing) return route.continue();
      await held;
      return route.fulfill({ status: 503, body: "" });
    });
    await gotoHydrated(page, "/ucenter/wallet/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh ? "钱包" : "Wallet");
    const loading = page.getByTestId("query-loading");
    await expect(loading).toHaveAttribute("role", "status");
    await expect(loading.getByLabel(zh ? "加载中…" : "Loading…")).toBeVisible();
    release();

    const notice = page.getByTestId("query-error");
    await expect(notice).toContainText(
      zh ? "无法加载，请检查网络连接后重试。" : "This could not be loaded. Check your connection and try again.",
    );
    await expect(page.getByTestId("wallet-balance")).toHaveCount(0);
    failing = false;
    await notice.getByRole("button", { name: zh ? "重试" : "Try again" }).click();
    await expect(page.getByTestId("wallet-balance-value")).toHaveText("$0.00");
    await expect(notice).toHaveCount(0);

    // An order list that cannot be read says so the same way.
    await page.route(/\/api\/order\/history(\?|$)/, (route) => route.fulfill({ status: 503, body: "" }));
    await page
      .getByTestId("ucenter-sidebar")
      .getByRole("link", { name: zh ? "住宅代理订单" : "Residential orders" })
      .click();
    await expect(page.getByTestId("order-list").getByTestId("query-error")).toContainText(
      zh ? "无法加载" : "This could not be loaded.",
    );
    await expect(page.getByTestId("order-table")).toHaveCount(0);
  });
}
