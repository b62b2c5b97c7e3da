import { describe, expect, it } from "vitest";
import { planChoiceHref } from "./plan-choice-href";

describe("planChoiceHref", () => {
  it("sends a logged-in buyer straight to the payment view", () => {
    expect(planChoiceHref(12, true)).toBe("/payment?type=1&package_id=12");
  });

  it("sends a logged-out visitor to log in with the payment view as the return path", () => {
    expect(planChoiceHref(12, false)).toBe(`/login?redirect=${encodeURIComponent("/payment?type=1&package_id=12")}`);
  });
});
