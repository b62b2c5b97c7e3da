import type { Order } from "../orders/orders.types.ts";

/**
 * What a refund of `amountCents` returns in the currency the payment was taken in, at the rate of
 * that payment (pay_price_minor for price − discount): a USD payment gives cents back as they are,
 * a CNY one its share of the fen charged. `takenMinor` is every share already refunded or
 * reserved, to the wallet and the provider alike. The refund that empties the order returns all fen
 * left, so the shares of a fully refunded order add up to the payment exactly and never exceed it.
 */
export function refundShareMinor(order: Order, amountCents: number, takenMinor: number): number {
  const paidCents = order.priceCents - order.discountCents;
  const paidMinor = order.payPriceMinor ?? paidCents;
  const left = paidMinor - takenMinor;
  if (order.refundedCents + order.refundPendingCents + amountCents === paidCents) return left;
  return Math.min(Math.round((amountCents * paidMinor) / paidCents), left);
}
