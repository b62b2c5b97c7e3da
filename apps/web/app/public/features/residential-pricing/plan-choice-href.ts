import { paymentHref } from "../../../lib/payment-view/payment-href";
import { residentialPaymentPath } from "../../../lib/plan-view/describe-plan";

/** A plan click opens the payment view; a logged-out visitor logs in first and returns there. */
export function planChoiceHref(packageId: number, loggedIn: boolean): string {
  return paymentHref(residentialPaymentPath(packageId), loggedIn);
}
