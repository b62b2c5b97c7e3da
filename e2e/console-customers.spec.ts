import { expect, test } from "@playwright/test";
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
