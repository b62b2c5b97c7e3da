import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ResidentialPlanType } from "@portico/contracts";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { fetchPlans, findPlan } from "./support/catalogue.ts";
import { queryDatabase } from "./support/database.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { expectPaymentAddress, orderNoOf } from "./support/payment-address.ts";
import { fetchRegions, regionByCode, stockInDatabase } from "./support/static-regions.ts";

// Each test walks a whole purchase, provider page and redirect countdown included.
test.describe.configure({ timeout: 90_000 });

const regionCard = (page: Page, code: string) =>
  page.locator(`[data-testid="region-card"][data-region-code="${code}"]`);
const orderRow = (page: Page, orderNo: string) => page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
const planCard = (page: Page, id: number) => page.locator(`[data-testid="plan-card"][data-package-id="${id}"]`);

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** Puts `quantity` IPs of a region in the cart and opens the payment view over the panel. */
async function checkoutStatic(page: Page, code: string, quantity: number, path = "/staticisp/") {
  await gotoHydrated(page, path);
  await expect(page.getByTestId("static-panel")).toBeVisible();
  await regionCard(page, code).getByTestId("stepper-input").fill(String(quantity));
  await page.getByTestId("checkout").click();
  await expect(page.getByTestId("payment-overlay")).toBeVisible();
}

test.describe("paying for static IPs", () => {
  test("choose a region, check out, pay by the sandbox card, see success and land on the static orders", async ({
    page,
    request,
  }) => {
    const netherlands = regionByCode(await fetchRegions(request), "NLD");
    expect(await stockInDatabase("NLD")).toBeGreaterThanOrEqual(2);
    await logInAsNewCustomer(page, request);
    await checkoutStatic(page, "NLD", 2);

    // The overlay opened on the panel itself, with the server's price for the selection.
    await expect(page).toHaveURL("/staticisp/");
    const overlay = page.getByTestId("payment-overlay");
    const total = Math.round(netherlands.weekly_price * 2 * 100) / 100;
    await expect(overlay.getByTestId("static-order-line")).toHaveCount(1);
    await expect(overlay.getByTestId("order-total")).toHaveText(money(total));
    await expect(overlay.getByTestId("change-plan")).toHaveAttribute("href", "/ucenter/staticisp/ips");
    await expect(overlay.getByTestId("pay-method-balance")).toBeVisible();

    await overlay.getByTestId("pay-method-card").click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
    await expect(page.getByTestId("sandbox-amount")).toHaveText(money(total));
    await page.getByRole("button", { name: `Pay ${money(total)}` }).click();

    await expectPaymentAddress(page, /\/payment\?pay_result=1&pay_type=1&order_no=\w+&type=2$/);
    const orderNo = await orderNoOf(page);
    const success = page.getByTestId("payment-success");
    await expect(success).toHaveAttribute("data-state", "success");
    await expect(success).toContainText("Payment successful");
    await expect(success.getByTestId("payment-countdown")).toContainText(/Taking you to your order in \d+ s/);
    await expect(success.getByTestId("payment-done-link")).toHaveAttribute(
      "href",
      `/ucenter/staticisp/orders?orderNo=${orderNo}`,
    );

    // The countdown leads there by itself after 10 s: the static orders, the paid order's row
    // highlighted for 2 s, then plain (spec 02 §4).
    await expect(page).toHaveURL(`/ucenter/staticisp/orders?orderNo=${orderNo}`, { timeout: 20_000 });
    const row = orderRow(page, orderNo);
    await expect(row).toHaveAttribute("data-highlighted", "true");
    await expect(row.getByTestId("pay-status")).toHaveText("Paid");
    await expect(row.locator('[data-column="quantity"]')).toHaveText("2");
    await expect(row).toHaveAttribute("data-highlighted", "false", { timeout: 5_000 });

    const [order] = await queryDatabase<{ pay_status: number; pay_type: number; owned: number }>(
      `select o.pay_status, o.pay_type,
              (select count(*)::int from static_ips i
                where i.order_id = o.id and i.status = 'assigned' and i.owner_id = o.user_id) as owned
         from orders o where o.order_no = $1`,
      [orderNo],
    );
    expect(order).toEqual({ pay_status: 2, pay_type: 1, owned: 2 });
  });

  for (const language of ["en", "zh-CN"] as const) {
    test(`a cancelled sandbox payment shows the cancelled message and the order again (${language})`, async ({
      page,
      request,
    }) => {
      const zh = language === "zh-CN";
      await logInAsNewCustomer(page, request);
      await checkoutStatic(page, "ESP", 1, zh ? "/staticisp/?lang=zh-CN" : "/staticisp/");
      await page.getByTestId("payment-overlay").getByTestId("pay-method-card").click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
      await page.getByRole("button", { name: zh ? "取消并返回" : "Cancel and go back" }).click();

      await expectPaymentAddress(page, /\/payment\?pay_result=2&pay_type=1&order_no=\w+&type=2$/);
      await expect(page.getByTestId("payment-cancelled")).toContainText(
        zh ? "您的支付已取消" : "Your payment was canceled",
      );
      // The order is read again and can still be paid, by the same order number.
      const orderNo = await orderNoOf(page);
      await expect(page.getByTestId("order-no")).toHaveText(orderNo);
      await expect(page.getByTestId("static-order-line")).toHaveCount(1);
      await expect(page.getByTestId("pay-method-card")).toBeEnabled();
      await expect(page.getByTestId("payment-success")).toHaveCount(0);
      const [order] = await queryDatabase<{ pay_status: number }>("select pay_status from orders where order_no = $1", [
        orderNo,
      ]);
      expect(order?.pay_status).toBe(1);
    });
  }
});

