/**
 * API_ENVELOPE=require (spec 02 §7, ADR 012) on a server of its own: the site works in both
 * languages — public pages, signup, payment, the user centre, login — while every /api/ request
 * and answer on the wire is ciphertext; plain, replayed and tampered requests are refused; a 401
 * clears the session key.
 */
import { expect, type Page, type Request, type Response, test } from "@playwright/test";
import { ResidentialPlanType } from "@portico/contracts/codes";
import { selectPlanCards } from "@portico/domain";
import { completeSignupForm, logInThroughUi, uniqueEmail } from "./support/accounts.ts";
import { apiCall } from "./support/api-call.ts";
import { CUSTOMER_PASSWORD, createCustomer } from "./support/api-session.ts";
import { findPlan } from "./support/catalogue.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";
import { expectSealedLoginRedirect, paymentQueryOf } from "./support/payment-address.ts";
import { openRequest } from "./support/sealed-traffic.ts";
import { regionByCode } from "./support/static-regions.ts";

test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // E2E_PORT+1 and +2 are turnstile.spec.ts's and captcha-off.spec.ts's servers.
  server = await startOwnServer(Number(process.env.E2E_PORT ?? 3199) + 3, { API_ENVELOPE: "require" });
});
test.afterAll(async () => {
  await server?.stop();
});

const PASSWORD = "Sunflower42";
/** What the browser fetches plain in every mode: the key itself and the third-party widget's challenge. */
const PLAIN_API = new Set(["/api/crypto/public_key", "/api/captcha/altcha"]);

/** `body` is null when the page navigated away before the answer's body could be read. */
type Exchange = { request: Request; response: Response; body: string | null };

/** Every /api/ exchange the page makes, with the answer's body as it came over the wire. */
function recordApi(page: Page): Promise<Exchange>[] {
  const exchanges: Promise<Exchange>[] = [];
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.startsWith("/api/")) return;
    const body = response.text().catch(() => null);
    exchanges.push(body.then((text) => ({ request: response.request(), response, body: text })));
  });
  return exchanges;
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

async function goto(page: Page, path: string) {
  await page.goto(`${server.baseURL}${path}`);
  await waitForHydration(page);
}

/** Fields of the payment view's query that must never reach the server plain (ADR 012). */
const PLAIN_FIELDS = /[?&](pay_type|num|renew_ip_ids)=/;

/**
 * Whether an address on this server carries the payment view's query plain: the page itself, the
 * data React Router fetches for it (`/payment.data?…&_routes=…`), or login's `redirect`.
 */
function carriesPlainPaymentQuery(address: string): boolean {
  const url = URL.parse(address);
  if (url?.origin !== server.baseURL) return false;
  const redirect = url.searchParams.get("redirect");
  const payment = /^\/payment(\.data)?$/.test(url.pathname)
    ? url
    : redirect?.startsWith("/payment")
      ? new URL(redirect, url)
      : null;
  const fields = [...(payment?.searchParams.keys() ?? [])].filter((name) => name !== "_routes");
  if (payment && fields.join() !== "data") return true;
  return PLAIN_FIELDS.test(decodeURIComponent(url.search));
}

/**
 * Every request whose address or Referer carries the payment query plain, read once the test is
 * done. Pages are served with `Referrer-Policy: no-referrer` (helmet's default), so the Referer is
 * checked in case that changes; `allHeaders()` because `headers()` leaves it out.
 */
function recordPlainPaymentQueries(page: Page): () => Promise<string[]> {
  const checked: Promise<string[]>[] = [];
  page.on("request", (request) => {
    const leaks = request
      .allHeaders()
      .then(({ referer }) =>
        [request.url(), referer]
          .filter((address): address is string => address !== undefined && carriesPlainPaymentQuery(address))
          .map((address) => (address === request.url() ? address : `${request.url()}, Referer ${address}`)),
      );
    checked.push(leaks);
  });
  return async () => (await Promise.all(checked)).flat();
}

/** This file's server, its mailbox and sealed calls, for the API helpers. */
const onOwnServer = () => ({ origin: server.baseURL, mailDir: server.mailDir, sealed: true });

async function expectSealedPaymentView(page: Page, expected: Record<string, string | RegExp>) {
  await expect(page).toHaveURL(/\/payment\?data=[\w-]+$/);
  const query = Object.fromEntries(await paymentQueryOf(page));
  for (const [name, value] of Object.entries(expected)) expect(query[name]).toMatch(value);
  await expect(page.getByTestId("payment-success")).toHaveAttribute("data-state", "success");
}

