import { describe, expect, it } from "vitest";
import { rechargePaymentPath } from "./recharge-path";

describe("the top-up's payment view", () => {
  it("opens in recharge mode with the amount in dollars", () => {
    expect(rechargePaymentPath(150)).toBe("/payment?recharge=1&deposit=150");
  });
});
