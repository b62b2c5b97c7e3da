import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { apiCall } from "./support/api-call.ts";
import { createCustomer } from "./support/api-session.ts";
import { signedInOwner } from "./support/console.ts";
import { payBySandboxCard, placeResidentialOrder } from "./support/orders.ts";

test.describe.configure({ timeout: 150_000 });

const WORDS = {
  en: {
    title: "Orders",
    paid: "Paid",
    unpaid: "Unpaid",
    cancelled: "Cancelled",
    reason: "Service problem",
    refunded: "The refund is recorded.",
    wallet: "Wallet",
    closed: "The order is closed.",
  },
  "zh-CN": {
    title: "订单",
    paid: "已支付",
    unpaid: "未支付",
    cancelled: "已取消",
    reason: "服务问题",
    refunded: "退款已记录。",
    wallet: "钱包",
    closed: "订单已关闭。",
  },
} as const;

for (const language of ["en", "zh-CN"] as const) {
  test(`${language}: an owner finds a customer's paid order, refunds $1 to the wallet with a reason, and closes an unpaid one`, async ({
    page,
    request,
  }) => {
    const words = WORDS[language];
    const customer = await createCustomer(request);
    const { body: catalogue } = await apiCall("GET", "/api/index/packages?type=1");
    const planId = catalogue.data["1"][0].id as number;
    const paidNo = await placeResidentialOrder(request, customer.token, planId);
    await payBySandboxCard(request, customer.token, paidNo);
    const unpaidNo = await placeResidentialOrder(request, customer.token, planId);

    await signedInOwner(page, { label: "orders", name: language === "en" ? "Otto Orders" : "订单 王", language });
    await page.getByTestId("console-nav-orders").click();
    await expect(page).toHaveURL(/\/console\/orders$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);

    // The customer's orders by their email (any case), kept in the address.
    await page.getByTestId("order-filter-email").fill(customer.email.toUpperCase());
    await page.getByTestId("order-filter-apply").click();
    await expect(page).toHaveURL(/email=/);
    const rows = page.getByTestId("order-row");
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId("list-total")).toBeVisible();
    const paidRow = rows.filter({ hasText: paidNo });
    await expect(paidRow).toContainText(words.paid);
    await expect(paidRow.getByRole("link", { name: customer.email })).toHaveAttribute(
      "href",
      /\/console\/customers\/[0-9a-f-]{36}$/,
    );

    // The filtered list as a file.
    const download = page.waitForEvent("download");
    await page.getByTestId("orders-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Orders_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");

    // $1 of the paid order back to the wallet; the enrolment's code is still fresh.
    await paidRow.getByRole("link", { name: paidNo }).click();
    await expect(page).toHaveURL(new RegExp(`/console/orders/${paidNo}$`));
    await expect(page.getByTestId("order-no")).toHaveText(paidNo);
    await expect(page.getByTestId("order-checkouts").locator("tbody tr")).toHaveCount(1);
    await page.getByTestId("order-refund").click();
    await page.getByTestId("refund-amount").fill("1");
    await page.getByTestId("refund-reason").selectOption({ label: words.reason });
    await page.getByTestId("refund-note").fill("Slow on the 27th");
    await page.getByTestId("refund-confirm").click();
    await expect(page.getByText(words.refunded)).toBeVisible();
    const refund = page.getByTestId("order-refunds").locator("tbody tr");
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText("1.00");
    await expect(refund).toContainText(words.wallet);
    await expect(page.getByTestId("order-refunded")).toContainText("1.00");

    // The unpaid order, closed.
    await page.goto(`/console/orders/${unpaidNo}`);
    await expect(page.getByTestId("order-status")).toHaveText(words.unpaid);
    await expect(page.getByTestId("order-refund")).toHaveCount(0);
    await page.getByTestId("order-close").click();
    await page.getByTestId("close-order-confirm").click();
    await expect(page.getByText(words.closed)).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText(words.cancelled);
    await expect(page.getByTestId("order-close")).toHaveCount(0);
  });
}
