import type { ConsoleRegion } from "@portico/contracts";
import { PAID_STATIC_PERIODS, type PaidStaticPeriod, priceFieldsOf, pricesOf } from "@portico/domain";
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

/** A region as the audit keeps it: its prices as integer cents (no floats in the audit's JSON). */
export type AuditedRegion = Omit<ConsoleRegion, "stock" | `${PaidStaticPeriod}_price`> & {
  [P in PaidStaticPeriod as `${P}_price_cents`]: number;
};

/**
 * What the audit keeps of a region: what the console edits (stock is not the region's own), each
 * period's price as `weekly_price_cents` … in integer cents, never dollars with decimals.
 */
export function auditedRegion(region: ConsoleRegion): AuditedRegion {
  const {
    stock: _stock,
    weekly_price: _weekly,
    fortnightly_price: _fortnightly,
    monthly_price: _monthly,
    bimonthly_price: _bimonthly,
    quarterly_price: _quarterly,
    ...rest
  } = region;
  const cents = pricesOf(region);
  return {
    ...rest,
    ...(Object.fromEntries(PAID_STATIC_PERIODS.map((period) => [`${period}_price_cents`, cents[period]])) as {
      [P in PaidStaticPeriod as `${P}_price_cents`]: number;
    }),
  };
}
