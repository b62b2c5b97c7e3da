import { isEnvelopeOn } from "../api/envelope-mode";
import { openPaymentView } from "./open-payment-view";
import { paymentHref } from "./payment-href";

/**
 * A buy click (a plan, the static cart, a top-up, an unpaid order): the payment view over the page when logged in
 * and the page has one, else a navigation to it, through login when logged out. With the envelope
 * on the address is sealed into `data` first (ADR 012): a plain one would reach the server in
 * login's `redirect` and in the data request React Router makes on the way to `/payment`
 * (`/payment.data?<query>`). The sealing code loads on the click, so no page carries it.
 */
export async function followPaymentLink(
  paymentPath: string,
  loggedIn: boolean,
  navigate: (to: string) => unknown,
): Promise<void> {
  const path = isEnvelopeOn() ? await (await import("./payment-data")).sealPaymentPath(paymentPath) : paymentPath;
  if (loggedIn && openPaymentView(path)) return;
  navigate(paymentHref(path, loggedIn));
}
