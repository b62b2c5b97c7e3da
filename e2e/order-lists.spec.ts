import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { fetchPlans } from "./support/catalogue.ts";
import { queryDatabase } from "./support/database.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { payBySandboxCard, placeResidentialOrder, placeStaticOrder } from "./support/orders.ts";
import { fetchRegions, regionByCode } from "./support/static-regions.ts";

const rowOf = (page: Page, orderNo: string) => page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
const orderNos = (page: Page) =>
  page.getByTestId("order-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-order-no")));

async function payStatusInDatabase(orderNo: string): Promise<number | undefined> {
  const [order] = await queryDatabase<{ pay_status: number }>("select pay_status from orders where order_no = $1", [
    orderNo,
  ]);
  return order?.pay_status;
}

/** Every text part of an .xlsx (a zip of XML files), to look for cells in. */
async function xlsxText(path: string): Promise<string> {
  const files = unzipSync(new Uint8Array(await readFile(path)));
  return Object.values(files)
    .map((file) => strFromU8(file))
    .join("\n");
}

/** The page's local date, `days` from today, as a date input takes it. */
const localDate = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  }, days);

test("a logged-out visitor of an order list goes to login and comes back to it", async ({ page }) => {
  await page.goto("/ucenter/residential/orders?orderNo=R1");
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/ucenter/residential/orders?orderNo=R1")}`);
});

for (const language of ["en", "zh-CN"] as const) {
  test(`a new customer's order lists say there are no orders yet, not that none match (${language})`, async ({
    page,
    request,
  }) => {
    await logInAsNewCustomer(page, request);
    if (language === "zh-CN") await gotoHydrated(page, "/residential/?lang=zh-CN");
    for (const path of ["/ucenter/residential/orders", "/ucenter/staticisp/orders"]) {
      await gotoHydrated(page, path);
      await expect(page.getByTestId("orders-empty")).toHaveText(
        language === "en" ? "No orders yet: what you buy is listed here." : "暂无订单：您购买的内容会显示在这里。",
      );
      await expect(page.getByTestId("order-table")).toHaveCount(0);
    }
  });
}

test.describe("static orders (/ucenter/staticisp/orders)", () => {
  test("newest first with the static columns, filtered by status, number and date; the page size is remembered", async ({
    page,
    request,
  }) => {
    const { token } = await logInAsNewCustomer(page, request);
    const region = regionByCode(await fetchRegions(request), "NLD");
    const paid = await placeStaticOrder(request, token, region.id, 2);
    await payBySandboxCard(request, token, paid);
    const cancelled = await placeStaticOrder(request, token, region.id, 1);
    await apiCall("POST", "/api/order/cancel", { headers: { token }, data: { order_no: cancelled } });
    const unpaid = await placeStaticOrder(request, token, region.id, 1);

    await gotoHydrated(page, "/ucenter/staticisp/orders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Static ISP orders");
    await expect(page.getByTestId("ucenter-sidebar").getByRole("link", { name: "Static ISP orders" })).toBeVisible();
    await expect(page.getByTestId("order-row")).toHaveCount(3);
    expect(await orderNos(page)).toEqual([unpaid, cancelled, paid]);
    await expect(page.getByTestId("list-total")).toHaveText("Total 3");

    const paidRow = rowOf(page, paid);
    await expect(paidRow.locator('[data-column="region"]')).toHaveText("Netherlands");
    await expect(paidRow.locator('[data-column="quantity"]')).toHaveText("2");
    await expect(paidRow.locator('[data-column="duration"]')).toHaveText("Weekly");
    await expect(paidRow.locator('[data-column="refund"]')).toHaveText("$0.00");
    await expect(paidRow.getByTestId("pay-status")).toHaveText("Paid");
    await expect(paidRow.getByTestId("deal-status")).toHaveText("Done");
    await expect(paidRow.getByTestId("invoice-order")).toBeVisible();
    await expect(paidRow.getByTestId("pay-order")).toHaveCount(0);
    await expect(rowOf(page, cancelled).getByTestId("pay-status")).toHaveText("Cancelled");
    await expect(rowOf(page, cancelled).getByTestId("invoice-order")).toHaveCount(0);
    await expect(rowOf(page, unpaid).getByTestId("pay-countdown")).toHaveText(/^Closes in (29|30):\d\d$/);

    const filters = page.getByTestId("order-filters");
    await filters.getByTestId("filter-pay-status").selectOption({ label: "Cancelled" });
    await filters.getByTestId("filter-search").click();
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await expect(rowOf(page, cancelled)).toBeVisible();

    await filters.getByTestId("filter-reset").click();
    await filters.getByTestId("filter-order-no").fill(paid.toLowerCase());
    await filters.getByTestId("filter-search").click();
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await expect(rowOf(page, paid)).toBeVisible();

    // Static filters are dates only: from tomorrow finds nothing, from today finds all three.
    await filters.getByTestId("filter-reset").click();
    await expect(filters.getByTestId("filter-from")).toHaveAttribute("type", "date");
    await filters.getByTestId("filter-from").fill(await localDate(page, 1));
    await filters.getByTestId("filter-search").click();
    await expect(page.getByTestId("orders-empty")).toHaveText("No orders match.");
    await filters.getByTestId("filter-from").fill(await localDate(page, 0));
    await filters.getByTestId("filter-to").fill(await localDate(page, 0));
    await filters.getByTestId("filter-search").click();
    await expect(page.getByTestId("order-row")).toHaveCount(3);

    // The page size is a preference: kept in local storage and used on the next visit.
    await page.getByTestId("page-size").selectOption("20");
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("userPreferences") ?? "{}").state))
      .toMatchObject({ paginationSize: 20 });
    await gotoHydrated(page, "/ucenter/staticisp/orders");
    await expect(page.getByTestId("page-size")).toHaveValue("20");
  });

  test("in Chinese: cancel asks first and counts down; at 0 the controls go and the row reads closed", async ({
    page,
    request,
  }) => {
    const { token } = await logInAsNewCustomer(page, request);
    const region = regionByCode(await fetchRegions(request), "ESP");
    const toCancel = await placeStaticOrder(request, token, region.id, 1);
    const toLapse = await placeStaticOrder(request, token, region.id, 1);

    await page.clock.install();
    await gotoHydrated(page, "/staticisp/?lang=zh-CN");
    await gotoHydrated(page, "/ucenter/staticisp/orders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("静态 ISP 订单");
    const lapsing = rowOf(page, toLapse);
    await expect(lapsing.getByTestId("pay-countdown")).toHaveText(/^(29|30):\d\d 后关闭$/);
    const before = await lapsing.getByTestId("pay-countdown").textContent();
    await page.clock.runFor(2000);
    await expect(lapsing.getByTestId("pay-countdown")).not.toHaveText(before ?? "");

    const cancelling = rowOf(page, toCancel);
    await cancelling.getByTestId("cancel-order").click();
    const dialog = page.getByRole("dialog", { name: "取消此订单？" });
    await expect(dialog).toContainText(toCancel);
    await dialog.getByRole("button", { name: "保留" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await payStatusInDatabase(toCancel)).toBe(1);

    await cancelling.getByTestId("cancel-order").click();
    await page.getByTestId("confirm-cancel").click();
    await expect(page.getByText("订单已成功取消支付")).toBeVisible();
    await expect(cancelling.getByTestId("pay-status")).toHaveText("已取消");
    await expect(cancelling.getByTestId("cancel-order")).toHaveCount(0);
    expect(await payStatusInDatabase(toCancel)).toBe(3);

    // 1800 s after creation, less 20 s (spec 02 §4): the controls vanish and the row is closed.
    const reread = page.waitForRequest(/\/api\/order\/history\?/);
    await page.clock.fastForward("30:00");
    await reread;
    await expect(lapsing.getByTestId("pay-status")).toHaveText("已关闭");
    await expect(lapsing.getByTestId("pay-order")).toHaveCount(0);
    await expect(lapsing.getByTestId("cancel-order")).toHaveCount(0);
    await expect(lapsing).toHaveAttribute("data-pay-status", "closed");
  });
});

