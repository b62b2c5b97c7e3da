import { describe, expect, it } from "vitest";
import { planDuration, planTrafficGb, selectPlanCards, unitPricePerGb } from "./residential-plans.ts";

describe("unitPricePerGb", () => {
  it("divides the price by flow plus bonus in GB of 1024 MB", () => {
    // $30 for 10 GB + 2 GB bonus = $2.50 per GB
    expect(unitPricePerGb(30, 10 * 1024, 2 * 1024)).toBe(2.5);
  });

  it("rounds to 2 decimals", () => {
    // $10 for 3 GB = 3.333…
    expect(unitPricePerGb(10, 3 * 1024, 0)).toBe(3.33);
    // $1.99 for 0.5 GB = 3.98
    expect(unitPricePerGb(1.99, 512, 0)).toBe(3.98);
  });

  it("uses 1024 MB per GB, not 1000", () => {
    expect(unitPricePerGb(1, 1000, 0)).toBe(1.02);
  });

  it("has no unit price without traffic", () => {
    expect(unitPricePerGb(99, 0, 0)).toBeNull();
  });
});

describe("planTrafficGb", () => {
  it("adds the bonus to the flow", () => {
    expect(planTrafficGb(5120, 1024)).toBe(6);
  });
});

describe("planDuration", () => {
  it("shows one day as 24 hours", () => {
    expect(planDuration(1)).toEqual({ value: 24, unit: "hours" });
  });

  it("keeps longer plans in days", () => {
    expect(planDuration(30)).toEqual({ value: 30, unit: "days" });
    expect(planDuration(7)).toEqual({ value: 7, unit: "days" });
  });
});

describe("selectPlanCards", () => {
  const plan = (id: number, weight: number) => ({ id, weight });

  it("keeps at most five plans", () => {
    const plans = [1, 2, 3, 4, 5, 6, 7].map((id) => plan(id, id));
    expect(selectPlanCards(plans)).toHaveLength(5);
  });

  it("orders by weight, heaviest first, then by id", () => {
    const picked = selectPlanCards([plan(1, 10), plan(2, 50), plan(3, 10), plan(4, 90)]);
    expect(picked.map((p) => p.id)).toEqual([4, 2, 1, 3]);
  });

  it("does not reorder its input", () => {
    const input = [plan(1, 1), plan(2, 2)];
    selectPlanCards(input);
    expect(input.map((p) => p.id)).toEqual([1, 2]);
  });
});
