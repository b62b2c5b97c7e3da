import { describe, expect, it } from "vitest";
import { cleanQuantityInput, isQuantityReadOnly, parseTypedQuantity, stepQuantity } from "./static-quantity.ts";

describe("typed quantity", () => {
  it("accepts a positive integer", () => {
    expect(parseTypedQuantity("3", 10)).toBe(3);
  });

  it("strips leading zeros", () => {
    expect(parseTypedQuantity("007", 10)).toBe(7);
    expect(cleanQuantityInput("007")).toBe("7");
    expect(cleanQuantityInput("0")).toBe("");
  });

  it("clamps a quantity above the stock to the stock", () => {
    expect(parseTypedQuantity("500", 42)).toBe(42);
  });

  it.each(["0", "000", "", "  ", "-2", "1.5", "abc", "3e2", "12a"])(
    "turns %j into 0, which removes the region",
    (raw) => {
      expect(parseTypedQuantity(raw, 10)).toBe(0);
    },
  );

  it("is always 0 and read-only at stock 0", () => {
    expect(parseTypedQuantity("5", 0)).toBe(0);
    expect(isQuantityReadOnly(0)).toBe(true);
    expect(isQuantityReadOnly(1)).toBe(false);
  });

  it("keeps only digits while typing", () => {
    expect(cleanQuantityInput("1a2-")).toBe("12");
  });
});

describe("stepper", () => {
  it("adds and removes one", () => {
    expect(stepQuantity(2, 1, 10)).toBe(3);
    expect(stepQuantity(2, -1, 10)).toBe(1);
  });

  it("never goes above the stock or below 0", () => {
    expect(stepQuantity(10, 1, 10)).toBe(10);
    expect(stepQuantity(0, -1, 10)).toBe(0);
    expect(stepQuantity(0, 1, 0)).toBe(0);
  });
});
