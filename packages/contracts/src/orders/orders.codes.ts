/** An order's `type` (and the payment view's `type` query): 1 residential, 2 static (spec 01 §2–§3). */
export const OrderType = { Residential: 1, Static: 2 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** pay_type (spec 01 §4): 1 credit card, 2 Alipay, 3 balance. */
export const PayType = { Card: 1, Alipay: 2, Balance: 3 } as const;
export type PayType = (typeof PayType)[keyof typeof PayType];

/** pay_status (spec 01 §4, spec 02 §4): 1 unpaid, 2 paid, 3 cancelled, 4 failed. */
export const PayStatus = { Unpaid: 1, Paid: 2, Cancelled: 3, Failed: 4 } as const;
export type PayStatus = (typeof PayStatus)[keyof typeof PayStatus];
