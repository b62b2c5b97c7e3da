import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts.ts";
import { acceptInvitation, invitationPath, nextCode, signedInOwner, signInAndEnrol } from "./support/console.ts";
import { runOperatorCommand } from "./support/operator.ts";

// One owner's whole first day, in order: the steps share the browser's staff session.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("an owner invited from the command line enrols, invites support, and changes their role after a reauth prompt; support sees no staff actions", async ({
  browser,
}) => {
  const ownerEmail = uniqueEmail("owner");
  const supportEmail = uniqueEmail("support");
  await runOperatorCommand("staff:invite", ownerEmail, "--role", "owner");

  // The owner, in English: accept, sign in, enrol, keep the recovery codes, land on the home.
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  await acceptInvitation(page, await invitationPath(ownerEmail), "Olive Owner", "a long owner password");
  const owner = await signInAndEnrol(page, {
    email: ownerEmail,
    name: "Olive Owner",
    password: "a long owner password",
  });
  await expect(page).toHaveURL(/\/console\/$/);
  await expect(page.getByTestId("console-greeting")).toHaveText("Welcome, Olive Owner");
  await expect(page.getByTestId("console-roles")).toHaveText("Owner");
  await expect(page.getByTestId("console-member-name")).toHaveText("Olive Owner");
  await expect(page).toHaveTitle(/Console/);
  expect(owner.recoveryCodes).toHaveLength(10);

  // The enrolment's code counts as a fresh one: the invitation goes out without a prompt.
  await page.getByTestId("console-nav-staff").click();
  await expect(page).toHaveURL(/\/console\/staff$/);
  await page.getByTestId("invite-email").fill(supportEmail);
  await page.getByTestId("invite-role").selectOption({ label: "Support" });
  await page.getByTestId("invite-send").click();
  await expect(page.getByTestId("staff-invitation").filter({ hasText: supportEmail })).toContainText("Support");

  // Sign out; back in with a recovery code, which passes the sign-in but is no reauthentication.
  await page.getByTestId("console-sign-out").click();
  await expect(page).toHaveURL(/\/console\/login$/);
  await page.goto("/console/staff");
  await expect(page).toHaveURL(`/console/login?redirect=${encodeURIComponent("/console/staff")}`);
  await page.getByLabel("Work email").fill(ownerEmail);
  await page.getByLabel(/^Password/).fill("a long owner password");
  await page.getByTestId("console-login-submit").click();
  await page.getByLabel(/^Code/).fill(owner.recoveryCodes[0] as string);
  await page.getByTestId("console-code-submit").click();
  await expect(page).toHaveURL(/\/console\/staff$/);

  // Support, in Chinese, in a browser of their own: accept, enrol, and find no staff screen.
  const supportContext = await browser.newContext();
  const supportPage = await supportContext.newPage();
  await acceptInvitation(
    supportPage,
    `${await invitationPath(supportEmail)}&lang=zh-CN`,
    "Sam Support",
    "a long support password",
  );
  await signInAndEnrol(supportPage, { email: supportEmail, name: "Sam Support", password: "a long support password" });
  await expect(supportPage.getByTestId("console-greeting")).toHaveText("欢迎，Sam Support");
  await expect(supportPage.getByTestId("console-roles")).toHaveText("客服");
  await expect(supportPage.getByTestId("console-nav-home")).toBeVisible();
  await expect(supportPage.getByTestId("console-nav-staff")).toHaveCount(0);
  await supportPage.goto("/console/staff");
  await expect(supportPage.getByTestId("staff-no-access")).toHaveText("你的角色不包含查看员工的权限。");
  await expect(supportPage.getByTestId("invite-send")).toHaveCount(0);
  await expect(supportPage.getByRole("button", { name: "修改角色" })).toHaveCount(0);

  // The owner changes support's role: the server asks for a fresh code, the console prompts and retries.
  await page.reload();
  const supportRow = page.getByTestId("staff-row").filter({ hasText: supportEmail });
  await expect(supportRow).toContainText("Support");
  await supportRow.getByRole("button", { name: "Change roles" }).click();
  const dialog = page.getByRole("dialog", { name: "Roles of Sam Support" });
  await dialog.getByLabel("Support").uncheck();
  await dialog.getByLabel("Auditor").check();
  await page.getByTestId("roles-save").click();
  const prompt = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel(/6-digit code/).fill(await nextCode(owner.staff));
  await page.getByTestId("reauth-confirm").click();
  await expect(prompt).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(supportRow.getByTestId("staff-row-roles")).toHaveText("Auditor");

  // Support's next look at the console follows the new role: auditors read the staff list, but manage nothing.
  await supportPage.goto("/console/staff");
  await expect(supportPage.getByTestId("staff-table")).toBeVisible();
  await expect(supportPage.getByTestId("invite-send")).toHaveCount(0);
  await expect(supportPage.getByRole("button", { name: "修改角色" })).toHaveCount(0);
  await expect(supportPage.getByRole("button", { name: "停用" })).toHaveCount(0);

  // Any other console address is the localised 404 inside the shell.
  await page.goto("/console/no-such-screen");
  await expect(page.getByRole("heading", { name: "No console screen here" })).toBeVisible();
  await expect(page.getByTestId("console-brand")).toHaveText("Portico Console");
  await supportPage.goto("/console/no-such-screen");
  await expect(supportPage.getByRole("heading", { name: "这里没有后台页面" })).toBeVisible();

  // Disabling support needs no second prompt (the code above holds for 5 minutes) and ends their session.
  await page.getByTestId("console-nav-staff").click();
  await supportRow.getByRole("button", { name: "Disable" }).click();
  await page.getByTestId("disable-confirm").click();
  await expect(supportRow).toContainText("Disabled");
  await expect(page.getByRole("dialog", { name: "Confirm it's you" })).toHaveCount(0);
  await supportPage.goto("/console/");
  await expect(supportPage).toHaveURL(`/console/login?redirect=${encodeURIComponent("/console/")}`);

  await ownerContext.close();
  await supportContext.close();
});

