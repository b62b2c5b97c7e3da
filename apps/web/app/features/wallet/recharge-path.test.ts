import { describe, expect, it } from "vitest";
import { rechargeLoginHref, rechargePaymentPath } from "./recharge-path";

describe("the top-up's payment view", () => {
  it("opens in recharge mode with the amount in dollars", () => {
    expect(rechargePaymentPath(150)).toBe("/payment?recharge=1&deposit=150");
  });

  it("goes through login with the full payment URL as the redirect", () => {
    expect(rechargeLoginHref(50)).toBe(`/login?redirect=${encodeURIComponent("/payment?recharge=1&deposit=50")}`);
  });
});
