import { PayStatus } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import { spendCoupon } from "../coupons/coupons.service.ts";
import { fulfilOrder, markOrderPaid } from "../orders/orders.service.ts";

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
 * The common end of every payment, inside its transaction after the money was booked: the order
 * is marked paid (a conditional update: a second settlement of the same order fails and rolls
 * its transaction back), its coupon is spent and the customer gets what was bought. 'unavailable'
 * only for a late payment whose IPs are gone; the caller then credits the wallet instead.
 */
export async function settleOrder(
  tx: Db,
  order: OrderRow,
  settlement: Settlement,
  from: number = PayStatus.Unpaid,
): Promise<"fulfilled" | "unavailable"> {
  const outcome = await fulfilOrder(tx, order, settlement.paidAt);
  if (outcome === "unavailable") return outcome;
  await markOrderPaid(tx, order, settlement, from);
  await spendCoupon(tx, order.id);
  return outcome;
}
