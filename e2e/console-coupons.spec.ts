import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signedInOwner } from "./support/console.ts";

test.describe.configure({ timeout: 120_000 });
// The width the console is checked at.
test.use({ viewport: { width: 1440, height: 900 } });

const WORDS = {
  en: {
    nav: "Coupons",
    percentOff: "20% off",
    uses: "0 / 50",
    active: "Active",
    done: "3 codes generated.",
    takenSuffix: "exists already.",
    chosen: "Chosen plans and regions",
    allProducts: "All products",
    offSale: "off sale",
    separator: ", ",
  },
  "zh-CN": {
    nav: "优惠券",
    percentOff: "减 20%",
    uses: "0 / 50",
    active: "可用",
    done: "已生成 3 个优惠码。",
    takenSuffix: "已存在。",
    chosen: "指定套餐和地区",
    allProducts: "全部商品",
    offSale: "已下架",
    separator: "、",
  },
} as const;

for (const language of ["en", "zh-CN"] as const) {
  test(`${language}: an owner creates a coupon limited to a plan and a region, is refused the same code, and generates a small batch offered as a CSV`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signedInOwner(page, { label: "coupons", name: language === "en" ? "Cora Coupon" : "优惠 李", language });
    await page.getByRole("link", { name: words.nav }).click();
    await expect(page).toHaveURL(/\/console\/coupons$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.nav);

    // One coupon: 20% off, 50 uses in all, once per customer, for one residential plan and one static region.
    const code = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
    await page.getByTestId("coupon-new").click();
    const form = page.getByTestId("coupon-form");
    await form.getByTestId("coupon-code").fill(code.toLowerCase());
    await form.getByTestId("coupon-value").fill("20");
    await form.getByTestId("coupon-max-uses").fill("50");
    await form.getByTestId("coupon-applies-to").getByText(words.chosen).click();
    const pick = async (testId: string) => {
      await form.getByTestId(testId).click();
      const option = page.getByRole("listbox").getByRole("option").filter({ hasNotText: words.offSale }).first();
      const name = (await option.textContent())?.trim() ?? "";
      await option.click();
      await page.keyboard.press("Escape");
      return name;
    };
    const plan = await pick("coupon-plans");
    const region = await pick("coupon-regions");
    expect(plan).not.toBe("");
    expect(region).not.toBe("");
    await form.getByTestId("coupon-save").click();
    await expect(form).toBeHidden();
    await page.getByTestId("coupon-search").fill(code);
    const row = page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
    await expect(row).toContainText(words.percentOff);
    await expect(row.locator('[data-column="applies-to"]')).toHaveText(`${plan}${words.separator}${region}`);
    await expect(row.locator('[data-column="uses"]')).toHaveText(words.uses);
    await expect(row.locator('[data-column="state"]')).toHaveText(words.active);

    // The same code again: the server's message in the member's language, and the form stays open.
    await page.getByTestId("coupon-new").click();
    await form.getByTestId("coupon-code").fill(code);
    await form.getByTestId("coupon-save").click();
    await expect(form.getByTestId("coupon-form-error")).toContainText(code);
    await expect(form.getByTestId("coupon-form-error")).toContainText(words.takenSuffix);
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();

    // A batch of three with a prefix of its own, downloaded as CSV; the list then finds the three.
    const prefix = `B${randomBytes(2).toString("hex").toUpperCase()}-`;
    await page.getByTestId("coupon-generate").click();
    const generate = page.getByTestId("coupon-generate-form");
    await generate.getByTestId("coupon-prefix").fill(prefix);
    await generate.getByTestId("coupon-count").fill("3");
    await generate.getByTestId("coupon-generate-submit").click();
    const done = page.getByTestId("coupon-batch-done");
    await expect(done).toContainText(words.done);
    const download = page.waitForEvent("download");
    await done.getByTestId("coupon-csv").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${prefix.slice(0, -1)}_[0-9a-f]{8}\\.csv$`));
    const lines = readFileSync(await file.path(), "utf8")
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe("code");
    const codes = lines.slice(1);
    expect(codes).toHaveLength(3);
    for (const generated of codes) expect(generated).toMatch(new RegExp(`^${prefix}[A-HJ-NP-Z2-9]{12}$`));
    await page.keyboard.press("Escape");
    await page.getByTestId("coupon-search").fill(prefix);
    await expect(page.getByTestId("coupon-row")).toHaveCount(3);
    await expect(page.locator('[data-testid="coupon-row"] [data-column="applies-to"]')).toHaveText(
      Array(3).fill(words.allProducts),
    );
    await expect
      .poll(async () =>
        (await page.getByTestId("coupon-row").evaluateAll((rows) => rows.map((r) => r.dataset.code))).sort(),
      )
      .toEqual([...codes].sort());
  });
}
