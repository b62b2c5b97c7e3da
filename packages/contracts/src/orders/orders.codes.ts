import { defineErrorCodes } from "../error-codes.ts";

/** An order's `type` (and the payment view's `type` query): 1 residential, 2 static (spec 01 §2–§3). */
export const OrderType = { Residential: 1, Static: 2 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** pay_type (spec 01 §4): 1 credit card, 2 Alipay, 3 balance. */
export const PayType = { Card: 1, Alipay: 2, Balance: 3 } as const;
export type PayType = (typeof PayType)[keyof typeof PayType];

/** pay_status (spec 01 §4, spec 02 §4): 1 unpaid, 2 paid, 3 cancelled, 4 failed. */
export const PayStatus = { Unpaid: 1, Paid: 2, Cancelled: 3, Failed: 4 } as const;
export type PayStatus = (typeof PayStatus)[keyof typeof PayStatus];

/** Static orders' deal_status (spec 02 §4): 1 waiting, 2 processing, 3 done, 4 failed. */
export const DealStatus = { Waiting: 1, Processing: 2, Done: 3, Failed: 4 } as const;
export type DealStatus = (typeof DealStatus)[keyof typeof DealStatus];

/** refund_status of an order: none, part of what was paid, all of it. */
export const RefundStatus = { None: 0, Partial: 1, Full: 2 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

/** The payment view's `renew_type` for renewals (spec 01 §2). */
export const RENEW_TYPE = "renew";

/** How many IPs one renewal may name. */
export const MAX_RENEW_IPS = 500;

/** Error codes of orders (spec 02 §4, §8). */
export const OrderError = defineErrorCodes({
  stock_insufficient: 409,
  order_not_found: 404,
  order_paid: 409,
  order_cancelled: 409,
  ip_not_renewable: 422,
  test_ips_exhausted: 422,
  /** The customer's unpaid static orders already hold as many IPs as may wait for payment. */
  unpaid_limit_reached: 409,
});