test("the whole site works in English and Chinese while every /api/ body on the wire is ciphertext", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const exchanges = recordApi(page);
  const email = uniqueEmail("envelope");

  // Public pages (rendered on the server through the in-process transport, which stays plain).
  await goto(page, "/");
  await expect(page.locator("html")).toHaveAttribute("data-api-envelope", "require");
  for (const path of ["/residential/", "/staticisp/", "/faq/"]) await goto(page, path);

  // Signup, which signs in.
  await goto(page, "/signup");
  await completeSignupForm(page, email, PASSWORD, { mailDir: server.mailDir });
  await expect(page).toHaveURL(`${server.baseURL}/ucenter/info`);
  await expect(page.getByTestId("account-email")).toHaveText(email);
  const sessionKey = await page.evaluate(() => window.localStorage.getItem("sessionKey"));
  expect(sessionKey).toMatch(/^[0-9a-f]{32}$/);

  // A top-up by the sandbox card: the provider sends the customer back with the sealed `data`.
  await goto(page, "/ucenter/wallet/");
  await page.getByTestId("recharge-amount").fill("50");
  await page.getByTestId("recharge-pay").click();
  await page.getByTestId("payment-overlay").getByTestId("pay-method-card").click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\?session=/);
  await page.getByRole("button", { name: "Pay $50.00" }).click();
  await expectSealedPaymentView(page, { pay_result: "1", pay_type: "1", recharge: "1", order_no: /\w+/ });

  // In Chinese: a plan paid from the balance, then the user centre.
  await goto(page, "/residential/");
  await page.getByTestId("language-switch").click();
  await page.getByTestId("language-option-zh-CN").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  const plans = (await apiCall("GET", "/api/index/packages?type=1", onOwnServer())).body.data["1"];
  const starter = findPlan(plans, (plan) => plan.type === ResidentialPlanType.Traffic && plan.sale_price === 30);
  await page.locator(`[data-testid="plan-card"][data-package-id="${starter.id}"]`).getByTestId("choose-plan").click();
  await expect(page.getByTestId("payment-overlay").getByTestId("order-total")).toHaveText("$30.00");
  await page.getByTestId("payment-overlay").getByTestId("pay-method-balance").click();
  await page.getByTestId("balance-checkout").getByTestId("checkout-pay").click();
  await expectSealedPaymentView(page, { pay_result: "1", pay_type: "3", type: "1" });
  await expect(page.getByTestId("payment-success")).toContainText("成功");
  await goto(page, "/ucenter/wallet/");
  await expect(page.getByTestId("wallet-balance-value")).toHaveText("$20.00");
  for (const path of ["/ucenter/residential", "/ucenter/staticisp", "/ucenter/info"]) {
    await goto(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  }
  await expect(page.getByTestId("account-email")).toHaveText(email);

  // Sign out and log in again.
  await page.getByTestId("account-menu").click();
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(`${server.baseURL}/login`);
  await logInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(`${server.baseURL}/ucenter/info`);
  await expect(page.getByTestId("account-email")).toHaveText(email);

  // The wire: every /api/ call sealed both ways, none refused by the envelope.
  const seen = await Promise.all(exchanges);
  const sealed = seen.filter(({ request }) => !PLAIN_API.has(new URL(request.url()).pathname));
  for (const { request, response, body } of sealed) {
    const url = new URL(request.url());
    const where = `${request.method()} ${url.pathname}`;
    expect(request.headers()["x-session-key"], where).toMatch(/^[0-9a-f]{16}\.[\w-]+$/);
    if (request.method() === "GET") expect([...url.searchParams.keys()], where).toEqual(["_e"]);
    else {
      expect(request.headers()["content-type"], where).toBe("application/x-portico-envelope");
      expect(isJson(request.postData() ?? ""), where).toBe(false);
    }
    expect(response.headers()["content-type"], where).toBe("application/x-portico-envelope");
    if (body !== null) expect(isJson(body), where).toBe(false);
    expect(response.status(), where).toBeLessThan(500);
  }
  expect(sealed.filter(({ body }) => body !== null).length).toBeGreaterThan(sealed.length / 2);
  const paths = new Set(sealed.map(({ request }) => new URL(request.url()).pathname));
  for (const path of [
    "/api/user/send_code",
    "/api/user/register",
    "/api/user/login",
    "/api/member/info",
    "/api/payment/recharge",
    "/api/order/create",
    "/api/checkout/pay",
    "/api/index/lang",
  ])
    expect(paths, path).toContain(path);
});

test("a 401 clears the session key, and the next call makes a new one", async ({ page }) => {
  await page.addInitScript(() => {
    // Once per tab: a dead token and a known session key, as a browser coming back days later.
    if (window.sessionStorage.getItem("seeded")) return;
    window.sessionStorage.setItem("seeded", "1");
    window.localStorage.setItem("token", "no-such-session");
    window.localStorage.setItem("sessionKey", "00112233445566778899aabbccddeeff");
  });
  const unauthorized = page.waitForResponse((response) => response.status() === 401);
  await goto(page, "/ucenter/info");
  await unauthorized;
  await expect(page).toHaveURL(`${server.baseURL}/login`);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("sessionKey")))
    .not.toBe("00112233445566778899aabbccddeeff");
  // The login page's first call makes and sends a new one.
  const email = uniqueEmail("envelope-401");
  await goto(page, "/signup");
  await completeSignupForm(page, email, PASSWORD, { mailDir: server.mailDir });
  await expect(page.getByTestId("account-email")).toHaveText(email);
  expect(await page.evaluate(() => window.localStorage.getItem("sessionKey"))).toMatch(/^[0-9a-f]{32}$/);
});

