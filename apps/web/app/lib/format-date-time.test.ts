import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time";

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("formatDateTime", () => {
  it("writes the local date and time, zero-padded", () => {
    process.env.TZ = "Asia/Shanghai";
    expect(formatDateTime(Date.UTC(2026, 10, 23, 1, 5, 7) / 1000)).toBe("2026-11-23 09:05:07");
  });

  it("shows -- for a time not set", () => {
    expect(formatDateTime(0)).toBe("--");
  });
});
