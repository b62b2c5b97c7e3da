/** A real logged-in customer: signs up through the UI (code read from the delivered mail), which signs them in. */
import { expect, type Page } from "@playwright/test";
import { signUpThroughUi, uniqueEmail } from "./accounts.ts";

export async function signInAsNewCustomer(page: Page): Promise<string> {
  const email = uniqueEmail("customer");
  await signUpThroughUi(page, email, "Sunflower42");
  await expect(page.getByTestId("account-email")).toHaveText(email);
  return email;
}
