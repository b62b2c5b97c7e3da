/**
 * The renewal grace as time really passes (spec 02 §2, §4; ADR 405, 412): on a server of its own
 * with its jobs off (no sweep releases the aged IP mid-test) and time travel on, a customer's IPs
 * are bought, then aged — one to 2 days past its expiry (inside the 4-day grace), one to 5 days
 * past (beyond it). The server judges both by its own rule: the first is expired and still
 * renewable, the second is drawn disabled, and renewing a selection that holds it is refused with
 * the "cannot renew" warning in the page and by the server itself.
 */
import { expect, type Page, test } from "@playwright/test";
import { apiCall } from "./support/api-call.ts";
import { createCustomer } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { payBySandboxCard, placeStaticOrder } from "./support/orders.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";
import { fetchRegions } from "./support/static-regions.ts";
import { ageStaticIp } from "./support/time-travel.ts";

// Ports E2E_PORT+1 to +3 are the turnstile, captcha-off and envelope servers.
const serverPort = Number(process.env.E2E_PORT ?? 3199) + 4;
const origin = `http://127.0.0.1:${serverPort}`;
test.use({ baseURL: origin });
test.describe.configure({ mode: "serial" });

const TEXTS = {
  en: {
    heading: "Static IP manager",
    expired: "Expired",
    pastGrace: "Expired more than 4 days ago: being returned to stock, cannot be renewed",
    cannotRenew: "expired or release renewal cannot be selected",
  },
  "zh-CN": {
    heading: "静态 IP 管理",
    expired: "已过期",
    pastGrace: "过期超过 4 天：即将释放回库存，无法续费",
    cannotRenew: "已过期或已释放的 IP 无法选择续费",
  },
} as const;

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(serverPort, { JOBS: "off", E2E_TIME_TRAVEL: "on", API_ENVELOPE: "off" });
});
test.afterAll(async () => {
  await server?.stop();
});

const rowOf = (page: Page, ip: string) => page.locator(`[data-testid="ip-row"][data-ip="${ip}"]`);

for (const language of ["en", "zh-CN"] as const) {
  test(`an IP past its 4-day grace is drawn disabled and cannot be renewed; one inside it can (${language})`, async ({
    page,
    request,
  }) => {
    const text = TEXTS[language];
    const on = { origin, mailDir: server.mailDir, sealed: false };
    const { token } = await createCustomer(request, on);
    const [region] = await fetchRegions(request, "en", on);
    if (!region) throw new Error("the demo inventory has no static region");
    // A weekly order of three IPs: each expires 7 days after purchase.
    await payBySandboxCard(request, token, await placeStaticOrder(request, token, region.id, 3, on), on);
    const bought = await apiCall("GET", "/api/staticip/list?limit=10&sortField=ip&sortOrder=asc", {
      headers: { token },
      origin,
      sealed: false,
    });
    const [inGrace, pastGrace, current] = bought.body.data.list as { ip: string; id: number }[];
    if (!inGrace || !pastGrace || !current) throw new Error("the order did not assign three IPs");
    await ageStaticIp(serverPort, inGrace.ip, 9); // expired 2 days ago
    await ageStaticIp(serverPort, pastGrace.ip, 12); // expired 5 days ago

    // The server refuses the renewal on its own, whatever a page would allow.
    const refused = await apiCall("POST", "/api/order/prepare_renew", {
      data: { type: 2, renew_ip_ids: [pastGrace.id], date_unit: "weekly" },
      headers: { token },
      origin,
      sealed: false,
    });
    expect(refused.status).toBe(422);

    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
    if (language === "zh-CN") await gotoHydrated(page, "/staticisp/?lang=zh-CN");
    await gotoHydrated(page, "/ucenter/staticisp/ips");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
    await expect(page.getByTestId("ip-row")).toHaveCount(3);

    const blocked = rowOf(page, pastGrace.ip);
    await expect(blocked).toHaveAttribute("data-renewable", "false");
    await expect(blocked).toHaveClass(/static-ip-row-blocked/);
    await expect(blocked).toHaveAttribute("title", text.pastGrace);
    await expect(blocked.locator('[data-column="state"]')).toHaveText(text.expired);
    const graced = rowOf(page, inGrace.ip);
    await expect(graced).toHaveAttribute("data-renewable", "true");
    await expect(graced.locator('[data-column="state"]')).toHaveText(text.expired);
    await expect(rowOf(page, current.ip)).toHaveAttribute("data-renewable", "true");

    // A selection holding the released-soon IP is refused with the warning, and nothing opens.
    await graced.getByRole("checkbox").check();
    await blocked.getByRole("checkbox").check();
    await page.getByTestId("action-renew").click();
    await expect(page.getByText(text.cannotRenew)).toBeVisible();
    await expect(page.getByTestId("renew-dialog")).toHaveCount(0);
    await expect(page.getByTestId("payment-overlay")).toHaveCount(0);
    // The expired one inside the grace alone goes on to the renewal.
    await blocked.getByRole("checkbox").uncheck();
    await page.getByTestId("action-renew").click();
    await expect(page.getByTestId("renew-dialog")).toBeVisible();
  });
}
