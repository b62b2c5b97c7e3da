import type { StaticRegion } from "@portico/contracts";
import { priceFieldsOf, pricesOf, type UiLanguage } from "@portico/domain";
import type { RegionWithStock } from "./static-regions.service.ts";

/** Row -> contract: names in the caller's language, cents -> dollars, live stock. */
export function presentStaticRegion(row: RegionWithStock, language: UiLanguage): StaticRegion {
  const zh = language === "zh-CN";
  return {
    id: row.id,
    continent: row.continent as StaticRegion["continent"],
    country_code: row.countryCode,
    country_name: zh ? row.countryNameZh : row.countryNameEn,
    state_code: row.stateCode,
    state_name: zh ? row.stateNameZh : row.stateNameEn,
    city_code: row.cityCode,
    city_name: zh ? row.cityNameZh : row.cityNameEn,
    isp: row.isp,
    stock: row.stock,
    weight: row.weight,
    hot: row.hot,
    ...priceFieldsOf(pricesOf(row)),
  };
}
