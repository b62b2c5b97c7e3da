/**
 * The payment view's address in either form (spec 01 §2): plain, or its query sealed into `data`
 * under the page's session key when the envelope is on (ADR 012), opened here with that key.
 */
import { expect, type Page } from "@playwright/test";
import { importSessionKey, open, PAYMENT_VIEW_AAD } from "@portico/contracts/envelope-cipher";
import { suiteEnvelopeOn } from "./api-call.ts";

export async function paymentQueryOf(page: Page, address = page.url()): Promise<URLSearchParams> {
  const url = new URL(address, page.url());
  const data = url.searchParams.get("data");
  if (data === null) return url.searchParams;
  const hex = await page.evaluate(() => window.localStorage.getItem("sessionKey"));
  if (!hex) throw new Error("a sealed payment address, and no session key in the page");
  return new URLSearchParams(await open(await importSessionKey(hex), PAYMENT_VIEW_AAD, data));
}

/** The page's address with the payment view's query opened: `/payment?type=1&…`. */
async function openedAddress(page: Page): Promise<string> {
  const url = new URL(page.url());
  return url.pathname === "/payment" ? `/payment?${await paymentQueryOf(page)}` : `${url.pathname}${url.search}`;
}

/**
 * Waits for the payment view at this query; when the suite runs with the envelope on, the address
 * Portico built must be the sealed `data` form.
 */
export async function expectPaymentAddress(page: Page, expected: string | RegExp): Promise<void> {
  if (typeof expected === "string") await expect.poll(() => openedAddress(page)).toBe(expected);
  else await expect.poll(() => openedAddress(page)).toMatch(expected);
  // Portico's own links arrive sealed; the route seals any other plain address on arrival (ADR 012).
  if (suiteEnvelopeOn) await expect.poll(() => [...new URL(page.url()).searchParams.keys()]).toEqual(["data"]);
}

/**
 * Waits for login with the payment view at `paymentPath` as its `redirect`; when the suite runs
 * with the envelope on, the buy click must have sealed it into `data` (ADR 012).
 */
export async function expectLoginRedirect(page: Page, paymentPath: string): Promise<void> {
  if (!suiteEnvelopeOn) {
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(paymentPath)}`);
    return;
  }
  const redirect = await expectSealedLoginRedirect(page);
  expect(`/payment?${await paymentQueryOf(page, redirect)}`).toBe(paymentPath);
}

/** Login's `redirect`, which a buy click must have sealed: nothing but `/payment?data=…`; returned. */
export async function expectSealedLoginRedirect(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const login = new URL(page.url());
  expect([...login.searchParams.keys()]).toEqual(["redirect"]);
  const redirect = login.searchParams.get("redirect") ?? "";
  expect(redirect).toMatch(/^\/payment\?data=[\w-]+$/);
  return redirect;
}

/** The order the payment view came back with (`order_no` of its query). */
export async function orderNoOf(page: Page): Promise<string> {
  const orderNo = (await paymentQueryOf(page)).get("order_no");
  if (!orderNo) throw new Error(`no order_no in ${page.url()}`);
  return orderNo;
}
