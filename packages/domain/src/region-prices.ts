/** The five period prices of a static region, read from the API or from the database (spec 01 §3). */
import { centsToDollars, dollarsToCents } from "./money.ts";
import { PAID_STATIC_PERIODS, type PaidStaticPeriod, type StaticPriceCents } from "./static-periods.ts";

/** How the API shows a region's prices: `weekly_price` … `quarterly_price`, in dollars. */
export type RegionPriceFields = { [P in PaidStaticPeriod as `${P}_price`]: number };
/** How the database keeps them: `weeklyPriceCents` … `quarterlyPriceCents`, in cents. */
export type RegionPriceColumns = { [P in PaidStaticPeriod as `${P}PriceCents`]: number };

function isPriceColumns(region: RegionPriceFields | RegionPriceColumns): region is RegionPriceColumns {
  return "weeklyPriceCents" in region;
}

function eachPeriod(price: (period: PaidStaticPeriod) => number): StaticPriceCents {
  return Object.fromEntries(PAID_STATIC_PERIODS.map((period) => [period, price(period)])) as StaticPriceCents;
}

/** A region's price per IP for each paid period, in cents: the one place that names the five fields. */
export function pricesOf(region: RegionPriceFields | RegionPriceColumns): StaticPriceCents {
  if (isPriceColumns(region)) return eachPeriod((period) => region[`${period}PriceCents`]);
  return eachPeriod((period) => dollarsToCents(region[`${period}_price`]));
}

/** The API fields for prices in cents (dollars with 2 decimals). */
export function priceFieldsOf(prices: StaticPriceCents): RegionPriceFields {
  return Object.fromEntries(
    PAID_STATIC_PERIODS.map((period) => [`${period}_price`, centsToDollars(prices[period])]),
  ) as RegionPriceFields;
}
