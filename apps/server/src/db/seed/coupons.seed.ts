import type { coupons } from "../schema/index.ts";

/**
 * The demo coupon the README names: 10% off any order of $5 or more, once per customer, so a
 * new operator can try the coupon field of the balance checkout at once.
 */
export const couponSeed: (typeof coupons.$inferInsert)[] = [
  { code: "WELCOME10", kind: "percent", value: 10, minAmountCents: 500, maxUsesPerCustomer: 1 },
];
