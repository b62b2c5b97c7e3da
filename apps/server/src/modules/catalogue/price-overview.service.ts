import { type PriceOverview, ResidentialPlanType } from "@portico/contracts";
import { centsToDollars, type UiLanguage, unitPricePerGb } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { regionsWithStock } from "../static-regions/static-regions.service.ts";
import { residentialCatalogue } from "./catalogue.service.ts";

const TOP_REGIONS = 8;

function lowest(values: readonly (number | null)[]): number | null {
  const numbers = values.filter((value): value is number => value !== null);
  return numbers.length === 0 ? null : Math.min(...numbers);
}

/**
 * The header's "from" badges, computed from what is on sale: the cheapest residential GB over
 * traffic plans, the cheapest static IP-month over regions with stock. Top regions are whole
 * countries (no state or city), heaviest first.
 */
export async function computePriceOverview(db: Db, language: UiLanguage): Promise<PriceOverview> {
  const [packages, regions] = await Promise.all([residentialCatalogue(db), regionsWithStock(db)]);
  const perGb = packages
    .filter((pkg) => pkg.planType === ResidentialPlanType.Traffic)
    .map((pkg) => unitPricePerGb(centsToDollars(pkg.salePriceCents), pkg.flowMb, pkg.giveMb));
  const onSale = regions.filter((region) => region.stock > 0);
  const monthlyCents = lowest(onSale.map((region) => region.monthlyPriceCents));
  return {
    residential_lowest_per_gb: lowest(perGb),
    static_lowest_monthly: monthlyCents === null ? null : centsToDollars(monthlyCents),
    top_regions: onSale
      .filter((region) => region.stateCode === null && region.cityCode === null)
      .slice(0, TOP_REGIONS)
      .map((region) => ({
        country_code: region.countryCode,
        country_name: language === "zh-CN" ? region.countryNameZh : region.countryNameEn,
        stock: region.stock,
      })),
  };
}