for (const strings of [
  {
    language: "en" as const,
    nav: "Staff",
    builtin: "Built-in",
    custom: "Custom",
    role: "Refund desk",
    renamed: "Refund desk (EU)",
    permissions: "Orders: view, Orders: refund",
  },
  {
    language: "zh-CN" as const,
    nav: "员工",
    builtin: "内置",
    custom: "自定义",
    role: "退款专员",
    renamed: "退款专员（欧洲）",
    permissions: "订单：查看、订单：退款",
  },
]) {
  test(`an owner makes a custom role from chosen permissions, renames it and invites to it (${strings.language})`, async ({
    page,
  }) => {
    await signedInOwner(page, { label: "roles", name: "Rita Roles", language: strings.language });
    await page.getByTestId("console-nav-staff").click();
    await expect(page.getByRole("heading", { name: strings.nav, level: 1 })).toBeVisible();
    const rows = page.getByTestId("role-row");
    await expect(rows.filter({ has: page.locator('[data-role="owner"]') }).or(rows.first())).toContainText(
      strings.builtin,
    );

    await page.getByTestId("role-new").click();
    await page.getByTestId("role-name").fill(strings.role);
    await page.locator('[data-permission="orders:read"]').check();
    await page.locator('[data-permission="orders:refund"]').check();
    await page.getByTestId("role-save").click();
    const made = rows.filter({ hasText: strings.role });
    await expect(made).toContainText(strings.custom);
    await expect(made).toContainText(strings.permissions);

    await made.getByTestId("role-edit").click();
    await page.getByTestId("role-name").fill(strings.renamed);
    await page.getByTestId("role-save").click();
    await expect(rows.filter({ hasText: strings.renamed })).toContainText(strings.permissions);

    const invitee = uniqueEmail(`refunds-${strings.language.toLowerCase()}`);
    await page.getByTestId("invite-email").fill(invitee);
    await page.getByTestId("invite-role").selectOption({ label: strings.renamed });
    await page.getByTestId("invite-send").click();
    await expect(page.getByTestId("staff-invitation").filter({ hasText: invitee })).toContainText(strings.renamed);
    await page.screenshot({ path: test.info().outputPath(`staff-roles-${strings.language}.png`), fullPage: true });
  });
}
