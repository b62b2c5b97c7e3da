import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { baseURL } from "./playwright.config.ts";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { payBySandboxCard, placeStaticOrder } from "./support/orders.ts";
import { expectPaymentAddress, orderNoOf } from "./support/payment-address.ts";
import { fetchRegions, stockInDatabase } from "./support/static-regions.ts";

// The static IP manager (/ucenter/staticisp/ips, spec 02 §2, §5, §8; ADR 412): a customer who
// bought IPs through the sandbox sees them, filters, sorts, selects, copies their accounts, tags,
// exports IP_List.xlsx, checks an imported list, and renews into the payment view, paying from the
// balance; a customer without IPs is told where to buy them. Both languages.

type Language = "en" | "zh-CN";
const TEXTS = {
  en: {
    heading: "Static IP manager",
    ordersHeading: "Static ISP orders",
    ipColumn: "IP address",
    tagColumn: "Tag",
    total: (count: number) => `Total ${count}`,
    copied: (count: number) => `Copied ${count} accounts (IP:PORT:USER:PASS)`,
    tagged: "Tags updated",
    exported: (count: number) => `Exported ${count} IPs to IP_List.xlsx`,
    empty: "No IPs match these filters.",
    none: "No static IPs yet",
    buy: "Buy static IPs",
    missing: "Please enter the IPs to check!",
    invalid: "No valid IP addresses found!",
    noMatch: "No matching IP information found",
    summary: (found: number, checked: number) => `${found} of ${checked} addresses are yours.`,
    selected: (count: number) => `${count} IPs selected`,
    normal: "Normal",
  },
  "zh-CN": {
    heading: "静态 IP 管理",
    ordersHeading: "静态 ISP 订单",
    ipColumn: "IP 地址",
    tagColumn: "标签",
    total: (count: number) => `共 ${count} 条`,
    copied: (count: number) => `已复制 ${count} 个账号（IP:PORT:USER:PASS）`,
    tagged: "标签设置成功",
    exported: (count: number) => `已导出 ${count} 个 IP 到 IP_List.xlsx`,
    empty: "没有符合筛选条件的 IP。",
    none: "暂无静态 IP",
    buy: "购买静态 IP",
    missing: "请输入要检查的 IP！",
    invalid: "未找到有效的 IP 地址！",
    noMatch: "未找到匹配的 IP 信息",
    summary: (found: number, checked: number) => `${checked} 个地址中有 ${found} 个属于您。`,
    selected: (count: number) => `已选 ${count} 个 IP`,
    normal: "正常",
  },
} as const;

/** IP:PORT:USER:PASS (spec 02 §2 accounts[]). */
const ACCOUNT_LINE = /^(\d{1,3}(?:\.\d{1,3}){3}):(\d+):([^:\s]+):([^:\s]+)$/;
const FOREIGN_IP = "203.0.113.77";

