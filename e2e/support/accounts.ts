/** Drives the real signup and login pages. */
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { codeFrom, waitForMail } from "./mailbox.ts";

let counter = 0;
/** A fresh address per call: the suite shares one database. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export async function signUpThroughUi(page: Page, email: string, password: string, path = "/signup"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByTestId("signup-first-name").fill("Mei");
  await page.getByTestId("signup-last-name").fill("Lin");
  await page.getByTestId("signup-country").selectOption("SG");
  await page.getByTestId("signup-next").click();
  await page.getByTestId("signup-email").fill(email);
  await expect(page.getByTestId("send-code")).toBeEnabled({ timeout: 20_000 });
  await page.getByTestId("send-code").click();
  await expect(page.getByTestId("code-sent")).toBeVisible();
  await expect(page.getByTestId("send-code")).toBeDisabled();
  await page.getByTestId("signup-code").fill(codeFrom(await waitForMail(email)));
  await page.getByTestId("signup-next").click();
  await page.getByTestId("signup-password").fill(password);
  await page.getByTestId("signup-confirm").fill(password);
  await page.getByTestId("agreement").check();
  await page.getByTestId("signup-next").click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function logInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await waitForHydration(page);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("agreement").check();
  await expect(page.getByTestId("captcha")).toHaveAttribute("data-state", "loaded");
  await expect(page.locator("altcha-widget input[name=altcha]")).toHaveValue(/.+/, { timeout: 20_000 });
  await page.getByTestId("login-submit").click();
}
