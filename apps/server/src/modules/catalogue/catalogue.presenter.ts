import type { ResidentialPackage } from "@portico/contracts";
import { centsToDollars, type UiLanguage } from "@portico/domain";
import type { ResidentialPlan } from "./catalogue.types.ts";

/** Row -> contract: the title in the caller's language, cents -> dollars, MB kept as MB. */
export function presentResidentialPackage(row: ResidentialPlan, language: UiLanguage): ResidentialPackage {
  return {
    id: row.id,
    display_title: language === "zh-CN" ? row.titleZh : row.titleEn,
    sale_price: centsToDollars(row.salePriceCents),
    price: centsToDollars(row.priceCents),
    discount_ratio: row.discountRatio,
    days: row.days,
    flow: row.flowMb,
    give: row.giveMb,
    popular: row.popular,
    weight: row.weight,
    type: row.planType,
  };
}
