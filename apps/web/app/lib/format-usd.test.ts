import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";
import { formatUsd } from "./format-usd";

const intlUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe("formatUsd", () => {
  it("shows dollars with two decimals and thousands separators", () => {
    expect(formatUsd(2.4)).toBe("$2.40");
    expect(formatUsd(1250)).toBe("$1,250.00");
    expect(formatUsd(0)).toBe("$0.00");
  });

  // 200,000 comparisons take seconds on a busy 2-core machine: more room than the default 5 s.
  it("writes what Intl.NumberFormat writes for USD: every cent up to $2,000, halves, tiny and negative amounts", () => {
    for (let cents = 0; cents <= 200_000; cents++) expect(formatUsd(cents / 100)).toBe(intlUsd.format(cents / 100));
    for (const dollars of [
      12_345.67,
      1_000_000,
      9_999_999.99,
      0.1 + 0.2,
      2.675,
      1.005,
      0.125,
      0.004,
      1e-7,
      -0.004,
      -0,
      -2.675,
      -1234.5,
    ]) {
      expect(formatUsd(dollars), String(dollars)).toBe(intlUsd.format(dollars));
    }
  }, 30_000);
});

describe("formatCount", () => {
  it("groups thousands as toLocaleString('en-US') does", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, 90_000_000, -4321]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
