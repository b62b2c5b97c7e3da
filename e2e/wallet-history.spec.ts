import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ResidentialPlanType } from "@portico/contracts";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { fetchPlans, findPlan } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { runOperatorCommand } from "./support/operator.ts";
import { placeResidentialOrder } from "./support/orders.ts";

// The wallet's histories (spec 02 §2 Deposit history, Usage history): a customer who topped up by
// card and by Alipay through the sandbox, paid a plan from the balance and had it refunded by the
// operator sees each top-up (¥ for the yuan one, -- before payment, the invoice once paid) and each
// deduction and refund (refund rows apart), filters both lists, keeps the page size, and lands on a
// highlighted row from ?orderNo= — on the wallet page too. Both languages.

type Language = "en" | "zh-CN";

const TEXTS = {
  en: {
    deposit: "Deposit history",
    usage: "Usage history",
    card: "Card",
    alipay: "Alipay",
    deduct: "Deduct",
    refund: "Refund",
    noDeposits: "No top-ups found.",
    noUsage: "No balance usage found.",
    total: (count: number) => `Total ${count}`,
    allTopUps: "All top-ups",
  },
  "zh-CN": {
    deposit: "充值记录",
    usage: "消费记录",
    card: "银行卡",
    alipay: "支付宝",
    deduct: "扣费",
    refund: "退款",
    noDeposits: "没有找到充值记录。",
    noUsage: "没有找到消费记录。",
    total: (count: number) => `共 ${count} 条`,
    allTopUps: "全部充值记录",
  },
} as const;

async function postOk<T>(token: string, path: string, data: object): Promise<T> {
  const { status, body } = await apiCall("POST", path, { headers: { token }, data });
  if (status !== 200 || body.code !== 1) throw new Error(`${path} failed: ${status} ${body.msg}`);
  return body.data as T;
}

