/** Drives the real signup and login pages. */
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import { codeFrom, waitForMail } from "./mailbox.ts";

let counter = 0;
/**
 * A fresh address per call: the suite shares one database. In lower case, as the server keeps
 * addresses, so the mailbox finds what was sent to it (a label like `owner-zh-CN` would not match).
 */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`.toLowerCase();
}

/** What a customer does on the pages, one per click, typed field, tick or choice: a journey's length. */
export type Interactions = { count: number };

type SignupOptions = {
  /** The optional country of step 0; null leaves it unchosen. */
  country?: string | null;
  /** Counts the interactions the form takes. */
  interactions?: Interactions;
  /** Where the code's mail arrives: the suite server's folder unless a test runs its own server. */
  mailDir?: string;
};

/**
 * Fills the three signup steps on the hydrated signup page and registers, the agreement ticked;
 * the code is read from the delivered mail. A completed signup is signed in and moves on by itself.
 */
export async function completeSignupForm(
  page: Page,
  email: string,
  password: string,
  { country = "SG", interactions = { count: 0 }, mailDir }: SignupOptions = {},
): Promise<void> {
  const act = async (done: Promise<unknown>) => {
    await done;
    interactions.count += 1;
  };
  await act(page.getByTestId("signup-first-name").fill("Mei"));
  await act(page.getByTestId("signup-last-name").fill("Lin"));
  if (country) await act(page.getByTestId("signup-country").selectOption(country));
  await act(page.getByTestId("signup-next").click());
  await act(page.getByTestId("signup-email").fill(email));
  await expect(page.getByTestId("send-code")).toBeEnabled({ timeout: 20_000 });
  await act(page.getByTestId("send-code").click());
  await expect(page.getByTestId("code-sent")).toBeVisible();
  await expect(page.getByTestId("send-code")).toBeDisabled();
  await act(page.getByTestId("signup-code").fill(codeFrom(await waitForMail(email, 1, mailDir))));
  await act(page.getByTestId("signup-next").click());
  await act(page.getByTestId("signup-password").fill(password));
  await act(page.getByTestId("signup-confirm").fill(password));
  await act(page.getByTestId("agreement").check());
  await act(page.getByTestId("signup-next").click());
}

/** Signs up at `path` and lands signed in on `landing` (the user centre unless a redirect says otherwise). */
export async function signUpThroughUi(
  page: Page,
  email: string,
  password: string,
  path = "/signup",
  landing: string | RegExp = "/ucenter/info",
): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await completeSignupForm(page, email, password);
  await expect(page).toHaveURL(landing);
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
