import type { ResidentialPackage } from "@portico/contracts";
import { OrderType, ResidentialPlanType as PlanType } from "@portico/contracts/codes";
import { type PlanDuration, planDuration, planTrafficGb, unitPricePerGb } from "@portico/domain";

export type PlanTraffic = { kind: "unlimited" } | { kind: "custom" } | { kind: "metered"; gb: number; bonusGb: number };

/** What the pricing card and the order summary show for one residential package. */
export type PlanView = {
  isCustom: boolean;
  traffic: PlanTraffic;
  duration: PlanDuration;
  /** Dollars per GB of flow plus bonus; only for plans billed by traffic. */
  unitPrice: number | null;
  /** The list price is struck through next to the sale price when they differ. */
  showListPrice: boolean;
  /** Percent off, only when there is a discount to show. */
  discountRatio: number | null;
};

function trafficOf(pkg: ResidentialPackage): PlanTraffic {
  if (pkg.type === PlanType.Unlimited) return { kind: "unlimited" };
  if (pkg.type === PlanType.Customized) return { kind: "custom" };
  return { kind: "metered", gb: planTrafficGb(pkg.flow, pkg.give), bonusGb: planTrafficGb(0, pkg.give) };
}

export function describePlan(pkg: ResidentialPackage): PlanView {
  const isCustom = pkg.type === PlanType.Customized;
  return {
    isCustom,
    traffic: trafficOf(pkg),
    duration: planDuration(pkg.days),
    unitPrice: pkg.type === PlanType.Traffic ? unitPricePerGb(pkg.sale_price, pkg.flow, pkg.give) : null,
    showListPrice: !isCustom && pkg.price !== pkg.sale_price,
    discountRatio: pkg.discount_ratio > 0 ? pkg.discount_ratio : null,
  };
}

/** The payment view for a residential package (spec 01 §4: a plan click opens it). */
export function residentialPaymentPath(packageId: number): string {
  return `/payment?type=${OrderType.Residential}&package_id=${packageId}`;
}
