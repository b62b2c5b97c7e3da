import { describe, expect, it } from "vitest";
import { couponAppliesTo, productLimitOf } from "./coupon-products.ts";

/** The rule of ADR 429 on its own: an order qualifies when everything it buys is among the coupon's products. */
describe("whether a coupon limited to products applies to an order", () => {
  const limit = { planIds: [1, 2], regionIds: [10] };

  it("every product when unlimited, even an order buying nothing listed", () => {
    expect(couponAppliesTo(null, { planIds: [7], regionIds: [] })).toBe(true);
    expect(couponAppliesTo(null, { planIds: [], regionIds: [] })).toBe(true);
  });

  it("a residential order by its plan", () => {
    expect(couponAppliesTo(limit, { planIds: [2], regionIds: [] })).toBe(true);
    expect(couponAppliesTo(limit, { planIds: [3], regionIds: [] })).toBe(false);
  });

  it("a static order or renewal only when every region is listed", () => {
    expect(couponAppliesTo(limit, { planIds: [], regionIds: [10] })).toBe(true);
    expect(couponAppliesTo(limit, { planIds: [], regionIds: [10, 11] })).toBe(false);
    expect(couponAppliesTo({ planIds: [1], regionIds: [] }, { planIds: [], regionIds: [10] })).toBe(false);
  });

  it("never an order that buys nothing it could name", () => {
    expect(couponAppliesTo(limit, { planIds: [], regionIds: [] })).toBe(false);
  });

  it("reads the stored columns: both null is every product", () => {
    expect(productLimitOf({ planIds: null, regionIds: null })).toBeNull();
    expect(productLimitOf({ planIds: [], regionIds: [4] })).toEqual({ planIds: [], regionIds: [4] });
  });
});