test("plain, replayed and tampered requests are refused with clear errors", async ({ page }) => {
  const plain = await apiCall("GET", "/api/index/packages?type=1", {
    origin: server.baseURL,
    sealed: false,
    headers: { "accept-language": "zh-CN" },
  });
  expect(plain.status).toBe(400);
  expect(plain.body).toMatchObject({ code: 0, error: "envelope_required", msg: expect.stringContaining("加密") });

  // A call the page made (the language switch tells the server), sent again as captured: a replay.
  await goto(page, "/faq/");
  const captured = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/index/lang");
  await page.getByTestId("language-switch").click();
  await page.getByTestId("language-option-zh-CN").click();
  const source = await captured;
  expect((await openRequest(page, source)).b).toEqual({ language: "zh-CN" });
  expect((await openRequest(page, source)).n).toMatch(/^[0-9a-f]{32}$/);
  const again = await fetch(source.url(), {
    method: source.method(),
    headers: source.headers(),
    body: source.method() === "GET" ? undefined : (source.postData() ?? ""),
  });
  expect(again.status).toBe(400);
  expect(await again.json()).toMatchObject({ code: 0, error: "envelope_replayed" });

  // The same header with a sealed message that was altered on the way.
  const tampered = new URL(source.url());
  const body = source.method() === "GET" ? (tampered.searchParams.get("_e") ?? "") : (source.postData() ?? "");
  const flipped = `${body.slice(0, 30)}${body[30] === "A" ? "B" : "A"}${body.slice(31)}`;
  if (source.method() === "GET") tampered.searchParams.set("_e", flipped);
  const refused = await fetch(tampered, {
    method: source.method(),
    headers: source.headers(),
    body: source.method() === "GET" ? undefined : flipped,
  });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 0, error: "envelope_invalid" });
});

test("a visitor's plan click goes to login with only the sealed payment address, and the login opens it", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const leaks = recordPlainPaymentQueries(page);
  const { email } = await createCustomer(request, onOwnServer());
  const packages = (await apiCall("GET", "/api/index/packages?type=1", onOwnServer())).body;
  const plan = findPlan(selectPlanCards(packages.data["1"]), (p) => p.type !== ResidentialPlanType.Customized);

  await goto(page, "/residential/");
  await page.locator(`[data-testid="plan-card"][data-package-id="${plan.id}"]`).getByTestId("choose-plan").click();
  const redirect = await expectSealedLoginRedirect(page);
  expect(Object.fromEntries(await paymentQueryOf(page, redirect))).toEqual({ type: "1", package_id: String(plan.id) });

  await logInThroughUi(page, email, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL(`${server.baseURL}${redirect}`);
  await expect(page.getByTestId("order-summary")).toContainText(plan.display_title);
  await expect(page.getByTestId("order-total")).toHaveText(`$${plan.sale_price.toFixed(2)}`);
  expect(await leaks()).toEqual([]);
});

test("a visitor's static cart checkout reaches /payment?data=… through login with the same cart", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const leaks = recordPlainPaymentQueries(page);
  const { email } = await createCustomer(request, onOwnServer());
  const regions = (await apiCall("GET", "/api/index/static_regions", onOwnServer())).body;
  const usa = regionByCode(regions.data.area, "USA");

  await goto(page, "/staticisp/");
  await page.locator('[data-testid="region-card"][data-region-code="USA"]').getByTestId("stepper-input").fill("2");
  await page.getByTestId("checkout").click();
  const redirect = await expectSealedLoginRedirect(page);

  await logInThroughUi(page, email, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL(`${server.baseURL}${redirect}`);
  expect(Object.fromEntries(await paymentQueryOf(page))).toMatchObject({
    type: "2",
    static_commodity: `${usa.id}:2`,
    location: "1",
    amount: "2",
  });
  await expect(page.getByTestId("static-order-line")).toHaveCount(1);
  expect(await leaks()).toEqual([]);
});

test("a customer's top-up opens the payment view over the wallet with the sealed address", async ({
  page,
  request,
}) => {
  const leaks = recordPlainPaymentQueries(page);
  const { token } = await createCustomer(request, onOwnServer());
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);

  await goto(page, "/ucenter/wallet/");
  await page.getByTestId("recharge-amount").fill("50");
  await page.getByTestId("recharge-pay").click();
  const overlay = page.getByTestId("payment-overlay");
  await expect(overlay).toHaveAttribute("data-path", /^\/payment\?data=[\w-]+$/);
  const path = (await overlay.getAttribute("data-path")) ?? "";
  expect(Object.fromEntries(await paymentQueryOf(page, path))).toEqual({ recharge: "1", deposit: "50" });
  await expect(overlay.getByTestId("pay-method-card")).toBeVisible();
  await expect(page).toHaveURL(`${server.baseURL}/ucenter/wallet/`);
  expect(await leaks()).toEqual([]);
});
