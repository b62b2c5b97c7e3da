import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.ts";
import { roomyShm, scratchDir } from "./support/scratch-dir.ts";

// The browser suite runs against the built server on a fresh embedded database, in Debian's
// Chromium — never a downloaded browser.
export const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
export const supportEmail = "help@portico.test";
/** The proxy gateway's service token of the suite's server (e2e/support/gateway.ts reports usage with it). */
export const gatewayToken = "e2e-gateway-service-token-0123456789abcdef";
/** Where e2e/serve.ts writes every message its SMTP server receives. */
export const mailDir = join(scratchDir(), `portico-e2e-mail-${port}`);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: join(tmpdir(), "portico-e2e-results"),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json"]],
  use: {
    baseURL,
    browserName: "chromium",
    locale: "en-US",
    trace: "off",
    // Visitors in most tests have already answered the cookie banner and seen the ad popup; the
    // tests of those widgets start from an empty state instead (content.spec.ts).
    storageState: {
      cookies: [
        {
          name: "cookie_consent",
          value: "analytics%3A0%2Cmarketing%3A0",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [{ origin: baseURL, localStorage: [{ name: "promoPopupShown", value: "1" }] }],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
      // Playwright tells Chromium to keep its shared memory in the temporary folder, for
      // containers with a 64 MB /dev/shm; where /dev/shm is roomy it stays there, off the disk.
      ...(roomyShm() ? { ignoreDefaultArgs: ["--disable-dev-shm-usage"] } : {}),
    },
  },
  webServer: {
    command: "node serve.ts",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      // Payments go to the built-in sandbox, which production refuses unless allowed.
      PAYMENT_SANDBOX: "allow",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: join(scratchDir(), `portico-e2e-db-${port}`),
      SUPPORT_EMAIL: supportEmail,
      LOG_LEVEL: "warn",
      E2E_MAIL_DIR: mailDir,
      PUBLIC_URL: baseURL,
      // A light proof of work keeps the suite quick; the widget and verification are the real ones.
      ALTCHA_COST: "100",
      ALTCHA_MAX_COUNTER: "200",
      // The ad popup opens after 10 s in production; the browser suite does not wait that long.
      PROMO_POPUP_DELAY_MS: "1000",
      PROMO_CODE_USD: "E2E-USD",
      PROMO_CODE_CNY: "E2E-CNY",
      // `E2E_API_ENVELOPE=require npm run test:e2e` runs the whole suite with the envelope on (ADR 012).
      API_ENVELOPE: process.env.E2E_API_ENVELOPE ?? "off",
      // Usage reaches the charts through the gateway's own endpoint (ADR 411).
      GATEWAY_SERVICE_TOKEN: gatewayToken,
    },
  },
});
