import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts.ts";
import { fetchPlans, findPlan } from "./support/catalogue.ts";
import { acceptInvitation, invitationPath, signInAndEnrol } from "./support/console.ts";
import { runOperatorCommand } from "./support/operator.ts";

test.describe.configure({ timeout: 120_000 });

// The plan's price is changed and then put back, so the catalogue other tests read ends as it began.
test("an owner changes a plan's price in the console, in English then in Chinese, and the public /residential/ page follows each time; the static regions screen and the test IPs in Chinese", async ({
  browser,
  request,
}) => {
  const ownerEmail = uniqueEmail("catalogue-owner");
  await runOperatorCommand("staff:invite", ownerEmail, "--role", "owner");
  const plan = findPlan(await fetchPlans(request, "en"), (entry) => entry.display_title === "Business");
  const [listPrice, salePrice] = [plan.price.toFixed(2), plan.sale_price.toFixed(2)];

  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  await acceptInvitation(page, await invitationPath(ownerEmail), "Cara Catalogue", "a long owner password");
  await signInAndEnrol(page, { email: ownerEmail, name: "Cara Catalogue", password: "a long owner password" });
  await expect(page).toHaveURL(/\/console\/$/);

  // English: the plans screen from the navbar, a refused price first (nothing saved), then a real one.
  await page.getByTestId("console-nav-plans").click();
  await expect(page).toHaveURL(/\/console\/catalogue\/plans$/);
  await expect(page).toHaveTitle(/Residential plans/);
  const row = page.locator(`[data-testid="plan-row"][data-plan-id="${plan.id}"]`);
  await expect(row.locator('[data-column="salePrice"]')).toHaveText(`$${salePrice}`);
  await row.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit “Business”" });
  await dialog.getByTestId("plan-sale-price").fill("999");
  await dialog.getByTestId("plan-save").click();
  await expect(dialog.getByTestId("plan-form-error")).toHaveText(
    `The sale price ($999.00) cannot be higher than the list price ($${listPrice}).`,
  );
  await dialog.getByTestId("plan-sale-price").fill("287.5");
  await dialog.getByTestId("plan-save").click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-column="salePrice"]')).toHaveText("$287.50");

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto("/residential/");
  const card = publicPage.locator(`[data-testid="plan-card"][data-package-id="${plan.id}"]`);
  await expect(card).toContainText("$287.50");
  await expect(card).toContainText(`$${listPrice}`);

  // Chinese: the same screen after the console's language switch; the price goes back.
  await page.getByTestId("language-switch").click();
  await page.getByTestId("language-option-zh-CN").click();
  await expect(page.getByTestId("console-nav-plans")).toHaveText("动态住宅套餐");
  await row.getByRole("button", { name: "编辑" }).click();
  const zhDialog = page.getByRole("dialog", { name: "编辑“商业版”" });
  await zhDialog.getByTestId("plan-sale-price").fill(plan.sale_price.toString());
  await zhDialog.getByTestId("plan-save").click();
  await expect(zhDialog).toBeHidden();
  await expect(row.locator('[data-column="salePrice"]')).toHaveText(`$${salePrice}`);
  await expect(row.locator('[data-column="state"]')).toHaveText("在售");

  const chineseVisitor = await browser.newContext({ locale: "zh-CN" });
  const chinesePage = await chineseVisitor.newPage();
  await chinesePage.goto("/residential/");
  const chineseCard = chinesePage.locator(`[data-testid="plan-card"][data-package-id="${plan.id}"]`);
  await expect(chineseCard).toContainText("商业版");
  await expect(chineseCard).toContainText(`$${salePrice}`);
  await expect(chineseCard).not.toContainText("$287.50");

  // The static regions screen, still in Chinese: a search narrows the list; opening a region whose
  // code exists is refused with the server's message, and nothing is written.
  await page.getByTestId("console-nav-staticRegions").click();
  await expect(page).toHaveURL(/\/console\/catalogue\/static$/);
  await expect(page.getByRole("columnheader", { name: "季付" })).toBeVisible();
  // The test-IP number, saved as it is (other tests sign customers up meanwhile): the server confirms it.
  const perAccount = page.getByTestId("test-ips-per-account");
  const current = await perAccount.inputValue();
  expect(Number(current)).toBeGreaterThan(0);
  await expect(page.getByTestId("test-ips-save")).toBeDisabled();
  await perAccount.fill("");
  await perAccount.fill(current);
  await page.getByTestId("test-ips-save").click();
  await expect(page.getByText(`新账户现可获得 ${current} 个测试 IP。`)).toBeVisible();
  await page.getByTestId("region-search").fill("gbr");
  await expect(page.getByTestId("region-row")).toHaveCount(2);
  await expect(page.locator('[data-testid="region-row"][data-code="GBR"]')).toContainText("英国");
  await page.getByTestId("region-new").click();
  const opening = page.getByRole("dialog", { name: "新建静态地区" });
  await opening.getByTestId("region-country-code").fill("gbr");
  await opening.getByTestId("region-country-name-en").fill("United Kingdom");
  await opening.getByTestId("region-country-name-zh").fill("英国");
  await opening.getByTestId("region-isp").fill("Second Line");
  for (const period of ["weekly", "fortnightly", "monthly", "bimonthly", "quarterly"])
    await opening.getByTestId(`region-${period}-price`).fill("9");
  await opening.getByTestId("region-create").click();
  await expect(opening.getByTestId("region-form-error")).toHaveText("代码为 GBR 的地区已存在，请直接编辑该地区。");
  await opening.getByRole("button", { name: "取消" }).click();
  await expect(page.getByTestId("region-row")).toHaveCount(2);

  await ownerContext.close();
  await visitor.close();
  await chineseVisitor.close();
});
