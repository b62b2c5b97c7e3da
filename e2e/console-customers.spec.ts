import { type APIRequestContext, expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts.ts";
import { createCustomer } from "./support/api-session.ts";
import { acceptInvitation, invitationPath, signInAndEnrol } from "./support/console.ts";
import { runOperatorCommand } from "./support/operator.ts";

test.describe.configure({ timeout: 120_000 });

const LANGUAGES = [
  {
    language: "en",
    nav: "Customers",
    state: "Active",
    reason: "Service outage",
    adjusted: "The wallet was adjusted.",
    wallet: "$5.00",
    audit: "Wallet adjustment",
    ledger: "Balance adjustment",
    memo: "Balance adjustment: service outage",
  },
  {
    language: "zh-CN",
    nav: "客户",
    state: "正常",
    reason: "服务中断",
    adjusted: "钱包已调整。",
    wallet: "US$5.00",
    audit: "钱包调整",
    ledger: "余额调整",
    memo: "余额调整：服务中断补偿",
  },
] as const;

for (const strings of LANGUAGES) {
  test(`an owner finds a customer, adjusts their wallet with a reason and sees it on the timeline (${strings.language})`, async ({
    browser,
    request,
  }) => {
    // Lower case: the server stores emails lower-cased, and the mailbox matches the address as sent.
    const ownerEmail = uniqueEmail(`owner-${strings.language.toLowerCase()}`);
    await runOperatorCommand("staff:invite", ownerEmail, "--role", "owner", "--language", strings.language);
    const customer = await createCustomer(request);

    const context = await browser.newContext({ locale: strings.language === "en" ? "en-US" : "zh-CN" });
    const page = await context.newPage();
    const lang = strings.language === "en" ? "" : "&lang=zh-CN";
    await acceptInvitation(page, `${await invitationPath(ownerEmail)}${lang}`, "Olive Owner", "a long owner password");
    await signInAndEnrol(page, { email: ownerEmail, name: "Olive Owner", password: "a long owner password" });

    // The navbar's entry, the search by the start of the email, and the row to the customer's page.
    await page.getByTestId("console-nav-customers").click();
    await expect(page).toHaveURL(/\/console\/customers$/);
    await expect(page.getByRole("heading", { name: strings.nav, level: 1 })).toBeVisible();
    await page.getByTestId("customers-search").fill(customer.email.split("@")[0]?.toUpperCase() ?? "");
    await page.getByTestId("customers-search-submit").click();
    const row = page.getByTestId("customer-row").filter({ hasText: customer.email });
    await expect(row).toContainText(strings.state);
    await row.click();
    await expect(page).toHaveURL(/\/console\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("customer-email")).toHaveText(customer.email);

    // $5.00 with a reason and a note; the enrolment's code is still fresh, so no second prompt.
    await page.getByTestId("customer-adjust").click();
    await page.getByTestId("adjust-amount").fill("5");
    await page.getByTestId("adjust-reason").selectOption({ label: strings.reason });
    await page.getByTestId("adjust-note").fill("Outage on the 27th");
    await page.getByTestId("adjust-submit").click();
    await expect(page.getByText(strings.adjusted)).toBeVisible();
    await expect(page.getByTestId("customer-wallet")).toHaveText(strings.wallet);

    const timeline = page.getByTestId("timeline-row");
    const audit = timeline.filter({ hasText: strings.audit }).filter({ hasText: "Outage on the 27th" });
    await expect(audit).toContainText(strings.reason);
    await expect(audit).toContainText("Olive Owner");
    await expect(timeline.filter({ hasText: strings.memo })).toContainText(strings.ledger);
    await expect(page.getByTestId("adjustment-row")).toHaveAttribute("data-status", "posted");

    await context.close();
  });
}

const APPROVALS = [
  {
    language: "en",
    reason: "Payment received outside the site",
    pending: "The adjustment waits for a second member's approval.",
    awaiting: "Awaiting approval",
    ownRow: "Awaiting another member",
    approve: "Approve",
    approved: "Approved: the money moved.",
    done: "Done",
    zero: "$0.00",
    wallet: "$150.00",
  },
  {
    language: "zh-CN",
    reason: "站外收款",
    pending: "该调整正在等待另一位成员批准。",
    awaiting: "待批准",
    ownRow: "等待另一位成员",
    approve: "批准",
    approved: "已批准：资金已移动。",
    done: "已完成",
    zero: "US$0.00",
    wallet: "US$150.00",
  },
] as const;

/** The customer's own wallet, as their user centre reads it. */
async function customerBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/member/wallet", { headers: { token } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

for (const strings of APPROVALS) {
  test(`an adjustment above the approval amount waits for a second member, who approves it and the money moves (${strings.language})`, async ({
    browser,
    request,
  }) => {
    // The suite's server keeps the default approval amount, WALLET_ADJUSTMENT_APPROVAL_ABOVE=100 ($100).
    const ownerEmail = uniqueEmail(`approve-owner-${strings.language.toLowerCase()}`);
    const financeEmail = uniqueEmail(`approve-finance-${strings.language.toLowerCase()}`);
    await runOperatorCommand("staff:invite", ownerEmail, "--role", "owner", "--language", strings.language);
    await runOperatorCommand("staff:invite", financeEmail, "--role", "finance", "--language", strings.language);
    const customer = await createCustomer(request);
    const locale = strings.language === "en" ? "en-US" : "zh-CN";
    const lang = strings.language === "en" ? "" : "&lang=zh-CN";

    // The owner asks for $150.00: it waits, and the wallet does not move.
    const ownerContext = await browser.newContext({ locale });
    const owner = await ownerContext.newPage();
    await acceptInvitation(owner, `${await invitationPath(ownerEmail)}${lang}`, "Olive Owner", "a long owner password");
    await signInAndEnrol(owner, { email: ownerEmail, name: "Olive Owner", password: "a long owner password" });
    await owner.getByTestId("console-nav-customers").click();
    await owner.getByTestId("customers-search").fill(customer.email);
    await owner.getByTestId("customers-search-submit").click();
    await owner.getByTestId("customer-row").filter({ hasText: customer.email }).click();
    await expect(owner).toHaveURL(/\/console\/customers\/[0-9a-f-]{36}$/);
    const customerPath = new URL(owner.url()).pathname;
    await owner.getByTestId("customer-adjust").click();
    await owner.getByTestId("adjust-amount").fill("150");
    await owner.getByTestId("adjust-reason").selectOption({ label: strings.reason });
    await owner.getByTestId("adjust-note").fill("Bank transfer of 150 received");
    await owner.getByTestId("adjust-submit").click();
    await expect(owner.getByText(strings.pending)).toBeVisible();
    const ownerRow = owner.getByTestId("adjustment-row");
    await expect(ownerRow).toHaveAttribute("data-status", "pending");
    await expect(ownerRow).toContainText(strings.awaiting);
    // The one who asked cannot approve it: no button, only the wait.
    await expect(ownerRow).toContainText(strings.ownRow);
    await expect(ownerRow.getByRole("button", { name: strings.approve })).toHaveCount(0);
    await expect(owner.getByTestId("customer-wallet")).toHaveText(strings.zero);
    expect(await customerBalance(request, customer.token)).toBe(0);

    // A finance member (wallet:approve) opens the same customer and approves it: the money moves.
    const financeContext = await browser.newContext({ locale });
    const finance = await financeContext.newPage();
    await acceptInvitation(
      finance,
      `${await invitationPath(financeEmail)}${lang}`,
      "Fay Finance",
      "a long finance password",
    );
    await signInAndEnrol(finance, { email: financeEmail, name: "Fay Finance", password: "a long finance password" });
    await finance.goto(customerPath);
    const financeRow = finance.getByTestId("adjustment-row");
    await expect(financeRow).toHaveAttribute("data-status", "pending");
    await expect(financeRow).toContainText("Bank transfer of 150 received");
    await expect(finance.getByTestId("customer-wallet")).toHaveText(strings.zero);
    // The enrolment's code is still fresh, so no second prompt.
    await financeRow.getByRole("button", { name: strings.approve }).click();
    await expect(finance.getByText(strings.approved)).toBeVisible();
    await expect(financeRow).toHaveAttribute("data-status", "posted");
    await expect(financeRow).toContainText(strings.done);
    await expect(finance.getByTestId("customer-wallet")).toHaveText(strings.wallet);
    expect(await customerBalance(request, customer.token)).toBe(150);

    // The owner's page, loaded again, shows it done and the wallet moved.
    await owner.reload();
    await expect(ownerRow).toHaveAttribute("data-status", "posted");
    await expect(owner.getByTestId("customer-wallet")).toHaveText(strings.wallet);

    await ownerContext.close();
    await financeContext.close();
  });
}
