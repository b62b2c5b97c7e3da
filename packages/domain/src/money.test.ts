import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, roundDollars } from "./money.ts";

describe("money", () => {
  it("converts between cents and dollars exactly", () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it("rounds half up at 2 decimals", () => {
    expect(roundDollars(1.005)).toBe(1.01);
    expect(roundDollars(2.344)).toBe(2.34);
  });
});
