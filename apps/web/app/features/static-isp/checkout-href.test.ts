import { describe, expect, it } from "vitest";
import { staticCheckoutHref, staticPaymentPath } from "./checkout-href";

const lines = [
  { id: 4, quantity: 2 },
  { id: 7, quantity: 0 },
  { id: 12, quantity: 3 },
];

describe("static checkout", () => {
  it("opens the payment view with type 2, period, static_commodity, location and amount", () => {
    const url = new URL(staticPaymentPath(lines, "monthly"), "http://x");
    expect(url.pathname).toBe("/payment");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: "2",
      date_unit: "monthly",
      static_commodity: "4:2|12:3",
      location: "2",
      amount: "5",
    });
  });

  it("sends a visitor to login with the payment view as the encoded return path", () => {
    const href = staticCheckoutHref(lines, "weekly", false);
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("redirect")).toBe(staticPaymentPath(lines, "weekly"));
    expect(staticCheckoutHref(lines, "weekly", true)).toBe(staticPaymentPath(lines, "weekly"));
  });
});
