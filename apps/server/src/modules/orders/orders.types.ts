/**
 * What other modules see of an order: plain types, written out here rather than inferred from the
 * orders table (ADR 410), so a column the orders module adds reaches no other module by itself.
 * The orders' services answer these; `OrderRow` stays inside the module.
 */

export type OrderKind = "residential" | "static" | "renewal" | "recharge";

/** An order as placed, paid, refunded: money in integer USD cents, what a provider charged in its own minor units. */
export type Order = {
  id: number;
  orderNo: string;
  userId: string;
  kind: OrderKind;
  /** The spec's list: 1 residential, 2 static (renewals included), 3 top-ups. */
  listType: 1 | 2 | 3;
  titleEn: string;
  titleZh: string;
  packageId: number | null;
  flowMb: number;
  days: number;
  /** Static and renewal orders: the billing period. */
  dateUnit: string | null;
  quantity: number;
  priceCents: number;
  discountCents: number;
  couponId: number | null;
  /** 1 unpaid, 2 paid, 3 cancelled, 4 failed. */
  payStatus: number;
  payType: number | null;
  payCurrency: "usd" | "cny" | null;
  payPriceMinor: number | null;
  paidAt: Date | null;
  closeAt: Date;
  cancelledAt: Date | null;
  fulfilledAt: Date | null;
  /** Static orders: 1 waiting, 2 processing, 3 done, 4 failed. */
  dealStatus: number | null;
  refundStatus: number;
  refundedCents: number;
  refundPendingCents: number;
  provider: string | null;
  providerRef: string | null;
  providerPaymentRef: string | null;
  createdAt: Date;
};
