import { type ResidentialPackage, ResidentialPlanType } from "@portico/contracts";
import { describe, expect, it } from "vitest";
import { describePlan, residentialPaymentPath } from "./describe-plan";

const trafficPlan: ResidentialPackage = {
  id: 7,
  display_title: "100 GB",
  sale_price: 240,
  price: 300,
  discount_ratio: 20,
  days: 30,
  flow: 100 * 1024,
  give: 0,
  popular: true,
  weight: 10,
  type: ResidentialPlanType.Traffic,
};

describe("describePlan", () => {
  it("prices a traffic plan per GB and shows its discount and list price", () => {
    const view = describePlan(trafficPlan);
    expect(view.unitPrice).toBe(2.4);
    expect(view.traffic).toEqual({ kind: "metered", gb: 100, bonusGb: 0 });
    expect(view.discountRatio).toBe(20);
    expect(view.showListPrice).toBe(true);
    expect(view.duration).toEqual({ value: 30, unit: "days" });
  });

  it("counts the bonus traffic in the unit price and notes it", () => {
    const view = describePlan({ ...trafficPlan, flow: 80 * 1024, give: 20 * 1024 });
    expect(view.traffic).toEqual({ kind: "metered", gb: 100, bonusGb: 20 });
    expect(view.unitPrice).toBe(2.4);
  });

  it("hides the badge and list price when nothing is discounted", () => {
    const view = describePlan({ ...trafficPlan, price: 240, discount_ratio: 0 });
    expect(view.discountRatio).toBeNull();
    expect(view.showListPrice).toBe(false);
  });

  it("shows a one-day plan as 24 hours", () => {
    expect(describePlan({ ...trafficPlan, days: 1 }).duration).toEqual({ value: 24, unit: "hours" });
  });

  it("gives unlimited and customised plans no unit price", () => {
    expect(describePlan({ ...trafficPlan, type: ResidentialPlanType.Unlimited, flow: 0 })).toMatchObject({
      traffic: { kind: "unlimited" },
      unitPrice: null,
      isCustom: false,
    });
    expect(describePlan({ ...trafficPlan, type: ResidentialPlanType.Customized })).toMatchObject({
      traffic: { kind: "custom" },
      unitPrice: null,
      isCustom: true,
      showListPrice: false,
    });
  });
});

describe("residentialPaymentPath", () => {
  it("opens the payment view for the residential product and package", () => {
    expect(residentialPaymentPath(7)).toBe("/payment?type=1&package_id=7");
  });
});
