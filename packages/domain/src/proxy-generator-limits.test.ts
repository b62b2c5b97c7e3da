import { describe, expect, it } from "vitest";
import {
  clampProxyQuantity,
  clampStickyMinutes,
  digitsOnly,
  PROXY_QUANTITY_DEFAULT,
  STICKY_MINUTES_DEFAULT,
  STICKY_MINUTES_MAX,
} from "./proxy-generator-limits.ts";

describe("generator quantity", () => {
  it("defaults to 100 and keeps whole numbers from 1 to 10,000", () => {
    expect(PROXY_QUANTITY_DEFAULT).toBe(100);
    expect(clampProxyQuantity("")).toBe(100);
    expect(clampProxyQuantity("1")).toBe(1);
    expect(clampProxyQuantity("250")).toBe(250);
    expect(clampProxyQuantity("10000")).toBe(10_000);
  });

  it("strips non-digits before reading the number", () => {
    expect(clampProxyQuantity("1,000")).toBe(1000);
    expect(clampProxyQuantity(" 5 lines")).toBe(5);
    expect(clampProxyQuantity("-20")).toBe(20);
    expect(clampProxyQuantity("12.5")).toBe(125);
    expect(clampProxyQuantity("abc")).toBe(100);
  });

  it("clamps below 1 to 1 and above 10,000 to 10,000, however long the digits", () => {
    expect(clampProxyQuantity("0")).toBe(1);
    expect(clampProxyQuantity("000")).toBe(1);
    expect(clampProxyQuantity("10001")).toBe(10_000);
    expect(clampProxyQuantity("99999999999999999999999999")).toBe(10_000);
    expect(clampProxyQuantity("0000000000000000042")).toBe(42);
  });

  it("reads numbers the same way as text", () => {
    expect(clampProxyQuantity(0)).toBe(1);
    expect(clampProxyQuantity(7.9)).toBe(7);
    expect(clampProxyQuantity(50_000)).toBe(10_000);
    expect(clampProxyQuantity(Number.NaN)).toBe(100);
    expect(clampProxyQuantity(1e21)).toBe(10_000);
    expect(clampProxyQuantity(-3)).toBe(3);
  });
});

describe("sticky duration", () => {
  it("defaults to 30 minutes and allows 1 to 30 (ADR 413)", () => {
    expect(STICKY_MINUTES_DEFAULT).toBe(30);
    expect(STICKY_MINUTES_MAX).toBe(30);
    expect(clampStickyMinutes("")).toBe(30);
    expect(clampStickyMinutes("1")).toBe(1);
    expect(clampStickyMinutes("15")).toBe(15);
    expect(clampStickyMinutes("30")).toBe(30);
  });

  it("clamps 0 to 1 and anything past 30 — the spec's 120 included — to 30", () => {
    expect(clampStickyMinutes("0")).toBe(1);
    expect(clampStickyMinutes("31")).toBe(30);
    expect(clampStickyMinutes("120")).toBe(30);
    expect(clampStickyMinutes("10 min")).toBe(10);
  });
});

describe("digits only", () => {
  it("keeps what the input shows while typing", () => {
    expect(digitsOnly("1a2b3")).toBe("123");
    expect(digitsOnly("")).toBe("");
    expect(digitsOnly("１２")).toBe("");
  });
});