/** A top-up started through the API; paid on the sandbox's page as the customer would, unless told not to. */
async function topUp(request: APIRequestContext, token: string, dollars: number, payType: 1 | 2, pay = true) {
  const { url } = await postOk<{ url: string }>(token, "/api/payment/recharge", {
    pay_type: payType,
    deposit: dollars * 100,
    currency: "usd",
  });
  if (pay) {
    const paid = await request.post(url, { form: { outcome: "paid" }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
}

const rowsOf = (page: Page, testId: "deposit-row" | "usage-row") => page.getByTestId(testId);
const rowOf = (page: Page, testId: "deposit-row" | "usage-row", orderNo: string) =>
  page.locator(`[data-testid="${testId}"][data-order-no="${orderNo}"]`);

async function openIn(page: Page, language: Language, path: string, heading: string) {
  if (language === "zh-CN") await gotoHydrated(page, "/staticisp/?lang=zh-CN");
  await gotoHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

for (const language of ["en", "zh-CN"] as const) {
  test(`deposits and balance usage: columns, labels, invoice, filters, page size and the highlight (${language})`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    const text = TEXTS[language];
    const { token } = await logInAsNewCustomer(page, request);
    await topUp(request, token, 50, 1);
    await topUp(request, token, 20, 2);
    await topUp(request, token, 15, 1, false);
    const deposits = (await apiCall("GET", "/api/member/recharge_orders?page=1&limit=10", { headers: { token } })).body
      .data as { list: { order_no: string; deposit: number; pay_status: number; pay_type: number }[] };
    const [unpaid, yuan, card] = deposits.list;
    if (!unpaid || !yuan || !card) throw new Error("the three top-ups are not listed");
    expect([unpaid.deposit, yuan.deposit, card.deposit]).toEqual([15, 20, 50]);
    // A top-up's pay type is recorded when it is paid.
    expect(unpaid.pay_type).toBe(0);

    // A $30 plan paid from the balance, then refunded in full to the wallet by the operator.
    const plans = await fetchPlans(request, "en");
    const starter = findPlan(plans, (plan) => plan.type === ResidentialPlanType.Traffic && plan.sale_price === 30);
    const planNo = await placeResidentialOrder(request, token, starter.id);
    await postOk(token, "/api/checkout/pay", { order_no: planNo });
    expect(await runOperatorCommand("order:refund", "--order", planNo)).toContain(`Refunded $30.00 of ${planNo}`);

    // Deposits: newest first; ¥ for the Alipay top-up (charged in yuan), -- before payment.
    await openIn(page, language, `/ucenter/wallet/deposit/?orderNo=${yuan.order_no}`, text.deposit);
    await expect(page).toHaveTitle(new RegExp(`^${text.deposit}`));
    await expect(rowsOf(page, "deposit-row")).toHaveCount(3);
    await expect(page.getByTestId("list-total")).toHaveText(text.total(3));
    const yuanRow = rowOf(page, "deposit-row", yuan.order_no);
    await expect(yuanRow).toHaveAttribute("data-highlighted", "true");
    await expect(yuanRow.locator('[data-column="deposit"]')).toHaveText("$20.00");
    await expect(yuanRow.locator('[data-column="paid"]')).toHaveText("¥144.00");
    await expect(yuanRow.locator('[data-column="payType"]')).toHaveText(text.alipay);
    await expect(yuanRow.locator('[data-column="payTime"]')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const cardRow = rowOf(page, "deposit-row", card.order_no);
    await expect(cardRow.locator('[data-column="paid"]')).toHaveText("$50.00");
    await expect(cardRow.locator('[data-column="payType"]')).toHaveText(text.card);
    await expect(cardRow).toHaveAttribute("data-highlighted", "false");
    const unpaidRow = rowOf(page, "deposit-row", unpaid.order_no);
    await expect(unpaidRow.locator('[data-column="paid"]')).toHaveText("--");
    await expect(unpaidRow.locator('[data-column="payTime"]')).toHaveText("--");
    await expect(unpaidRow.locator('[data-column="payType"]')).toHaveText("--");
    await expect(unpaidRow.getByTestId("invoice-deposit")).toHaveCount(0);
    // The highlight clears after 2 s.
    await expect(yuanRow).toHaveAttribute("data-highlighted", "false", { timeout: 4000 });

    // The invoice of a paid top-up opens in a new window.
    const popup = context.waitForEvent("page");
    await cardRow.getByTestId("invoice-deposit").click();
    const invoice = await popup;
    await expect.poll(() => invoice.url()).toContain("/api/invoice/");
    await invoice.close();

    // Filters: an order number, then a date range with nothing in it, then reset.
    await page.getByTestId("filter-order-no").fill(card.order_no);
    await page.getByTestId("filter-search").click();
    await expect(rowsOf(page, "deposit-row")).toHaveCount(1);
    await expect(rowsOf(page, "deposit-row")).toHaveAttribute("data-order-no", card.order_no);
    await page.getByTestId("filter-order-no").fill("");
    await page.getByTestId("filter-from").fill("2020-01-01");
    await page.getByTestId("filter-to").fill("2020-01-31");
    await page.getByTestId("filter-search").click();
    await expect(page.getByTestId("history-empty")).toContainText(text.noDeposits);
    await page.getByTestId("filter-reset").click();
    await expect(rowsOf(page, "deposit-row")).toHaveCount(3);

    // The page size is the customer's preference: chosen here, kept on the usage list and after a reload.
    const sized = page.waitForRequest(
      (sent) => sent.url().includes("/api/member/recharge_orders") && sent.url().includes("limit=20"),
    );
    await page.getByTestId("page-size").selectOption("20");
    await sized;

    // Usage: the plan's deduction and its refund, the refund apart; absolute amounts with $.
    await page.getByTestId("ucenter-sidebar").getByRole("link", { name: text.usage }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.usage);
    await expect(page.getByTestId("page-size")).toHaveValue("20");
    await expect(rowsOf(page, "usage-row")).toHaveCount(2);
    const refund = page.locator(`[data-testid="usage-row"][data-kind="refund"]`);
    const deduct = page.locator(`[data-testid="usage-row"][data-kind="deduct"]`);
    await expect(refund).toHaveAttribute("data-order-no", planNo);
    await expect(deduct).toHaveAttribute("data-order-no", planNo);
    await expect(refund.getByTestId("usage-kind")).toHaveText(text.refund);
    await expect(deduct.getByTestId("usage-kind")).toHaveText(text.deduct);
    await expect(refund.getByTestId("usage-amount")).toHaveText("$30.00");
    await expect(deduct.getByTestId("usage-amount")).toHaveText("$30.00");
    await expect(deduct.locator('[data-column="package"]')).not.toHaveText("");
    const background = (row: typeof refund) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(refund)).not.toBe(await background(deduct));
    expect(await refund.getByTestId("usage-amount").evaluate((element) => getComputedStyle(element).color)).not.toBe(
      await deduct.getByTestId("usage-amount").evaluate((element) => getComputedStyle(element).color),
    );

    // The usage list filters the same way and highlights the order's lines from ?orderNo=.
    await page.getByTestId("filter-from").fill("2020-01-01");
    await page.getByTestId("filter-to").fill("2020-01-31");
    await page.getByTestId("filter-search").click();
    await expect(page.getByTestId("history-empty")).toContainText(text.noUsage);
    await page.goto(`/ucenter/wallet/usage/?orderNo=${planNo}`);
    await expect(refund).toHaveAttribute("data-highlighted", "true");
    await expect(deduct).toHaveAttribute("data-highlighted", "true");
    await expect(refund).toHaveAttribute("data-highlighted", "false", { timeout: 4000 });
    await expect(page.getByTestId("page-size")).toHaveValue("20");

    // The wallet page, where a paid top-up lands: that top-up highlighted among the latest, and
    // the way on to the full history with the highlight.
    await page.goto(`/ucenter/wallet/?orderNo=${card.order_no}`);
    const recent = rowOf(page, "deposit-row", card.order_no);
    await expect(recent).toHaveAttribute("data-highlighted", "true");
    await expect(rowsOf(page, "deposit-row")).toHaveCount(3);
    await expect(page.getByTestId("all-deposits")).toHaveText(text.allTopUps);
    await expect(recent).toHaveAttribute("data-highlighted", "false", { timeout: 4000 });
    await page.getByTestId("all-deposits").click();
    await expect(page).toHaveURL(`/ucenter/wallet/deposit/?orderNo=${card.order_no}`);
    await expect(rowOf(page, "deposit-row", card.order_no)).toHaveAttribute("data-highlighted", "true");
  });

  test(`a new customer's histories are empty and say what fills them (${language})`, async ({ page, request }) => {
    const text = TEXTS[language];
    await logInAsNewCustomer(page, request);
    await openIn(page, language, "/ucenter/wallet/deposit/", text.deposit);
    await expect(page.getByTestId("history-empty")).toContainText(text.noDeposits);
    await expect(page.getByTestId("history-empty-action")).toHaveAttribute("href", "/ucenter/wallet/");
    await expect(page.getByTestId("list-total")).toHaveText(text.total(0));
    await page.getByTestId("ucenter-sidebar").getByRole("link", { name: text.usage }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.usage);
    await expect(page.getByTestId("history-empty")).toContainText(text.noUsage);
  });
}
