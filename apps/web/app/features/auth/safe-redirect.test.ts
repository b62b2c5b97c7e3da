import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site, query included", () => {
    expect(safeRedirect("/payment?type=1&package_id=2")).toBe("/payment?type=1&package_id=2");
  });

  it("falls back to /ucenter/info when absent or pointing elsewhere", () => {
    expect(safeRedirect(null)).toBe("/ucenter/info");
    expect(safeRedirect("")).toBe("/ucenter/info");
    expect(safeRedirect("https://evil.example/")).toBe("/ucenter/info");
    expect(safeRedirect("//evil.example/")).toBe("/ucenter/info");
    expect(safeRedirect("/\\evil.example")).toBe("/ucenter/info");
  });
});
