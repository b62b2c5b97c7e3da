import { describe, expect, it } from "vitest";
import { unixSeconds } from "./unix-time.ts";

describe("unixSeconds", () => {
  it("floors to the second and answers 0 for no time", () => {
    expect(unixSeconds(new Date("2026-11-23T10:00:00.999Z"))).toBe(1795428000);
    expect(unixSeconds(null)).toBe(0);
    expect(unixSeconds(undefined)).toBe(0);
  });
});
