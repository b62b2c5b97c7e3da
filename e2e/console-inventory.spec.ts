import { expect, test } from "@playwright/test";
import { signedInOwner } from "./support/console.ts";
import { fetchRegions, regionByCode } from "./support/static-regions.ts";

test.describe.configure({ timeout: 120_000 });

/** What each language shows on the way. */
const WORDS = {
  en: {
    nav: "Static inventory",
    stockTitle: "Static inventory",
    importTitle: "Import static IPs",
    badIpv4: "Line 8: “300.1.2.3” is not an IPv4 address like 203.0.113.7.",
    unknownRegion: "Line 10: no region has the code “ZZ-NOWHERE”.",
    commit: "Commit 6 valid rows",
    done: "Done: 6 IPs were added to the inventory.",
    doneBadge: "Done",
    checkedBadge: "Checked",
  },
  "zh-CN": {
    nav: "静态库存",
    stockTitle: "静态库存",
    importTitle: "导入静态 IP",
    badIpv4: "第 8 行：“300.1.2.3” 不是 203.0.113.7 这样的 IPv4 地址。",
    unknownRegion: "第 10 行：没有代码为“ZZ-NOWHERE”的地区。",
    commit: "提交 6 行有效数据",
    done: "完成：已向库存添加 6 个 IP。",
    doneBadge: "已完成",
    checkedBadge: "已检查",
  },
} as const;

/**
 * Six new IPs of a live region (a port of this run's own, so no other test's rows collide), and
 * three bad rows: an address that is not IPv4, a line repeated, a region that does not exist.
 */
function csvFor(region: string): string {
  const port = 20_000 + Math.floor(Math.random() * 40_000);
  const good = Array.from({ length: 6 }, (_, i) => `192.0.2.${i + 1},${port},${region}`);
  return ["address,port,region", ...good, `300.1.2.3,${port},${region}`, good[0], `192.0.2.50,${port},ZZ-NOWHERE`].join(
    "\n",
  );
}

for (const language of ["en", "zh-CN"] as const) {
  test(`${language}: an owner uploads a CSV with bad rows, sees each problem, commits, watches the job finish and finds the report kept`, async ({
    page,
    request,
  }) => {
    const words = WORDS[language];
    // A region of its own for each language that no other spec reads or buys from: the list's
    // last regions include the sold-out one (ARE) that static-isp.spec.ts expects to stay empty.
    const region = regionByCode(await fetchRegions(request, "en"), language === "en" ? "NZL" : "ZAF");
    await signedInOwner(page, { label: "inventory", name: "Ivy Inventory", language });

    // The stock screen, from the navbar, lists the region with its free IPs.
    await page.getByTestId("console-nav-inventory").click();
    await expect(page).toHaveURL(/\/console\/inventory$/);
    await expect(page.getByRole("heading", { name: words.stockTitle, level: 1 })).toBeVisible();
    const stockRow = page.getByTestId("stock-row").and(page.locator(`[data-code="${region.country_code}"]`));
    const freeBefore = Number(await stockRow.locator('[data-column="available"]').innerText());

    // The import: the dry run names every bad row, in the reader's language, and writes nothing.
    await page.goto("/console/inventory/import");
    await expect(page.getByRole("heading", { name: words.importTitle, level: 1 })).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await page.getByTestId("import-choose").click();
    await (await chooser).setFiles({
      name: `ips-${language}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(csvFor(region.country_code)),
    });
    const report = page.getByTestId("import-report");
    await expect(report.getByTestId("import-status")).toHaveText(words.checkedBadge);
    await expect(report.getByTestId("import-total")).toHaveText("9");
    await expect(report.getByTestId("import-valid")).toHaveText("6");
    await expect(report.getByTestId("import-errors")).toHaveText("3");
    const problems = report.getByTestId("import-problem");
    await expect(problems).toHaveCount(3);
    await expect(problems.nth(0)).toContainText(words.badIpv4);
    await expect(problems.nth(1)).toContainText("duplicate_in_file");
    await expect(problems.nth(2)).toContainText(words.unknownRegion);
    await expect(report.getByTestId("import-progress")).toHaveCount(0);

    // Commit: the job runs, its progress is shown until it is done.
    await page.getByRole("button", { name: words.commit }).click();
    await expect(report.getByTestId("import-progress")).toBeVisible();
    await expect(report.getByTestId("import-status")).toHaveText(words.doneBadge, { timeout: 30_000 });
    await expect(report).toContainText(words.done);
    await expect(report.getByTestId("import-written")).toHaveText("6");
    await expect(page.getByTestId("import-commit")).toHaveCount(0);

    // The report is kept: the past imports list it, and choosing it shows it again after a reload.
    await page.reload();
    const kept = page.getByTestId("import-row").and(page.locator(`[data-file="ips-${language}.csv"]`));
    await expect(kept).toContainText(words.doneBadge);
    await kept.click();
    await expect(page.getByTestId("import-report").getByTestId("import-problem")).toHaveCount(3);
    await expect(page.getByTestId("import-report").getByTestId("import-written")).toHaveText("6");

    // The stock follows.
    await page.goto("/console/inventory");
    await expect(stockRow.locator('[data-column="available"]')).toHaveText(String(freeBefore + 6));
  });
}
