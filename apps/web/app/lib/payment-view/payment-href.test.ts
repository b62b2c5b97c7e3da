import { describe, expect, it } from "vitest";
import { paymentHref } from "./payment-href";

describe("a buy click's address", () => {
  it("is the payment view for a logged-in customer", () => {
    expect(paymentHref("/payment?recharge=1&deposit=50", true)).toBe("/payment?recharge=1&deposit=50");
  });

  it("is login with the whole payment address as the redirect for a visitor", () => {
    expect(paymentHref("/payment?recharge=1&deposit=50", false)).toBe(
      `/login?redirect=${encodeURIComponent("/payment?recharge=1&deposit=50")}`,
    );
    expect(paymentHref("/payment?data=abc_-1", false)).toBe("/login?redirect=%2Fpayment%3Fdata%3Dabc_-1");
  });
});
