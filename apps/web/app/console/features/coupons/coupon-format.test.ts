import { describe, expect, it } from "vitest";
import { codesCsv, fromLocalInput, shortDateTime, toLocalInput } from "./coupon-format";

describe("coupon formats", () => {
  it("round-trips a window's instant through the datetime-local field on the browser's clock", () => {
    const iso = new Date(2030, 0, 15, 9, 5).toISOString();
    expect(toLocalInput(iso)).toBe("2030-01-15T09:05");
    expect(fromLocalInput("2030-01-15T09:05")).toBe(iso);
    expect(shortDateTime(iso)).toBe("2030-01-15 09:05");
  });

  it("reads an empty or broken field as no limit", () => {
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput(" ")).toBeNull();
    expect(fromLocalInput("not a date")).toBeNull();
  });

  it("writes the codes one a line under a header", () => {
    expect(codesCsv(["VIP-AAA", "VIP-BBB"])).toBe("code\r\nVIP-AAA\r\nVIP-BBB\r\n");
  });
});
