import type { StaticPeriod } from "@portico/domain";
import { followPaymentLink } from "../../../lib/payment-view/follow-payment-link";
import { staticPaymentPath } from "./checkout-href";

/**
 * The cart's checkout click: the payment view over the page, or `/payment` (through login when
 * logged out). Imported by the click, so the page's first load does not carry the payment link's
 * code (the envelope check, the login redirect, the order type).
 */
export function checkout(
  lines: readonly { id: number; quantity: number }[],
  period: StaticPeriod,
  loggedIn: boolean,
  navigate: (to: string) => unknown,
): Promise<void> {
  return followPaymentLink(staticPaymentPath(lines, period), loggedIn, navigate);
}
