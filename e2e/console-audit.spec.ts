import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts.ts";
import { signedInOwner } from "./support/console.ts";

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  en: { nav: "Audit", title: "Audit", staffColumn: "Staff", export: "Export xlsx", succeeded: "Succeeded" },
  "zh-CN": { nav: "审计日志", title: "审计日志", staffColumn: "员工", export: "导出 xlsx", succeeded: "成功" },
} as const;

for (const language of ["en", "zh-CN"] as const) {
  test(`${language}: an owner's invitation is in the audit with who sent it and what changed, filtered, opened and exported`, async ({
    page,
  }) => {
    const words = WORDS[language];
    const name = language === "en" ? "Audrey Audit" : "审计 王";
    const ownerEmail = await signedInOwner(page, { label: "audit", name, language });
    const invited = uniqueEmail("audited");
    await page.getByTestId("console-nav-staff").click();
    await page.getByTestId("invite-email").fill(invited);
    await page.getByTestId("invite-role").selectOption({ index: 1 });
    await page.getByTestId("invite-send").click();
    await expect(page.getByTestId("staff-invitation").filter({ hasText: invited })).toBeVisible();

    await page.getByRole("link", { name: words.nav }).click();
    await expect(page).toHaveURL(/\/console\/audit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expect(page.getByRole("columnheader", { name: words.staffColumn })).toBeVisible();

    // Only the invitations; the newest is this one, by this owner.
    await page.getByTestId("audit-filter-action").fill("staff.invite");
    await page.getByTestId("audit-apply").click();
    await expect(page).toHaveURL(/action=staff\.invite/);
    const rows = page.getByTestId("audit-table").locator("tbody tr");
    await expect
      .poll(async () => new Set(await page.getByTestId("audit-action").allTextContents()))
      .toEqual(new Set(["staff.invite"]));
    const row = rows.filter({ hasText: ownerEmail }).first();
    await expect(row).toContainText(words.succeeded);
    await row.click();
    await expect(page.getByTestId("audit-after")).toContainText(invited);

    const download = page.waitForEvent("download");
    await page.getByTestId("audit-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Audit_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 2).toString()).toBe("PK");
  });
}
