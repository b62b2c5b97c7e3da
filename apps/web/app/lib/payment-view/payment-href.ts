import { loginRedirectFor } from "@portico/domain";

/** Where a buy click goes: the payment view, or login first with it as the redirect (spec 01 §2). */
export function paymentHref(paymentPath: string, loggedIn: boolean): string {
  return loggedIn ? paymentPath : (loginRedirectFor(paymentPath) ?? paymentPath);
}
