import type { ConsoleRegion } from "@portico/contracts";
import { priceFieldsOf, pricesOf } from "@portico/domain";
import type { RegionRowWithStock } from "./region-editor.repository.ts";

/** Row -> the console's contract: both names, the merged code, cents -> dollars, live stock. */
export function presentConsoleRegion(row: RegionRowWithStock): ConsoleRegion {
  return {
    id: row.id,
    continent: row.continent as ConsoleRegion["continent"],
    code: row.countryCode,
    name_en: row.countryNameEn,
    name_zh: row.countryNameZh,
    isp: row.isp,
    weight: row.weight,
    hot: row.hot,
    active: row.active,
    stock: row.stock,
    ...priceFieldsOf(pricesOf(row)),
  };
}

/** What the audit keeps of a region: what the console edits (stock is not the region's own). */
export function auditedRegion(region: ConsoleRegion): Omit<ConsoleRegion, "stock"> {
  const { stock: _stock, ...rest } = region;
  return rest;
}