test("free test IPs offer only the free option, which takes them at once", async ({ page, request }) => {
  await logInAsNewCustomer(page, request);
  await gotoHydrated(page, "/staticisp/");
  await page.getByTestId("period-tabs").getByText("Free test").click();
  await regionCard(page, "CHL").getByTestId("stepper-input").fill("1");
  await page.getByTestId("checkout").click();
  const overlay = page.getByTestId("payment-overlay");
  await expect(overlay.getByTestId("order-total")).toHaveText("$0.00");
  await expect(overlay.getByTestId("payment-methods").getByRole("button")).toHaveCount(1);
  await overlay.getByTestId("pay-method-free").click();

  await expectPaymentAddress(page, /\/payment\?pay_result=1&pay_type=3&order_no=\w+&type=2$/);
  await expect(page.getByTestId("payment-success")).toHaveAttribute("data-state", "success");
  const [order] = await queryDatabase<{ pay_status: number; owned: number }>(
    `select o.pay_status,
            (select count(*)::int from static_ips i where i.order_id = o.id and i.status = 'assigned') as owned
       from orders o where o.order_no = $1`,
    [await orderNoOf(page)],
  );
  expect(order).toEqual({ pay_status: 2, owned: 1 });
});

test.describe("the wallet and balance payments", () => {
  test("top up $50 by sandbox Alipay, see it in the wallet, then buy a residential plan from the balance", async ({
    page,
    request,
  }) => {
    await logInAsNewCustomer(page, request);
    await gotoHydrated(page, "/ucenter/wallet/");
    // Nothing in the wallet yet: the balance reads as the overdraft label (not above 0).
    await expect(page.getByTestId("wallet-balance-label")).toHaveText("Overdraft");
    await expect(page.getByTestId("wallet-balance-value")).toHaveText("$0.00");
    await expect(page.getByTestId("wallet-credit")).toHaveCount(0);

    await page.getByTestId("recharge-amount").fill("50");
    await expect(page.getByTestId("recharge-pay")).toHaveText("Top up $50.00");
    await page.getByTestId("recharge-pay").click();
    const overlay = page.getByTestId("payment-overlay");
    await expect(overlay.getByTestId("recharge-amount")).toHaveText("$50.00");
    // Recharge mode: card and Alipay only.
    await expect(overlay.getByTestId("pay-method-card")).toBeVisible();
    await expect(overlay.getByTestId("pay-method-balance")).toHaveCount(0);
    await overlay.getByTestId("pay-method-alipay").click();

    await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
    // The sandbox's Alipay charges yuan at the configured rate (7.2 by default).
    await expect(page.getByTestId("sandbox-amount")).toHaveText("¥360.00");
    await page.getByRole("button", { name: "Pay ¥360.00" }).click();

    await expectPaymentAddress(page, /\/payment\?pay_result=1&pay_type=2&order_no=\w+&type=2&recharge=1$/);
    const rechargeNo = await orderNoOf(page);
    await expect(page.getByTestId("payment-success")).toHaveAttribute("data-state", "success");
    await expect(page.getByTestId("payment-success")).toContainText("Top-up successful");
    await page.getByTestId("payment-done-link").click();
    await expect(page).toHaveURL(`/ucenter/wallet/?orderNo=${rechargeNo}`);
    await expect(page.getByTestId("wallet-balance-label")).toHaveText("Remaining balance");
    await expect(page.getByTestId("wallet-balance-value")).toHaveText("$50.00");
    await expect(page.getByTestId("wallet-charged-value")).toHaveText("$50.00");

    // A plan dearer than the balance: the dialog says so and will not pay.
    const plans = await fetchPlans(request, "en");
    const starter = findPlan(plans, (plan) => plan.type === ResidentialPlanType.Traffic && plan.sale_price === 30);
    const growth = findPlan(plans, (plan) => plan.type === ResidentialPlanType.Traffic && plan.sale_price > 50);
    await gotoHydrated(page, "/residential/");
    await planCard(page, growth.id).getByTestId("choose-plan").click();
    await page.getByTestId("payment-overlay").getByTestId("pay-method-balance").click();
    const dialog = page.getByTestId("balance-checkout");
    await expect(dialog.getByTestId("checkout-pay")).toHaveText("Insufficient Balance");
    await expect(dialog.getByTestId("checkout-pay")).toBeDisabled();
    // One Escape per layer, each once the layer above it has gone (a second key press that
    // arrives while the dialog is still closing is taken by the dialog, not the overlay).
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("payment-overlay")).toHaveCount(0);

    // The starter plan fits: coupon messages first, then pay.
    await planCard(page, starter.id).getByTestId("choose-plan").click();
    await expect(page.getByTestId("payment-overlay").getByTestId("order-total")).toHaveText("$30.00");
    await expect(page.getByTestId("change-plan")).toHaveAttribute("href", `/residential?package_id=${starter.id}`);
    await page.getByTestId("payment-overlay").getByTestId("pay-method-balance").click();
    await expect(dialog.getByTestId("checkout-orderName")).toContainText("Starter");
    await expect(dialog.getByTestId("checkout-subtotal")).toHaveText("$30.00");
    await expect(dialog.getByTestId("checkout-balance")).toHaveText("$50.00");
    await expect(dialog.getByTestId("checkout-credit")).toHaveCount(0);
    await dialog.getByTestId("coupon-apply").click();
    await expect(dialog).toContainText("please enter coupon code!");
    await dialog.getByTestId("coupon-input").fill("NO-SUCH-COUPON");
    await dialog.getByTestId("coupon-apply").click();
    // The server's message for a code it does not know.
    await expect(dialog).toContainText("invalid coupon");
    await expect(dialog.getByRole("textbox", { name: "Coupon code" })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByTestId("checkout-pay")).toHaveText("Pay $30.00");
    await dialog.getByTestId("coupon-input").fill("");
    await dialog.getByTestId("checkout-pay").click();

    await expectPaymentAddress(page, /\/payment\?pay_result=1&pay_type=3&order_no=\w+&type=1$/);
    const orderNo = await orderNoOf(page);
    await expect(page.getByTestId("payment-success")).toHaveAttribute("data-state", "success");
    await page.getByTestId("payment-done-link").click();
    await expect(page).toHaveURL(`/ucenter/residential/orders?orderNo=${orderNo}`);
    await expect(orderRow(page, orderNo)).toHaveAttribute("data-highlighted", "true");
    await expect(orderRow(page, orderNo).getByTestId("pay-status")).toHaveText("Paid");

    const [order] = await queryDatabase<{ pay_status: number; pay_type: number }>(
      "select pay_status, pay_type from orders where order_no = $1",
      [orderNo],
    );
    expect(order).toEqual({ pay_status: 2, pay_type: 3 });
    await gotoHydrated(page, "/ucenter/wallet/");
    await expect(page.getByTestId("wallet-balance-value")).toHaveText("$20.00");
    await expect(page.getByTestId("wallet-spent-value")).toHaveText("$30.00");
  });
});

