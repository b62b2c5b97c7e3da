import { expect, test } from "@playwright/test";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { expectLoginRedirect } from "./support/payment-address.ts";

test.describe("wallet page", () => {
  test("the recharge box keeps the amount in whole dollars from 1 to the maximum (spec 02 §5)", async ({
    page,
    request,
  }) => {
    await logInAsNewCustomer(page, request);
    await gotoHydrated(page, "/ucenter/wallet/");
    await expect(page.getByTestId("ucenter-sidebar").getByRole("link", { name: "Wallet" })).toBeVisible();
    const amount = page.getByTestId("recharge-amount");
    const pay = page.getByTestId("recharge-pay");
    await expect(amount).toHaveValue("100");
    await expect(pay).toHaveText("Top up $100.00");

    await page.getByTestId("recharge-add-50").click();
    await expect(amount).toHaveValue("150");
    await page.getByTestId("recharge-add-1000").click();
    await expect(pay).toHaveText("Top up $1,150.00");

    // Above the maximum becomes the maximum; so does a quick add past it, and a typed 0.
    await amount.fill("20000");
    await expect(amount).toHaveValue("10,000");
    await amount.fill("9600");
    await page.getByTestId("recharge-add-500").click();
    await expect(amount).toHaveValue("10,000");
    await amount.fill("0");
    await amount.blur();
    await expect(amount).toHaveValue("10,000");
    await amount.fill("25");
    await amount.blur();
    await expect(pay).toHaveText("Top up $25.00");
    await expect(page.getByTestId("recharge-slider").getByRole("slider")).toHaveAttribute("aria-valuenow", "25");

    // A session that has gone by the time of the click logs in first, with the top-up intact.
    await page.evaluate(() => window.localStorage.removeItem("token"));
    await pay.click();
    await expectLoginRedirect(page, "/payment?recharge=1&deposit=25");
  });

  test("in Chinese: the overdraft label at 0, no credit tile without a credit line", async ({ page, request }) => {
    await logInAsNewCustomer(page, request);
    await gotoHydrated(page, "/staticisp/?lang=zh-CN");
    await gotoHydrated(page, "/ucenter/wallet/?orderNo=R20261123ABCDEF12");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("钱包");
    await expect(page.getByTestId("wallet-balance-label")).toHaveText("透支金额");
    await expect(page.getByTestId("wallet-charged-label")).toHaveText("累计充值");
    await expect(page.getByTestId("wallet-credit")).toHaveCount(0);
    await expect(page.getByTestId("recharge-pay")).toHaveText("充值 $100.00");
    await page.getByTestId("recharge-pay").click();
    const overlay = page.getByTestId("payment-overlay");
    await expect(overlay.getByTestId("pay-method-alipay")).toContainText("支付宝");
    await expect(overlay.getByTestId("pay-method-balance")).toHaveCount(0);
  });
});