for (const language of ["en", "zh-CN"] as const) {
  test.describe(`residential orders (/ucenter/residential/orders, ${language})`, () => {
    const zh = language === "zh-CN";

    test("the traffic account, pay opens the payment view, the invoice opens in a new window, the export downloads", async ({
      page,
      request,
    }) => {
      const { token } = await logInAsNewCustomer(page, request);
      const [trial, starter] = await fetchPlans(request, "en");
      if (!trial || !starter) throw new Error("the demo catalogue lacks two residential plans");
      const paid = await placeResidentialOrder(request, token, trial.id);
      await payBySandboxCard(request, token, paid);
      const unpaid = await placeResidentialOrder(request, token, starter.id);

      if (zh) await gotoHydrated(page, "/residential/?lang=zh-CN");
      await gotoHydrated(page, "/ucenter/residential/orders");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh ? "住宅代理订单" : "Residential orders");
      await expect(page.getByTestId("traffic-plan")).toContainText(zh ? "住宅代理" : "Residential proxies");
      await expect(page.getByTestId("traffic-balance")).toHaveText(/^\d+\.\d\d [MGT]$/);
      await expect(page.getByTestId("order-row")).toHaveCount(2);
      expect(await orderNos(page)).toEqual([unpaid, paid]);
      // Residential filters take a date and a time: from tomorrow 00:00 finds nothing.
      const filters = page.getByTestId("order-filters");
      await expect(filters.getByTestId("filter-from")).toHaveAttribute("type", "datetime-local");
      await filters.getByTestId("filter-from").fill(`${await localDate(page, 1)}T00:00`);
      await filters.getByTestId("filter-search").click();
      await expect(page.getByTestId("orders-empty")).toBeVisible();
      await filters.getByTestId("filter-from").fill(`${await localDate(page, -1)}T00:00`);
      await filters.getByTestId("filter-pay-status").selectOption("2");
      await filters.getByTestId("filter-search").click();
      await expect(page.getByTestId("order-row")).toHaveCount(1);
      await filters.getByTestId("filter-reset").click();
      await expect(page.getByTestId("order-row")).toHaveCount(2);

      // Only the paid order offers its invoice: a signed link, opened in a new window.
      await expect(rowOf(page, unpaid).getByTestId("invoice-order")).toHaveCount(0);
      const popup = page.waitForEvent("popup");
      await rowOf(page, paid).getByTestId("invoice-order").click();
      const invoiceWindow = await popup;
      const invoiceRequest = await invoiceWindow.waitForRequest(/\/api\/invoice\/file\?/);
      const pdf = await request.get(invoiceRequest.url());
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      await invoiceWindow.close();

      // The list as an .xlsx named as the spec says, with the page's headings and the orders.
      const download = page.waitForEvent("download");
      await page.getByTestId("export-orders").click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("PurchaseHistory.xlsx");
      const text = await xlsxText(await file.path());
      expect(text).toContain(paid);
      expect(text).toContain(unpaid);
      expect(text).toContain(zh ? "订单号" : "Order number");

      // Pay opens the payment view over the list, for that order.
      await rowOf(page, unpaid).getByTestId("pay-order").click();
      const overlay = page.getByTestId("payment-overlay");
      await expect(overlay).toBeVisible();
      await expect(overlay.getByTestId("order-no")).toHaveText(unpaid);
      await expect(page).toHaveURL("/ucenter/residential/orders");
    });
  });
}