/** A top-up paid on the sandbox's page through the API, for tests whose subject is elsewhere. */
async function topUp(request: APIRequestContext, token: string, dollars: number): Promise<void> {
  const started = await apiCall("POST", "/api/payment/recharge", {
    headers: { token },
    data: { pay_type: 1, deposit: dollars * 100, currency: "usd" },
  });
  const { data } = started.body as { data: { url: string } };
  const paid = await request.post(data.url, { form: { outcome: "paid" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test("an applied coupon takes its discount off the balance payment ('coupon applied')", async ({ page, request }) => {
  // The demo coupon the README names (10% off from $5, once per customer); each test customer is new.
  const [coupon] = await queryDatabase<{ code: string; value: number }>(
    "select code, value from coupons where code = 'WELCOME10' and kind = 'percent'",
  );
  if (!coupon) throw new Error("the demo data lacks the WELCOME10 coupon");
  const { token } = await logInAsNewCustomer(page, request);
  await topUp(request, token, 50);
  const plans = await fetchPlans(request, "en");
  const starter = findPlan(plans, (plan) => plan.type === ResidentialPlanType.Traffic && plan.sale_price === 30);
  const total = Math.round(3000 - (3000 * coupon.value) / 100) / 100;

  await gotoHydrated(page, "/residential/");
  await planCard(page, starter.id).getByTestId("choose-plan").click();
  await page.getByTestId("payment-overlay").getByTestId("pay-method-balance").click();
  const dialog = page.getByTestId("balance-checkout");
  await expect(dialog.getByTestId("checkout-balance")).toHaveText("$50.00");
  await dialog.getByTestId("coupon-input").fill(coupon.code.toLowerCase());
  await dialog.getByTestId("coupon-apply").click();
  await expect(dialog.getByTestId("coupon-applied")).toHaveText("coupon applied");
  await expect(dialog.getByTestId("checkout-total")).toHaveText(money(total));
  await dialog.getByTestId("checkout-pay").click();

  await expect(page.getByTestId("payment-success")).toHaveAttribute("data-state", "success");
  const [order] = await queryDatabase<{ pay_status: number; discount_cents: number }>(
    "select pay_status, discount_cents from orders where order_no = $1",
    [await orderNoOf(page)],
  );
  expect(order).toEqual({ pay_status: 2, discount_cents: 3000 - Math.round(total * 100) });
  await gotoHydrated(page, "/ucenter/wallet/");
  await expect(page.getByTestId("wallet-balance-value")).toHaveText(money(50 - total));
});