async function openIn(page: Page, language: Language, path: string, heading: string = TEXTS[language].heading) {
  if (language === "zh-CN") await gotoHydrated(page, "/staticisp/?lang=zh-CN");
  await gotoHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

const rows = (page: Page) => page.getByTestId("ip-row");
const rowOf = (page: Page, ip: string): Locator => page.locator(`[data-testid="ip-row"][data-ip="${ip}"]`);
const shownIps = (page: Page) =>
  rows(page).evaluateAll((found) => found.map((row) => row.getAttribute("data-ip") ?? ""));
const numeric = (ip: string) => ip.split(".").reduce((sum, octet) => sum * 256 + Number(octet), 0);
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** An xlsx is a zip with a worksheet; its text, every part joined. */
async function xlsxText(path: string): Promise<string> {
  const files = unzipSync(new Uint8Array(await readFile(path)));
  expect(Object.keys(files)).toContain("xl/worksheets/sheet1.xml");
  return Object.values(files)
    .map((file) => strFromU8(file))
    .join("\n");
}

async function applyFilters(page: Page, change: () => Promise<unknown>) {
  await change();
  await page.getByTestId("filter-search").click();
}

/** A top-up paid on the sandbox's page through the API. */
async function topUp(request: Parameters<typeof payBySandboxCard>[0], token: string, dollars: number) {
  const started = await apiCall("POST", "/api/payment/recharge", {
    headers: { token },
    data: { pay_type: 1, deposit: dollars * 100, currency: "usd" },
  });
  const { data } = started.body as { data: { url: string } };
  const paid = await request.post(data.url, { form: { outcome: "paid" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** Two regions with stock for the purchases, read from the live inventory. */
async function twoRegions(request: Parameters<typeof fetchRegions>[0]) {
  const picked = [];
  for (const region of await fetchRegions(request)) {
    if ((await stockInDatabase(region.country_code)) >= 3) picked.push(region);
    if (picked.length === 2) return picked as [typeof region, typeof region];
  }
  throw new Error("the demo inventory lacks two regions with 3 IPs in stock");
}

for (const language of ["en", "zh-CN"] as const) {
  test(`a customer without IPs is told where to buy them (${language})`, async ({ page, request }) => {
    const text = TEXTS[language];
    await logInAsNewCustomer(page, request);
    await openIn(page, language, "/ucenter/staticisp/ips");
    await expect(page.getByTestId("ips-none")).toContainText(text.none);
    await expect(page.getByTestId("ips-buy")).toHaveText(text.buy);
    await expect(page.getByTestId("ips-buy")).toHaveAttribute("href", "/ucenter/staticisp/");
    await expect(page.getByTestId("ip-table")).toHaveCount(0);
  });

  test(`a customer's IPs: filter, sort, select, copy, tag, export, import check, renew and pay (${language})`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(150_000);
    const text = TEXTS[language];
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const { token } = await logInAsNewCustomer(page, request);
    const [first, second] = await twoRegions(request);
    const orderA = await placeStaticOrder(request, token, first.id, 3);
    await payBySandboxCard(request, token, orderA);
    const orderB = await placeStaticOrder(request, token, second.id, 2);
    await payBySandboxCard(request, token, orderB);
    await topUp(request, token, 200);

    // From the static order row: the list filtered to that order, its rows highlighted for 2 s,
    // and Copy ready without a selection (the order's accounts).
    await openIn(page, language, "/ucenter/staticisp/orders", text.ordersHeading);
    await page.locator(`[data-testid="order-row"][data-order-no="${orderA}"]`).getByTestId("order-ips-link").click();
    await expect(page).toHaveURL(`/ucenter/staticisp/ips?orderNo=${orderA}`);
    await expect(page.getByTestId("filter-order-no")).toHaveValue(orderA);
    await expect(rows(page)).toHaveCount(3);
    for (const orderNo of await rows(page).evaluateAll((found) => found.map((row) => row.dataset.orderNo))) {
      expect(orderNo).toBe(orderA);
    }
    await expect(rows(page).first()).toHaveAttribute("data-highlighted", "true");
    await expect(rows(page).first()).toHaveAttribute("data-highlighted", "false", { timeout: 4_000 });
    await expect(page.getByTestId("list-total")).toHaveText(text.total(3));
    const orderIps = await shownIps(page);

    await page.getByTestId("action-copy").click();
    await expect(page.getByText(text.copied(3))).toBeVisible();
    const copiedLines = (await clipboard(page)).split("\n");
    expect(copiedLines).toHaveLength(3);
    const accounts = copiedLines.map((line) => {
      const match = ACCOUNT_LINE.exec(line);
      if (!match) throw new Error(`not IP:PORT:USER:PASS: ${line}`);
      return { ip: match[1] as string, line };
    });
    expect(accounts.map((account) => account.ip).sort()).toEqual([...orderIps].sort());

    // All of them: two orders, five IPs, newest purchase first (the default sort).
    await applyFilters(page, () => page.getByTestId("filter-order-no").fill(""));
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByTestId("list-total")).toHaveText(text.total(5));
    const everyIp = await shownIps(page);
    expect(everyIp).toEqual(expect.arrayContaining(orderIps));
    const purchased = await page.locator('[data-column="purchased"]').allTextContents();
    expect(purchased).toEqual([...purchased].sort().reverse());

    // Sorted by address in numeric order: a new column keeps the direction (descending), a second click turns it.
    const ipHeader = page.locator("thead").getByText(text.ipColumn, { exact: true });
    await ipHeader.click();
    await expect.poll(() => shownIps(page)).toEqual([...everyIp].sort((a, b) => numeric(b) - numeric(a)));
    await ipHeader.click();
    await expect.poll(() => shownIps(page)).toEqual([...everyIp].sort((a, b) => numeric(a) - numeric(b)));

    // The IP filter (an exact address), the state filter (none expired).
    const [oneIp] = everyIp as [string];
    await applyFilters(page, () => page.getByTestId("filter-ip").fill(oneIp));
    await expect.poll(() => shownIps(page)).toEqual([oneIp]);
    await applyFilters(page, async () => {
      await page.getByTestId("filter-ip").fill("");
      await page.getByTestId("filter-state").selectOption("3");
    });
    await expect(page.getByText(text.empty)).toBeVisible();
    await applyFilters(page, () => page.getByTestId("filter-state").selectOption("2"));
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first().locator('[data-column="state"]')).toHaveText(text.normal);

    // Select two, tag them; the tag filter offers the tag and finds them.
    const tagged = [everyIp[0], everyIp[1]] as [string, string];
    for (const ip of tagged) await rowOf(page, ip).getByRole("checkbox").check();
    await expect(page.getByTestId("selection-count")).toHaveText(text.selected(2));
    await page.getByTestId("action-tag").click();
    await page.getByTestId("tag-input").fill("edge-1");
    await page.getByTestId("tag-save").click();
    await expect(page.getByText(text.tagged)).toBeVisible();
    for (const ip of tagged) await expect(rowOf(page, ip).locator('[data-column="tag"]')).toHaveText("edge-1");
    // Sorted by tag: ascending (the direction kept from the address) puts the untagged first.
    const tagHeader = page.locator("thead").getByText(text.tagColumn, { exact: true });
    await tagHeader.click();
    await expect.poll(async () => (await shownIps(page)).slice(3).sort()).toEqual([...tagged].sort());
    await tagHeader.click();
    await expect.poll(async () => (await shownIps(page)).slice(0, 2).sort()).toEqual([...tagged].sort());
    await applyFilters(page, () => page.getByTestId("filter-tag").selectOption("edge-1"));
    await expect.poll(async () => (await shownIps(page)).sort()).toEqual([...tagged].sort());
    await expect(page.getByTestId("selection-count")).not.toHaveText(text.selected(2));

    // Select the page and export: IP_List.xlsx with those rows and their credentials.
    await page.getByRole("checkbox").first().check();
    await expect(page.getByTestId("selection-count")).toHaveText(text.selected(2));
    const download = page.waitForEvent("download");
    await page.getByTestId("action-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("IP_List.xlsx");
    const sheet = await xlsxText(await file.path());
    for (const ip of tagged) expect(sheet).toContain(ip);
    for (const ip of everyIp.filter((ip) => !tagged.includes(ip))) expect(sheet).not.toContain(ip);
    await expect(page.getByText(text.exported(2))).toBeVisible();
    await page.getByTestId("selection-clear").click();
    await page.getByTestId("filter-reset").click();
    await expect(rows(page)).toHaveCount(5);

    // The import check: the three messages, then matches against the customer's own IPs.
    await page.getByTestId("open-import").click();
    const dialog = page.getByTestId("import-dialog");
    await dialog.getByTestId("import-check").click();
    await expect(dialog.getByTestId("import-message")).toHaveText(text.missing);
    await dialog.getByTestId("import-text").fill("hello\n300.1.2.3:80:u:p\n");
    await dialog.getByTestId("import-check").click();
    await expect(dialog.getByTestId("import-message")).toHaveText(text.invalid);
    await dialog.getByTestId("import-text").fill(`  ${FOREIGN_IP}  \n`);
    await dialog.getByTestId("import-check").click();
    await expect(dialog.getByTestId("import-message")).toHaveText(text.noMatch);
    const [renewA, renewB] = accounts as [{ ip: string; line: string }, { ip: string; line: string }];
    await dialog.getByTestId("import-text").fill(`${renewA.line}\n\n   ${renewB.ip}\n${FOREIGN_IP}:8000:x:y\n`);
    await dialog.getByTestId("import-check").click();
    await expect(dialog.getByTestId("import-summary")).toHaveText(text.summary(2, 3));
    await expect(dialog.getByTestId("import-message")).toHaveCount(0);
    await expect(dialog.getByTestId("import-found-row")).toHaveCount(2);
    await expect(dialog.getByTestId("import-not-found")).toHaveText(FOREIGN_IP);
    await dialog.getByTestId("import-select").click();
    await expect(page.getByTestId("selection-count")).toHaveText(text.selected(2));

    // Renew the two: the period, then the payment view over the list, paid from the balance.
    const expiryBefore = await rowOf(page, renewA.ip).locator('[data-column="expires"]').textContent();
    await page.getByTestId("action-renew").click();
    await page.getByTestId("renew-period").selectOption("weekly");
    await page.getByTestId("renew-continue").click();
    const overlay = page.getByTestId("payment-overlay");
    // The payment view's code loads on this click (ADR 311): on a loaded 2-core machine that
    // alone has taken over 10 s, so its first paint gets the test's own patience.
    await expect(overlay.getByTestId("renewal-ips")).toHaveText("2", { timeout: 30_000 });
    await overlay.getByTestId("pay-method-balance").click();
    await page.getByTestId("balance-checkout").getByTestId("checkout-pay").click();
    await expectPaymentAddress(page, /\/payment\?pay_result=1&pay_type=3&order_no=\w+&type=2$/);
    const renewalNo = await orderNoOf(page);
    await expect(page.getByTestId("payment-success")).toHaveAttribute("data-state", "success");
    await page.getByTestId("payment-ips-link").click();
    await expect(page).toHaveURL(`/ucenter/staticisp/ips?orderNo=${renewalNo}`);
    await expect.poll(async () => (await shownIps(page)).sort()).toEqual([renewA.ip, renewB.ip].sort());
    await expect(rowOf(page, renewA.ip).locator('[data-column="expires"]')).not.toHaveText(expiryBefore ?? "");
    const [renewed] = (await apiCall("GET", `/api/staticip/list?ip=${renewA.ip}`, { headers: { token } })).body.data
      .list as { expire_time: number; create_time: number }[];
    expect(renewed?.expire_time).toBeGreaterThan(Math.floor(Date.now() / 1000) + 13 * 86_400);
  });
}
