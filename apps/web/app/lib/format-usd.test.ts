import { describe, expect, it } from "vitest";
import { formatUsd } from "./format-usd";

describe("formatUsd", () => {
  it("shows dollars with two decimals and thousands separators", () => {
    expect(formatUsd(2.4)).toBe("$2.40");
    expect(formatUsd(1250)).toBe("$1,250.00");
    expect(formatUsd(0)).toBe("$0.00");
  });
});
