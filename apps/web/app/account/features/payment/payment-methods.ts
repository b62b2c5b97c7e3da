import type { Payable } from "./payment-actions";

export type PaymentMethod = "card" | "alipay" | "balance" | "free";

/** What the customer pays for a payable, in dollars. */
export function priceOf(payable: Payable): number {
  switch (payable.kind) {
    case "order":
      return payable.order.pay_price;
    case "recharge":
      return payable.deposit;
    default:
      return payable.payPrice;
  }
}

const isTopUp = (payable: Payable) => payable.kind === "recharge" || (payable.kind === "order" && payable.recharge);

/**
 * The methods offered (spec 01 §4): a top-up only by card or Alipay; a price of 0 only the free
 * option (processed as balance); anything else card, Alipay and balance.
 */
export function methodsFor(payable: Payable): PaymentMethod[] {
  if (isTopUp(payable)) return ["card", "alipay"];
  if (priceOf(payable) === 0) return ["free"];
  return ["card", "alipay", "balance"];
}
