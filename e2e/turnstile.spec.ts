/**
 * CAPTCHA_PROVIDER=turnstile end to end, on a server of its own. Cloudflare cannot be reached
 * from the test machines, so the browser gets stand-ins for the two things Cloudflare serves —
 * the api.js script and the challenge frame — answered at Cloudflare's own URLs, which keeps our
 * CSP in play (a stand-in from another origin would be blocked), and the server checks tokens
 * against a stand-in of siteverify. Everything of Portico's is the real code.
 */
import { expect, type Page, type Route, test } from "@playwright/test";
import { md5Hex } from "@portico/domain";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "../apps/server/src/test/turnstile-siteverify.ts";
import { uniqueEmail } from "./support/accounts.ts";
import { waitForHydration } from "./support/hydration.ts";
import { codeFrom, waitForMail } from "./support/mailbox.ts";
import { type OwnServer, startOwnServer } from "./support/own-server.ts";

const SITE_KEY = "0x4AAAAAAA-e2e-site";
const SECRET = "0x4AAAAAAA-e2e-secret";
const CLOUDFLARE = "https://challenges.cloudflare.com";
const PASSWORD = "Sunflower42";

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
let siteverify: SiteverifyStandIn;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  siteverify = await startSiteverifyStandIn(SECRET);
  server = await startOwnServer(Number(process.env.E2E_PORT ?? 3199) + 1, {
    CAPTCHA_PROVIDER: "turnstile",
    TURNSTILE_SITE_KEY: SITE_KEY,
    TURNSTILE_SECRET_KEY: SECRET,
    TURNSTILE_VERIFY_URL: siteverify.url,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await siteverify?.close();
});

/** api.js as explicit rendering uses it: render() puts Cloudflare's frame in the container. */
const API_JS = `(() => {
  const widgets = new Map();
  let next = 0;
  window.addEventListener("message", (event) => {
    if (event.origin !== "${CLOUDFLARE}") return;
    const widget = widgets.get(event.data && event.data.widgetId);
    if (!widget) return;
    if (event.data.kind === "solved") widget.options.callback(event.data.token);
    if (event.data.kind === "error") widget.options["error-callback"]("300030");
  });
  window.turnstile = {
    render(container, options) {
      next += 1;
      const id = "cf-" + next;
      const frame = document.createElement("iframe");
      frame.title = "Cloudflare challenge";
      frame.src = "${CLOUDFLARE}/e2e-challenge?" + new URLSearchParams({ id, sitekey: options.sitekey, language: options.language });
      container.append(frame);
      widgets.set(id, { options, frame });
      return id;
    },
    remove(id) {
      widgets.get(id)?.frame.remove();
      widgets.delete(id);
    },
  };
})();`;

type FrameLoad = { sitekey: string; language: string };

/** Serves Cloudflare's two files; each frame carries a freshly issued token, or fails at once. */
async function standInCloudflare(page: Page, options: { failFirstFrames?: number } = {}): Promise<FrameLoad[]> {
  const frames: FrameLoad[] = [];
  let failures = options.failFirstFrames ?? 0;
  await page.route(`${CLOUDFLARE}/turnstile/v0/api.js?render=explicit`, (route: Route) =>
    route.fulfill({ contentType: "text/javascript", body: API_JS }),
  );
  await page.route(`${CLOUDFLARE}/e2e-challenge?*`, (route: Route) => {
    const query = new URL(route.request().url()).searchParams;
    frames.push({ sitekey: query.get("sitekey") ?? "", language: query.get("language") ?? "" });
    const id = JSON.stringify(query.get("id"));
    const fail = failures > 0;
    failures -= 1;
    const script = fail
      ? `parent.postMessage({ widgetId: ${id}, kind: "error" }, "*");`
      : `document.querySelector("button").onclick = () =>
           parent.postMessage({ widgetId: ${id}, kind: "solved", token: ${JSON.stringify(siteverify.issueToken())} }, "*");`;
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><button type="button">Verify you are human</button><script>${script}</script>`,
    });
  });
  return frames;
}

async function signUpThroughApi(): Promise<string> {
  const email = uniqueEmail("turnstile");
  const call = async (path: string, data: object) => {
    const response = await fetch(`${server.baseURL}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(data),
    });
    expect(response.status, `${path}`).toBe(200);
  };
  await call("/api/user/send_code", { email, token: siteverify.issueToken(), type: "register" });
  const code = codeFrom(await waitForMail(email, 1, server.mailDir));
  const digest = md5Hex(PASSWORD);
  await call("/api/user/register", {
    email,
    password: digest,
    confirm_password: digest,
    first_name: "Tao",
    last_name: "Shi",
    code,
  });
  return email;
}

const challengeFrame = (page: Page) => page.frameLocator(`iframe[src^="${CLOUDFLARE}/e2e-challenge"]`);

test("logs in through the Turnstile widget; a refused login needs a fresh challenge", async ({ page }) => {
  const email = await signUpThroughApi();
  const frames = await standInCloudflare(page);
  await page.goto(`${server.baseURL}/login`);
  await waitForHydration(page);
  // The widget starts on the form's first touch.
  await page.getByTestId("login-email").focus();
  const captcha = page.getByTestId("captcha");
  await expect(captcha).toHaveAttribute("data-state", "loaded");
  // The widget reports itself rendered before its iframe's request goes out: wait for the request.
  await expect.poll(() => frames).toEqual([{ sitekey: SITE_KEY, language: "en" }]);

  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill("NotMyPassword1");
  await page.getByTestId("agreement").check();
  await challengeFrame(page).getByRole("button", { name: "Verify you are human" }).click();
  await page.getByTestId("login-submit").click();
  // The refusal is the API layer's toast of the server's msg; the form adds no message of its own
  // (spec 01 §8, ADR 100).
  await expect(page.getByText("The email or password is incorrect.")).toBeVisible();
  await expect(page.locator("form").getByRole("alert")).toHaveCount(0);
  // The token is spent: a new widget replaces the old one.
  await expect.poll(() => frames.length).toBe(2);
  await expect(page.locator(`iframe[src^="${CLOUDFLARE}"]`)).toHaveCount(1);

  await page.getByTestId("login-password").fill(PASSWORD);
  await challengeFrame(page).getByRole("button", { name: "Verify you are human" }).click();
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/ucenter\/info$/);
  expect(siteverify.calls.at(-1)).toMatchObject({ secret: SECRET, remoteip: "127.0.0.1" });
});

test("in Chinese: the widget speaks zh-cn, and a Turnstile error shows the failed state until a retry", async ({
  page,
}) => {
  const frames = await standInCloudflare(page, { failFirstFrames: 1 });
  await page.goto(`${server.baseURL}/login?lang=zh-CN`);
  await waitForHydration(page);
  await page.getByTestId("login-email").focus();
  const captcha = page.getByTestId("captcha");
  await expect(captcha).toHaveAttribute("data-state", "failed");
  await expect(page.getByTestId("captcha-failed")).toContainText("人机验证加载失败。");
  await captcha.getByRole("button", { name: "重试" }).click();
  await expect(captcha).toHaveAttribute("data-state", "loaded");
  await expect(challengeFrame(page).getByRole("button", { name: "Verify you are human" })).toBeVisible();
  await expect
    .poll(() => frames)
    .toEqual([
      { sitekey: SITE_KEY, language: "zh-cn" },
      { sitekey: SITE_KEY, language: "zh-cn" },
    ]);
});
