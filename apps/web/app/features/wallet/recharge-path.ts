import { loginRedirectFor } from "@portico/domain";

/** The payment view in recharge mode for a top-up of `dollars` (spec 02 §2). */
export function rechargePaymentPath(dollars: number): string {
  return `/payment?recharge=1&deposit=${dollars}`;
}

/** Logged out (the token has gone since the page loaded): login first, then the payment view. */
export function rechargeLoginHref(dollars: number): string {
  const path = rechargePaymentPath(dollars);
  return loginRedirectFor(path) ?? path;
}
