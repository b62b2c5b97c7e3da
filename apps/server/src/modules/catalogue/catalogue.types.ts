import type { ResidentialPlanType } from "@portico/contracts";

/**
 * A residential plan on sale, as other modules see it (orders price a plan by it): a plain type
 * written out here rather than inferred from the table (ADR 410). Money in integer cents, traffic
 * in MB.
 */
export type ResidentialPlan = {
  id: number;
  /** 0 unlimited, 1 traffic, 999 customised (sold by contact). */
  planType: ResidentialPlanType;
  titleEn: string;
  titleZh: string;
  priceCents: number;
  salePriceCents: number;
  discountRatio: number;
  days: number;
  flowMb: number;
  giveMb: number;
  popular: boolean;
  weight: number;
};
