import type { StaticRegion } from "@portico/contracts";
import { dollarsToCents, type StaticPriceCents } from "@portico/domain";

/**
 * A chosen region as the cart keeps it (spec 01 §3 "static region item … and a local num"):
 * enough of the region to show the summary before the region list loads, prices in cents.
 */
export type CartLine = {
  id: number;
  country_code: string;
  country_name: string;
  isp: string;
  stock: number;
  prices: StaticPriceCents;
  num: number;
};

export function regionPrices(region: StaticRegion): StaticPriceCents {
  return {
    weekly: dollarsToCents(region.weekly_price),
    fortnightly: dollarsToCents(region.fortnightly_price),
    monthly: dollarsToCents(region.monthly_price),
    bimonthly: dollarsToCents(region.bimonthly_price),
    quarterly: dollarsToCents(region.quarterly_price),
  };
}

export function toCartLine(region: StaticRegion, num: number): CartLine {
  return {
    id: region.id,
    country_code: region.country_code,
    country_name: region.country_name,
    isp: region.isp,
    stock: region.stock,
    prices: regionPrices(region),
    num,
  };
}
