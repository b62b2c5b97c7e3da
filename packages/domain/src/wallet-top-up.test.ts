import { describe, expect, it } from "vitest";
import {
  addToTopUp,
  clampTypedTopUp,
  initialTopUp,
  TOP_UP_QUICK_ADDS,
  topUpDepositMinor,
  topUpMaximum,
  topUpSliderRange,
} from "./wallet-top-up.ts";

describe("top-up maximum", () => {
  it("is 10000 unless the credit tile is shown, then the server's max_charge_amount", () => {
    expect(topUpMaximum({ showCredit: false, maxChargeAmount: 50_000 })).toBe(10_000);
    expect(topUpMaximum({ showCredit: true, maxChargeAmount: 50_000 })).toBe(50_000);
  });

  it("never exceeds what the server accepts", () => {
    expect(topUpMaximum({ showCredit: false, maxChargeAmount: 2000 })).toBe(2000);
    expect(topUpMaximum({ showCredit: true, maxChargeAmount: 2000 })).toBe(2000);
  });
});

describe("top-up amount", () => {
  it("starts at 100, or the maximum when lower", () => {
    expect(initialTopUp(10_000)).toBe(100);
    expect(initialTopUp(60)).toBe(60);
  });

  it("keeps a typed whole amount from 1 to the maximum", () => {
    expect(clampTypedTopUp(1, 10_000)).toBe(1);
    expect(clampTypedTopUp(250, 10_000)).toBe(250);
    expect(clampTypedTopUp(10_000, 10_000)).toBe(10_000);
    expect(clampTypedTopUp(42.9, 10_000)).toBe(42);
  });

  it("sets a typed amount above the maximum or below 1 to the maximum", () => {
    expect(clampTypedTopUp(10_001, 10_000)).toBe(10_000);
    expect(clampTypedTopUp(0, 10_000)).toBe(10_000);
    expect(clampTypedTopUp(-5, 10_000)).toBe(10_000);
    expect(clampTypedTopUp(0.5, 10_000)).toBe(10_000);
    expect(clampTypedTopUp(Number.NaN, 10_000)).toBe(10_000);
  });

  it("adds a quick amount; a result above the maximum becomes the maximum", () => {
    expect(TOP_UP_QUICK_ADDS).toEqual([10, 50, 100, 500, 1000]);
    expect(addToTopUp(100, 50, 10_000)).toBe(150);
    expect(addToTopUp(9500, 500, 10_000)).toBe(10_000);
    expect(addToTopUp(9600, 500, 10_000)).toBe(10_000);
    expect(addToTopUp(9999, 1000, 10_000)).toBe(10_000);
  });

  it("slides from 5 to the maximum", () => {
    expect(topUpSliderRange(10_000)).toEqual({ min: 5, max: 10_000 });
    expect(topUpSliderRange(3)).toEqual({ min: 3, max: 3 });
  });

  it("sends the deposit ×100", () => {
    expect(topUpDepositMinor(50)).toBe(5000);
    expect(topUpDepositMinor(10_000)).toBe(1_000_000);
  });
});
