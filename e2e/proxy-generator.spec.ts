import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { PROXY_TEST_URL, parseGatewayUsername } from "@portico/domain";
import { baseURL } from "./playwright.config.ts";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { fetchPlans } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { payBySandboxCard, placeResidentialOrder } from "./support/orders.ts";

// The proxy generator (/ucenter/use_proxy/, ADR 413): a customer who bought residential traffic
// through the sandbox generates lines in each format, of the grammar the gateway reads, copies
// and downloads them; a customer without traffic is warned and told to buy a plan.

type Language = "en" | "zh-CN";

const TEXTS = {
  en: {
    menu: "Proxy generator",
    heading: "Proxy generator",
    noBalance: "No traffic balance, please recharge!",
    noPlan: "No residential plan yet",
    lines: (n: string) => `${n} lines`,
    copied: "Copied",
  },
  "zh-CN": {
    menu: "代理生成器",
    heading: "代理生成器",
    noBalance: "流量余额不足，请充值！",
    noPlan: "尚未购买住宅套餐",
    lines: (n: string) => `${n} 行`,
    copied: "复制成功",
  },
} as const;

/** The demo gateway hosts of the seed (apps/server/src/db/seed/proxy-network.seed.ts). */
const HOSTS = ["us.gate.portico.example:7000", "eu.gate.portico.example:7000", "asia.gate.portico.example:7000"];

