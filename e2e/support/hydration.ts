/** Server-rendered pages are visible before React hydrates them; act only after it has. */
import { expect, type Page } from "@playwright/test";

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
