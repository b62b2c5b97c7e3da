import { describe, expect, it } from "vitest";
import { formatTraffic, trafficAxisUnit, trafficParts } from "./traffic-units.ts";

describe("traffic units (spec 02 §2: decimal thresholds of 1000)", () => {
  it("writes M below 1000 with 2 decimals, then G, then T", () => {
    expect(formatTraffic(0)).toBe("0.00 M");
    expect(formatTraffic(0.004)).toBe("0.00 M");
    expect(formatTraffic(12.345)).toBe("12.35 M");
    expect(formatTraffic(999.99)).toBe("999.99 M");
    expect(formatTraffic(1000)).toBe("1.00 G");
    expect(formatTraffic(51_200)).toBe("51.20 G");
    expect(formatTraffic(999_999)).toBe("1000.00 G");
    expect(formatTraffic(1_000_000)).toBe("1.00 T");
    expect(formatTraffic(2_500_000)).toBe("2.50 T");
  });

  it("steps by 1000, not 1024", () => {
    expect(trafficParts(1024)).toEqual({ amount: "1.02", unit: "G" });
    expect(trafficParts(1_048_576)).toEqual({ amount: "1.05", unit: "T" });
  });

  it("shows nothing below zero, and no NaN", () => {
    expect(formatTraffic(-5)).toBe("0.00 M");
    expect(formatTraffic(Number.NaN)).toBe("0.00 M");
  });

  it("gives a chart axis the unit of its largest value", () => {
    expect(trafficAxisUnit(0)).toEqual({ unit: "M", divisor: 1 });
    expect(trafficAxisUnit(850)).toEqual({ unit: "M", divisor: 1 });
    expect(trafficAxisUnit(1200)).toEqual({ unit: "G", divisor: 1000 });
    expect(trafficAxisUnit(3_000_000)).toEqual({ unit: "T", divisor: 1_000_000 });
  });
});