async function openGenerator(page: Page, language: Language) {
  if (language === "zh-CN") await gotoHydrated(page, "/staticisp/?lang=zh-CN");
  await gotoHydrated(page, "/ucenter/use_proxy/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS[language].heading);
  await expect(page).toHaveTitle(new RegExp(`^${TEXTS[language].heading}`));
}

/** The lines the page shows (the preview: at most 200). */
async function shownLines(page: Page): Promise<string[]> {
  return (await page.getByTestId("proxy-lines").inputValue()).split("\n");
}

/** HOST:PORT:USER:PASS split back into its parts, checked against the grammar. */
function readLine(line: string, format: "host:port:user:pass" | "user:pass:host:port" | "user:pass@host:port") {
  const [a = "", b = "", c = "", d = ""] = line.split(":");
  const parts =
    format === "host:port:user:pass"
      ? { host: `${a}:${b}`, username: c, password: d }
      : format === "user:pass:host:port"
        ? { username: a, password: b, host: `${c}:${d}` }
        : { username: a, password: b.split("@")[0] ?? "", host: `${b.split("@")[1]}:${c}` };
  return { ...parts, parsed: parseGatewayUsername(parts.username) };
}

for (const language of ["en", "zh-CN"] as const) {
  test(`a customer with traffic generates lines in each format, copies and downloads them (${language})`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(60_000);
    const text = TEXTS[language];
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const { token } = await logInAsNewCustomer(page, request);
    const [trial] = await fetchPlans(request, "en");
    if (!trial) throw new Error("the demo catalogue lacks a residential plan");
    await payBySandboxCard(request, token, await placeResidentialOrder(request, token, trial.id));
    const account = (await apiCall("GET", "/api/member/proxy_user", { headers: { token } })).body.data as {
      username: string;
      password: string;
    };
    expect(account.username).not.toBe("");

    await openGenerator(page, language);
    const menuLink = page.getByTestId("ucenter-sidebar").getByRole("link", { name: text.menu });
    await expect(menuLink).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("proxy-no-balance")).toHaveCount(0);
    await expect(page.getByTestId("proxy-username")).toHaveValue(account.username);
    await expect(page.getByTestId("proxy-password")).toHaveValue(account.password);

    // The first batch is made with the defaults: 100 rotating lines anywhere, HOST:PORT:USER:PASS,
    // hosts drawn by weight.
    await expect(page.getByTestId("proxy-count")).toHaveText(text.lines("100"));
    let lines = await shownLines(page);
    expect(lines).toHaveLength(100);
    for (const line of lines) {
      const { host, username, password, parsed } = readLine(line, "host:port:user:pass");
      expect(HOSTS).toContain(host);
      expect(username).toBe(`user-${account.username}`);
      expect(password).toBe(account.password);
      expect(parsed).toEqual({ name: account.username });
    }

    // Europe picks its first country; then Germany, Bavaria, sticky for 120 minutes (clamped to
    // 30), 10,000 lines: the page shows 200 of them.
    await page.getByTestId("proxy-region").selectOption("europe");
    await expect(page.getByTestId("proxy-country")).toHaveValue("GB");
    await page.getByTestId("proxy-country").selectOption("DE");
    await page.getByTestId("proxy-state").selectOption("bavaria");
    await page
      .getByTestId("proxy-rotation")
      .getByText(language === "en" ? "Sticky" : "粘性会话")
      .click();
    await page.getByTestId("proxy-duration").fill("120");
    await page.getByTestId("proxy-quantity").fill("1e4x");
    await expect(page.getByTestId("proxy-quantity")).toHaveValue("14");
    await page.getByTestId("proxy-quantity").fill("10000");
    await page.getByTestId("proxy-generate").click();
    await expect(page.getByTestId("proxy-duration")).toHaveValue("30");
    await expect(page.getByTestId("proxy-count")).toHaveText(text.lines("10,000"));
    await expect(page.getByTestId("proxy-preview-note")).toBeVisible();
    lines = await shownLines(page);
    expect(lines).toHaveLength(200);
    const sessions = new Set<string>();
    for (const line of lines) {
      const { parsed } = readLine(line, "host:port:user:pass");
      expect(parsed).toMatchObject({
        name: account.username,
        country: "de",
        state: "bavaria",
        session: { minutes: 30 },
      });
      sessions.add(parsed?.session?.id ?? "");
    }
    expect(sessions.size).toBe(200);
    expect(lines[0]).toMatch(
      new RegExp(`^[a-z.]+:7000:user-${account.username}-region-de-st-bavaria-sessid-[0-9a-f]{12}-sesstime-30:`),
    );

    // Copy all: every line, not the preview.
    await page.getByTestId("proxy-copy-all").click();
    await expect(page.getByText(text.copied)).toBeVisible();
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).trimEnd().split("\n");
    expect(copied).toHaveLength(10_000);
    expect(copied.slice(0, 200)).toEqual(lines);

    // Download: the same 10,000 lines as a .txt.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("proxy-download").click()]);
    expect(download.suggestedFilename()).toBe("proxies.txt");
    const saved = (await readFile(await download.path(), "utf8")).trimEnd().split("\n");
    expect(saved).toEqual(copied);

    // The other two formats rewrite the same lines in place.
    await page.getByTestId("proxy-format").selectOption("user:pass:host:port");
    const userFirst = readLine((await shownLines(page))[0] ?? "", "user:pass:host:port");
    expect(userFirst.username).toBe(readLine(lines[0] ?? "", "host:port:user:pass").username);
    expect(HOSTS).toContain(userFirst.host);
    await page.getByTestId("proxy-format").selectOption("user:pass@host:port");
    const atLine = (await shownLines(page))[0] ?? "";
    expect(atLine).toMatch(/^user-[^:]+:[^@]+@[a-z.]+:7000$/);
    expect(readLine(atLine, "user:pass@host:port").parsed?.country).toBe("de");

    // A picked host is used for every line; the test command goes through the first line.
    await page.getByTestId("proxy-host").selectOption({ label: "eu.gate.portico.example:7000" });
    await page
      .getByTestId("proxy-rotation")
      .getByText(language === "en" ? "Randomize" : "随机轮换")
      .click();
    await page.getByTestId("proxy-quantity").fill("5");
    await page.getByTestId("proxy-generate").click();
    await expect(page.getByTestId("proxy-count")).toHaveText(text.lines("5"));
    lines = await shownLines(page);
    expect(lines).toEqual(
      Array(5).fill(`user-${account.username}-region-de-st-bavaria:${account.password}@eu.gate.portico.example:7000`),
    );
    const command = `curl -x http://user-${account.username}-region-de-st-bavaria:${encodeURIComponent(account.password)}@eu.gate.portico.example:7000 ${PROXY_TEST_URL}`;
    await expect(page.getByTestId("proxy-test-command")).toHaveText(command);
    await page.getByTestId("proxy-test-copy").click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(command);

    // The region list: every country and state, with the username part that targets it.
    const [regions] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("proxy-regions-download").click(),
    ]);
    expect(regions.suggestedFilename()).toBe("proxy-regions.csv");
    const csv = await readFile(await regions.path(), "utf8");
    expect(csv).toContain(
      language === "en"
        ? ",US,United States,texas,Texas,region-us-st-texas"
        : ",US,美国,texas,得克萨斯州,region-us-st-texas",
    );
    expect(csv).toContain(language === "en" ? ",JP,Japan,,,region-jp" : ",JP,日本,,,region-jp");
  });

  test(`a customer without traffic is warned, and told to buy a plan before anything is generated (${language})`, async ({
    page,
    request,
  }) => {
    const text = TEXTS[language];
    await logInAsNewCustomer(page, request);
    await openGenerator(page, language);
    await expect(page.getByTestId("proxy-no-balance")).toContainText(text.noBalance);
    await expect(page.getByTestId("proxy-no-credentials")).toContainText(text.noPlan);
    await expect(page.getByTestId("proxy-generate")).toBeDisabled();
    await expect(page.getByTestId("proxy-lines")).toHaveCount(0);
    await expect(page.getByTestId("proxy-test-command")).toHaveCount(0);
    await page.getByTestId("proxy-buy-plan").click();
    await expect(page).toHaveURL(/\/ucenter\/residential\/$/);
  });
}
