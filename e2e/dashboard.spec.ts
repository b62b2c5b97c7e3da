import { expect, type Page, type Request, test } from "@playwright/test";
import { ResidentialPlanType } from "@portico/contracts";
import { addDays, formatTraffic, zonedDay, zonedMidnight } from "@portico/domain";
import { apiCall } from "./support/api-call.ts";
import { logInAsNewCustomer } from "./support/api-session.ts";
import { fetchPlans, findPlan } from "./support/catalogue.ts";
import { reportUsage } from "./support/gateway.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { payBySandboxCard, placeResidentialOrder, placeStaticOrder } from "./support/orders.ts";
import { fetchRegions, regionByCode } from "./support/static-regions.ts";

// The dashboard (/ucenter/info/, spec 02 §2): a customer who bought a residential plan and a
// static IP through the sandbox, with usage reported through the gateway's endpoint, sees the
// traffic pie, the chart in their own time zone and its ranges, and the IP pie; a new customer
// sees what to buy. Both languages; the browser runs in Shanghai's zone (UTC+8, no DST).

type Language = "en" | "zh-CN";
const ZONE = "Asia/Shanghai";
test.use({ timezoneId: ZONE });

const TEXTS = {
  en: {
    heading: "Dashboard",
    tabs: { static: "Static ISP", rotating: "Rotating residential", wallet: "Wallet" },
    total: (traffic: string) => `Used in this range: ${traffic}`,
    noUsage: "No traffic was used in this range.",
    hourly: `Hourly, in your time zone (${ZONE})`,
    daily: `Daily, in your time zone (${ZONE})`,
    backwards: "The end date must not come before the start date.",
    noTraffic: "No residential traffic yet",
    buyPlan: "Buy a residential plan",
    noIps: "No static IPs yet",
    buyIps: "Buy static IPs",
    account: "Account details",
    topUp: "Top up",
  },
  "zh-CN": {
    heading: "控制台",
    tabs: { static: "静态 ISP", rotating: "动态住宅", wallet: "钱包" },
    total: (traffic: string) => `该时段用量：${traffic}`,
    noUsage: "该时段没有使用流量。",
    hourly: `按小时，您的时区（${ZONE}）`,
    daily: `按天，您的时区（${ZONE}）`,
    backwards: "结束日期不能早于开始日期。",
    noTraffic: "暂无住宅流量",
    buyPlan: "购买住宅套餐",
    noIps: "暂无静态 IP",
    buyIps: "购买静态 IP",
    account: "账户信息",
    topUp: "去充值",
  },
} as const;

const MB = 1_000_000;
const isTrafficRequest = (request: Request) =>
  new URL(request.url()).pathname === "/api/member/traffic_usage" && request.method() === "POST";
type RangeBody = { start_time: number; end_time: number; type: "days" | "hours"; time_zone: string };

/** Clicks a range button and answers the body of the chart request it made. */
async function chooseRange(page: Page, testId: string): Promise<RangeBody> {
  const sent = page.waitForRequest(isTrafficRequest);
  await page.getByTestId(testId).click();
  return (await sent).postDataJSON() as RangeBody;
}

/** A Shanghai midnight in unix seconds (UTC+8 all year). */
const isShanghaiMidnight = (seconds: number) => (seconds + 8 * 3600) % 86_400 === 0;

async function openIn(page: Page, language: Language, path: string) {
  if (language === "zh-CN") await gotoHydrated(page, "/staticisp/?lang=zh-CN");
  await gotoHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS[language].heading);
}

