import { describe, expect, it } from "vitest";
import { staticPaymentPath } from "./checkout-href";

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
});
