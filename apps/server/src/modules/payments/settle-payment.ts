import { PayStatus } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { spendCoupon } from "../coupons/coupons.service.ts";
import { fulfilOrder, markOrderPaid } from "../orders/orders.service.ts";
import type { Order } from "../orders/orders.types.ts";

export type Settlement = {
  payType: number;
  payCurrency: "usd" | "cny";
  payPriceMinor: number;
  discountCents: number;
  provider: string | null;
  providerRef?: string | null;
  providerPaymentRef?: string | null;
  paidAt: Date;
};

/**
 * The common end of every payment, inside its transaction after the money was booked: the
 * customer gets what was bought and the order is marked paid and fulfilled in one conditional
 * update (a second settlement of the same order fails and rolls its transaction back); its held
 * coupon is spent unless the caller spent it (`couponSpent`). Answers the order as committed, or
 * 'unavailable' only for a late payment whose IPs are gone; the caller then credits the wallet.
 */
export async function settleOrder(
  tx: Db,
  order: Order,
  settlement: Settlement,
  from: number = PayStatus.Unpaid,
  couponSpent = false,
): Promise<Order | "unavailable"> {
  const fulfilment = await fulfilOrder(tx, order, settlement.paidAt);
  if (fulfilment === "unavailable") return fulfilment;
  const paid = await markOrderPaid(tx, order, settlement, fulfilment, from);
  if (!couponSpent) await spendCoupon(tx, order.id);
  return paid;
}
