/**
 * Signs a Chromium that Lighthouse drives in as a customer: the user centre keeps the session
 * token in local storage (spec 02), which Lighthouse leaves alone between runs (it clears the
 * caches, service workers and cache storage, not local storage), so every run opens the page
 * signed in with empty caches.
 */
import { chromium } from "@playwright/test";

export async function signInChrome(chromePort: number, origin: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("the Chromium to sign in has no browser context");
    const page = await context.newPage();
    await page.goto(`${origin}/livez`);
    await page.evaluate((value) => window.localStorage.setItem("token", value), token);
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves the browser running for Lighthouse.
    await browser.close();
  }
}