for (const language of ["en", "zh-CN"] as const) {
  test(`a customer with traffic and an IP sees both pies and the chart in their zone, and its ranges change the request (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const text = TEXTS[language];
    const { token } = await logInAsNewCustomer(page, request);
    const plans = await fetchPlans(request, "en");
    const starter = findPlan(plans, (plan) => plan.type === ResidentialPlanType.Traffic && plan.sale_price === 30);
    await payBySandboxCard(request, token, await placeResidentialOrder(request, token, starter.id));
    const region = regionByCode(await fetchRegions(request), "NLD");
    await payBySandboxCard(request, token, await placeStaticOrder(request, token, region.id, 1));
    const account = (await apiCall("GET", "/api/member/proxy_user", { headers: { token } })).body.data as {
      username: string;
    };

    // Usage through the gateway: this hour (today), 05:00 yesterday and noon 4 days ago, in Shanghai.
    const now = Math.floor(Date.now() / 1000);
    const today = zonedDay(now, ZONE);
    const thisHour = Math.floor(now / 3600) * 3600;
    await reportUsage([
      { username: account.username, hour: thisHour, bytes: 250 * MB },
      { username: account.username, hour: zonedMidnight(addDays(today, -1), ZONE) + 5 * 3600, bytes: 100 * MB },
      { username: account.username, hour: zonedMidnight(addDays(today, -4), ZONE) + 12 * 3600, bytes: 50 * MB },
    ]);
    const traffic = (
      await apiCall("GET", "/api/member/proxy_user", { headers: { token, "accept-language": language } })
    ).body.data as {
      balance: number;
      usage: number;
      plan: string;
    };
    expect(traffic.usage).toBe(400);

    // ?source=residential opens the rotating tab; the default range is the last 7 days, daily.
    const firstChart = page.waitForRequest(isTrafficRequest);
    await openIn(page, language, "/ucenter/info/?source=residential");
    await expect(page.getByRole("tab", { name: text.tabs.rotating })).toHaveAttribute("aria-selected", "true");
    const week = (await firstChart).postDataJSON() as RangeBody;
    expect(week.time_zone).toBe(ZONE);
    expect(week.type).toBe("days");
    expect(week.end_time - week.start_time).toBe(7 * 86_400);
    expect(isShanghaiMidnight(week.start_time)).toBe(true);
    expect(week.end_time).toBe(zonedMidnight(addDays(today, 1), ZONE));

    await expect(page.getByTestId("traffic-balance")).toHaveText(formatTraffic(traffic.balance));
    await expect(page.getByTestId("traffic-used")).toHaveText("400.00 M");
    await expect(page.getByTestId("traffic-plan")).toHaveText(traffic.plan);
    await expect(page.getByTestId("traffic-expires")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The balance-vs-used ring has its two segments, and says both figures.
    const share = page.getByTestId("traffic-share");
    await expect(share.locator("circle[data-segment]")).toHaveCount(2);
    await expect(share.getByTestId("traffic-share-used")).toHaveText("400.00 M");
    await expect(share.getByTestId("traffic-share-balance")).toHaveText(formatTraffic(traffic.balance));
    await expect(share.locator("[role=img][aria-label]")).toHaveAttribute(
      "aria-label",
      new RegExp(formatTraffic(traffic.balance)),
    );

    const frame = page.getByTestId("traffic-chart-frame");
    await expect(frame).toHaveAttribute("data-points", "7");
    await expect(frame).toHaveAttribute("data-type", "days");
    await expect(page.getByTestId("traffic-point-size")).toHaveText(text.daily);
    await expect(page.getByTestId("traffic-range-total")).toHaveText(text.total("400.00 M"));
    // Two drawn areas (used, balance left) over the 7 points, with a dot per point.
    const chart = page.getByTestId("traffic-chart");
    await expect(chart.locator(".recharts-area-curve")).toHaveCount(2);
    await expect(chart.locator(".recharts-area-dots circle")).toHaveCount(14);
    await expect(
      chart
        .locator("svg text")
        .filter({ hasText: /^\d{2}-\d{2}$/ })
        .first(),
    ).toBeVisible();

    // Today: from Shanghai's midnight to the next full hour, hourly.
    const todayRange = await chooseRange(page, "traffic-range-today");
    expect(todayRange).toMatchObject({ type: "hours", time_zone: ZONE, start_time: zonedMidnight(today, ZONE) });
    expect(todayRange.end_time).toBeGreaterThan(now);
    expect(todayRange.end_time - todayRange.start_time).toBeLessThanOrEqual(86_400);
    await expect(frame).toHaveAttribute("data-type", "hours");
    await expect(page.getByTestId("traffic-point-size")).toHaveText(text.hourly);
    await expect(page.getByTestId("traffic-range-total")).toHaveText(text.total("250.00 M"));
    await expect(page.getByTestId("traffic-range-today")).toHaveAttribute("aria-pressed", "true");
    await expect(
      chart
        .locator("svg text")
        .filter({ hasText: /^\d{2}:00$/ })
        .first(),
    ).toBeVisible();

    // Yesterday: that whole day, 24 hourly points.
    const yesterday = await chooseRange(page, "traffic-range-yesterday");
    expect(yesterday).toMatchObject({
      type: "hours",
      start_time: zonedMidnight(addDays(today, -1), ZONE),
      end_time: zonedMidnight(today, ZONE),
    });
    await expect(frame).toHaveAttribute("data-points", "24");
    await expect(page.getByTestId("traffic-range-total")).toHaveText(text.total("100.00 M"));

    // 30 and 90 days: daily, ending with today.
    const month = await chooseRange(page, "traffic-range-month");
    expect(month.type).toBe("days");
    expect(month.end_time - month.start_time).toBe(30 * 86_400);
    await expect(frame).toHaveAttribute("data-points", "30");
    const quarter = await chooseRange(page, "traffic-range-quarter");
    expect(quarter.end_time - quarter.start_time).toBe(90 * 86_400);
    await expect(frame).toHaveAttribute("data-points", "90");
    await expect(page.getByTestId("traffic-range-total")).toHaveText(text.total("400.00 M"));

    // A custom range of two days is hourly; one ending before it starts is refused in place.
    await page.getByTestId("traffic-range-custom").click();
    await page.getByTestId("traffic-from").fill(addDays(today, -1));
    await page.getByTestId("traffic-to").fill(today);
    const custom = await chooseRange(page, "traffic-apply");
    expect(custom).toMatchObject({
      type: "hours",
      start_time: zonedMidnight(addDays(today, -1), ZONE),
      end_time: zonedMidnight(addDays(today, 1), ZONE),
    });
    await expect(frame).toHaveAttribute("data-points", "48");
    await expect(page.getByTestId("traffic-range-total")).toHaveText(text.total("350.00 M"));
    let refusedSent = false;
    page.on("request", (sent) => {
      if (isTrafficRequest(sent)) refusedSent = true;
    });
    await page.getByTestId("traffic-from").fill(today);
    await page.getByTestId("traffic-to").fill(addDays(today, -1));
    await page.getByTestId("traffic-apply").click();
    await expect(page.getByTestId("traffic-range-problem")).toHaveText(text.backwards);
    expect(refusedSent).toBe(false);

    // A range without usage says so.
    await page.getByTestId("traffic-from").fill(addDays(today, -40));
    await page.getByTestId("traffic-to").fill(addDays(today, -35));
    await chooseRange(page, "traffic-apply");
    await expect(page.getByTestId("traffic-range-total")).toHaveText(text.noUsage);

    // The static tab: one valid IP, none expired, the IP manager and buying more.
    await page.getByRole("tab", { name: text.tabs.static }).click();
    await expect(page).toHaveURL(/\/ucenter\/info\/\?source=renew$/);
    await expect(page.getByTestId("ip-total")).toHaveText("1");
    await expect(page.getByTestId("ip-valid")).toHaveText("1");
    await expect(page.getByTestId("ip-invalid")).toHaveText("0");
    await expect(page.getByTestId("manage-ips")).toHaveAttribute("href", "/ucenter/staticisp/ips");
    // The valid-vs-expired ring: all valid, one segment.
    await expect(page.getByTestId("ip-share").locator("circle[data-segment]")).toHaveCount(1);
    await expect(page.getByTestId("ip-share").locator('circle[data-segment="valid"]')).toHaveCount(1);
  });

  test(`a new customer sees what to buy on each tab, the wallet, and the account details (${language})`, async ({
    page,
    request,
  }) => {
    const text = TEXTS[language];
    const { email } = await logInAsNewCustomer(page, request);
    // The chart library is a chunk of its own, fetched only for the traffic chart.
    const chartCode: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("dashboard-charts")) chartCode.push(sent.url());
    });
    await openIn(page, language, "/ucenter/info/");

    // Static is the default tab: no IPs yet, and the way to buy them.
    await expect(page.getByRole("tab", { name: text.tabs.static })).toHaveAttribute("aria-selected", "true");
    const noIps = page.getByTestId("static-empty");
    await expect(noIps.getByRole("heading")).toHaveText(text.noIps);
    await expect(noIps.getByRole("link", { name: text.buyIps })).toHaveAttribute("href", "/ucenter/staticisp/");
    await expect(page.getByTestId("account-details").getByRole("heading")).toHaveText(text.account);
    await expect(page.getByTestId("account-email")).toHaveText(email);

    // Rotating: no traffic yet, and the way to a plan; no chart is asked for.
    let chartAsked = false;
    page.on("request", (sent) => {
      if (isTrafficRequest(sent)) chartAsked = true;
    });
    await page.getByRole("tab", { name: text.tabs.rotating }).click();
    await expect(page).toHaveURL(/\/ucenter\/info\/\?source=residential$/);
    const noTraffic = page.getByTestId("rotating-empty");
    await expect(noTraffic.getByRole("heading")).toHaveText(text.noTraffic);
    await expect(noTraffic.getByRole("link", { name: text.buyPlan })).toHaveAttribute("href", "/ucenter/residential/");
    expect(chartAsked).toBe(false);

    // Wallet: the figures, and the way to top up; a reload keeps the tab.
    await page.getByRole("tab", { name: text.tabs.wallet }).click();
    await expect(page.getByTestId("wallet-balance-value")).toHaveText("$0.00");
    await expect(page.getByTestId("wallet-credit")).toHaveCount(0);
    await expect(page.getByTestId("wallet-top-up")).toHaveText(text.topUp);
    await expect(page.getByTestId("wallet-top-up")).toHaveAttribute("href", "/ucenter/wallet/");
    await page.reload();
    await expect(page.getByRole("tab", { name: text.tabs.wallet })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("wallet-balance-value")).toHaveText("$0.00");
    expect(chartCode).toEqual([]);
  });
}
