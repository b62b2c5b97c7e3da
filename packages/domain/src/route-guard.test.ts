import { describe, expect, it } from "vitest";
import { loginRedirectFor, requiresLogin } from "./route-guard.ts";

describe("requiresLogin", () => {
  it("guards /payment and every /ucenter route", () => {
    expect(requiresLogin("/payment")).toBe(true);
    expect(requiresLogin("/ucenter/residential/")).toBe(true);
    expect(requiresLogin("/ucenter")).toBe(true);
  });

  it("leaves public pages open", () => {
    expect(requiresLogin("/residential/")).toBe(false);
    expect(requiresLogin("/")).toBe(false);
    expect(requiresLogin("/paymentx")).toBe(false);
    expect(requiresLogin("/ucenterfoo")).toBe(false);
  });
});

describe("loginRedirectFor", () => {
  it("encodes the full target path, query included", () => {
    expect(loginRedirectFor("/payment?type=1&package_id=3")).toBe(
      "/login?redirect=%2Fpayment%3Ftype%3D1%26package_id%3D3",
    );
  });

  it("does not redirect when already on /login", () => {
    expect(loginRedirectFor("/login?redirect=%2Fucenter")).toBeNull();
  });
});
