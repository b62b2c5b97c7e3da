import { z } from "zod";

/** Continents the static regions are grouped under; labels live in the web locales. */
export const CONTINENTS = ["north_america", "south_america", "europe", "asia", "oceania", "africa"] as const;
export const ContinentSchema = z.enum(CONTINENTS);
export type Continent = z.infer<typeof ContinentSchema>;

/**
 * A static ISP region (spec 01 §3). A state or city is merged into the country code and name
 * (`USA-CA`, "United States · California"); `stock` is the count of available IPs.
 * Prices are USD per IP for each period, 2 decimals.
 */
export const StaticRegionSchema = z.object({
  id: z.number().int(),
  continent: ContinentSchema,
  country_code: z.string(),
  country_name: z.string(),
  state_code: z.string().nullable(),
  state_name: z.string().nullable(),
  city_code: z.string().nullable(),
  city_name: z.string().nullable(),
  isp: z.string(),
  stock: z.number().int().nonnegative(),
  weight: z.number().int(),
  hot: z.boolean(),
  weekly_price: z.number(),
  fortnightly_price: z.number(),
  monthly_price: z.number(),
  bimonthly_price: z.number(),
  quarterly_price: z.number(),
});
export type StaticRegion = z.infer<typeof StaticRegionSchema>;

/** GET /api/index/static_regions?keyword= — matches a code or a name in either language. */
export const StaticRegionsQuerySchema = z.object({
  keyword: z.string().trim().max(64).optional(),
});
export type StaticRegionsQuery = z.infer<typeof StaticRegionsQuerySchema>;

export const StaticRegionsResponseSchema = z.object({ area: z.array(StaticRegionSchema) });
export type StaticRegionsResponse = z.infer<typeof StaticRegionsResponseSchema>;

/**
 * GET /api/index/price_overview — what the header menus show: the lowest prices computed from
 * the catalogue and the top regions by weight.
 */
export const PriceOverviewSchema = z.object({
  /** Lowest residential price per GB in USD, null when no traffic plan is on sale. */
  residential_lowest_per_gb: z.number().nullable(),
  /** Lowest static price per IP per month in USD, null when no region is on sale. */
  static_lowest_monthly: z.number().nullable(),
  top_regions: z.array(
    z.object({ country_code: z.string(), country_name: z.string(), stock: z.number().int().nonnegative() }),
  ),
});
export type PriceOverview = z.infer<typeof PriceOverviewSchema>;
