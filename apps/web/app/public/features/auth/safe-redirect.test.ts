import { describe, expect, it } from "vitest";
import { safeRedirect, withRedirect } from "./safe-redirect";

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

describe("withRedirect", () => {
  it("carries a path on this site to the other sign-in page, encoded", () => {
    expect(withRedirect("/signup/", "/payment?type=1&package_id=2")).toBe(
      `/signup/?redirect=${encodeURIComponent("/payment?type=1&package_id=2")}`,
    );
    expect(withRedirect("/login", "/ucenter/residential/")).toBe("/login?redirect=%2Fucenter%2Fresidential%2F");
  });

  it("drops a missing or foreign redirect instead of passing it on", () => {
    expect(withRedirect("/signup/", null)).toBe("/signup/");
    expect(withRedirect("/signup/", "")).toBe("/signup/");
    expect(withRedirect("/login", "https://evil.example/")).toBe("/login");
    expect(withRedirect("/login", "//evil.example/")).toBe("/login");
    expect(withRedirect("/login", "/\\evil.example")).toBe("/login");
  });
});
