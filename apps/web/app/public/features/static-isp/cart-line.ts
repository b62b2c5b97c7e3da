import type { StaticRegion } from "@portico/contracts";
import { pricesOf, type StaticPriceCents } from "@portico/domain";

/**
 * A chosen region as the cart keeps it (spec 01 §3 "static region item … and a local num"):
 * enough of the region to show the summary before the region list loads, prices in cents.
 */
export type CartLine = {
  id: number;
  /** The merged code (`USA-CA`): the line's key on the page and in the tests. */
  countryCode: string;
  name: string;
  isp: string;
  stock: number;
  prices: StaticPriceCents;
  quantity: number;
};

export function toCartLine(region: StaticRegion, quantity: number): CartLine {
  return {
    id: region.id,
    countryCode: region.country_code,
    name: region.country_name,
    isp: region.isp,
    stock: region.stock,
    prices: pricesOf(region),
    quantity,
  };
}
