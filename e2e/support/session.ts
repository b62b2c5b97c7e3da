/** A real logged-in customer: signs up through the UI (code read from the delivered mail) and logs in. */
import { expect, type Page } from "@playwright/test";
import { logInThroughUi, signUpThroughUi, uniqueEmail } from "./accounts.ts";

export async function signInAsNewCustomer(page: Page): Promise<string> {
  const email = uniqueEmail("customer");
  await signUpThroughUi(page, email, "Sunflower42");
  await logInThroughUi(page, email, "Sunflower42");
  await expect(page).toHaveURL("/ucenter/info");
  return email;
}
