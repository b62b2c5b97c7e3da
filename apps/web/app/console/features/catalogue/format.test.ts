import { describe, expect, it } from "vitest";
import { gbAsMb, mbAsGb, numberOf, usd } from "./format";

describe("the catalogue screens' number glue", () => {
  it("reads a NumberInput's string values as numbers, an empty field as NaN", () => {
    expect(numberOf(12.5)).toBe(12.5);
    expect(numberOf("999.00")).toBe(999);
    expect(numberOf("1.")).toBe(1);
    expect(numberOf("")).toBeNaN();
    expect(numberOf("  ")).toBeNaN();
  });

  it("shows MB as GB and back without drifting a stored value", () => {
    expect(mbAsGb(51_200)).toBe(50);
    expect(gbAsMb(mbAsGb(1_000))).toBe(1_000);
    expect(gbAsMb(mbAsGb(500))).toBe(500);
    expect(gbAsMb(0.5)).toBe(512);
  });

  it("writes dollars with two decimals", () => {
    expect(usd(287.5)).toBe("$287.50");
    expect(usd(0)).toBe("$0.00");
  });
});
