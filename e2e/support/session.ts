/** The spec's login state is only a token in localStorage; the accounts issue adds real login. */
import type { Page } from "@playwright/test";

export async function signInWithToken(page: Page, token = "e2e-session-token"): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
}
