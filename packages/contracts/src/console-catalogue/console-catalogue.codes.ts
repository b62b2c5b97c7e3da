import { defineErrorCodes } from "../error-codes.ts";

/** What the console's catalogue screens accept (issue #25, item 2). Money in dollars with 2 decimals, traffic in MB. */
export const CATALOGUE_LIMITS = {
  titleMaxLength: 60,
  /** The highest price a plan or a region's period may carry, in dollars. */
  maxPriceDollars: 1_000_000,
  maxDays: 3_650,
  /** 10 TB in MB. */
  maxTrafficMb: 10_485_760,
  maxWeight: 1_000_000,
  ispMaxLength: 60,
  placeNameMaxLength: 60,
  /** Free test IPs a new account may be given at most (the table's check agrees). */
  maxTestIpsPerAccount: 100,
} as const;

/** A country code (ISO 3166 alpha-3, as `/staticisp/usa.html` reads it), and a state's or city's. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{3}$/;
export const PLACE_CODE_PATTERN = /^[A-Z0-9]{1,6}$/;

/** The console catalogue's own failures. */
export const CatalogueError = defineErrorCodes({
  catalogue_plan_not_found: 404,
  catalogue_region_not_found: 404,
  /** A plan's sale price above its list price. */
  catalogue_sale_above_price: 422,
  /** A new region whose merged code (`USA-CA`) another region has. */
  catalogue_region_code_taken: 409,
});
