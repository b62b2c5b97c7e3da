import { describe, expect, it } from "vitest";
import { formatTraffic } from "./format-traffic";

describe("formatTraffic", () => {
  it("steps by 1000 from M to G to T", () => {
    expect(formatTraffic(0)).toBe("0.00 M");
    expect(formatTraffic(999)).toBe("999.00 M");
    expect(formatTraffic(1000)).toBe("1.00 G");
    expect(formatTraffic(51_200)).toBe("51.20 G");
    expect(formatTraffic(2_500_000)).toBe("2.50 T");
  });

  it("shows nothing below zero", () => {
    expect(formatTraffic(-5)).toBe("0.00 M");
  });
});
