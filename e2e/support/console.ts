/** A staff member through the console's own screens (ADR 420): invitation, sign-in, enrolment, codes. */

import { expect, type Page } from "@playwright/test";
import { base32Decode, hmacSha1Pure, totpCode, totpStep } from "@portico/domain";
import { uniqueEmail } from "./accounts.ts";
import { waitForMail } from "./mailbox.ts";
import { runOperatorCommand } from "./operator.ts";

export type StaffAccount = { email: string; name: string; password: string; secret: string; lastStep: number };

/** The invitation link of the newest invitation mailed to this address, as a path on the suite's server. */
export async function invitationPath(email: string, count = 1): Promise<string> {
  const mail = await waitForMail(email, count);
  const link = /(https?:\/\/\S+\/console\/invite\?token=[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(link, "an invitation link in the mail").toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/**
 * The authenticator's next code, computed from the secret the console showed. The server takes
 * a step once (no replay) and one step either side of its now: the code is for the current step,
 * or the next one when the current was used (still in reach should the step turn on the way);
 * past that, it waits for the clock. Never the step before: it may fall out of reach in transit.
 */
export async function nextCode(account: StaffAccount): Promise<string> {
  const secret = base32Decode(account.secret);
  if (!secret) throw new Error(`not a base32 secret: ${account.secret}`);
  let now = totpStep(Date.now() / 1000);
  while (account.lastStep > now) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    now = totpStep(Date.now() / 1000);
  }
  const step = Math.max(now, account.lastStep + 1);
  account.lastStep = step;
  return totpCode(secret, step, hmacSha1Pure);
}

/** Accepts the invitation on its page, then goes on to the console's login with the email filled in. */
export async function acceptInvitation(page: Page, path: string, name: string, password: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel(/Display name|显示名称/).fill(name);
  await page.getByLabel(/^(Password|密码)/).fill(password);
  await page.getByLabel(/Confirm password|确认密码/).fill(password);
  await page.getByTestId("invite-submit").click();
  await page.getByRole("link", { name: /Sign in|登录/ }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
}

/** The first sign-in: password, then enrolment with a code from the secret shown; answers the recovery codes. */
export async function signInAndEnrol(page: Page, account: Omit<StaffAccount, "secret" | "lastStep">) {
  await page.getByLabel(/Work email|工作邮箱/).fill(account.email);
  await page.getByLabel(/^(Password|密码)/).fill(account.password);
  await page.getByTestId("console-login-submit").click();
  const secretText = page.getByTestId("enrol-secret");
  await expect(secretText).toBeVisible();
  await expect(page.getByTestId("enrol-qr")).toBeVisible();
  const staff: StaffAccount = { ...account, secret: (await secretText.getAttribute("data-secret")) ?? "", lastStep: 0 };
  await page.getByLabel(/6-digit code|6 位验证码/).fill(await nextCode(staff));
  await page.getByTestId("enrol-confirm").click();
  const codes = page.getByTestId("recovery-code");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await expect(page.getByTestId("recovery-continue")).toBeDisabled();
  await page.getByTestId("recovery-saved").check();
  await page.getByTestId("recovery-continue").click();
  return { staff, recoveryCodes };
}

/**
 * A new owner, as `npm run admin -- staff:invite --role owner` makes one, who accepts the invitation
 * in the language given (the address's `lang`), signs in, enrols and lands on the console's home.
 * Answers their email.
 */
export async function signedInOwner(page: Page, options: { label: string; name: string; language: "en" | "zh-CN" }) {
  const email = uniqueEmail(`${options.label}-${options.language}`);
  await runOperatorCommand("staff:invite", email, "--role", "owner");
  const path = await invitationPath(email);
  const password = "a long owner password";
  await acceptInvitation(page, options.language === "en" ? path : `${path}&lang=zh-CN`, options.name, password);
  await signInAndEnrol(page, { email, name: options.name, password });
  await expect(page).toHaveURL(/\/console\/$/);
  return email;
}
