/**
 * Coupons limited to products (ADR 429). What an order buys, as a coupon judges it: the residential
 * plan of a residential order, the regions of a static order's or a renewal's lines. A coupon
 * limited to products applies when everything the order buys is among them — one region outside
 * the list and the whole order is refused, never part of it discounted — so the discount, the
 * minimum and a fixed sum keep reading the order's one subtotal.
 */

/** The plans and regions a coupon is limited to; null for every product. */
export type CouponProductLimit = { planIds: readonly number[]; regionIds: readonly number[] } | null;

/** What one order buys: its plan (residential) or its lines' regions (static, renewal). */
export type OrderProducts = { planIds: readonly number[]; regionIds: readonly number[] };

/** The limit stored on a coupon row (both columns null, or both set). */
export function productLimitOf(row: { planIds: number[] | null; regionIds: number[] | null }): CouponProductLimit {
  return row.planIds === null || row.regionIds === null ? null : { planIds: row.planIds, regionIds: row.regionIds };
}

/** Whether a coupon with `limit` applies to an order buying `products`. */
export function couponAppliesTo(limit: CouponProductLimit, products: OrderProducts): boolean {
  if (limit === null) return true;
  if (products.planIds.length + products.regionIds.length === 0) return false;
  return (
    products.planIds.every((id) => limit.planIds.includes(id)) &&
    products.regionIds.every((id) => limit.regionIds.includes(id))
  );
}
