import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CONTINENTS } from "./static-regions.codes.ts";

export const ContinentSchema = z.enum(CONTINENTS);

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

/** `keyword` matches a code or a name in either language. */
export const StaticRegionsQuerySchema = z.object({
  keyword: z.string().trim().max(64).optional(),
});
export type StaticRegionsQuery = z.infer<typeof StaticRegionsQuerySchema>;

export const StaticRegionsResponseSchema = z.object({ area: z.array(StaticRegionSchema) });
export type StaticRegionsResponse = z.infer<typeof StaticRegionsResponseSchema>;

export const staticRegions = defineEndpoint({
  operationId: "staticRegions",
  method: "GET",
  path: "/api/index/static_regions",
  tag: "catalogue",
  summary: "Static ISP regions with live stock (available IPs), optionally filtered by keyword",
  access: access.public("optional"),
  query: StaticRegionsQuerySchema,
  response: StaticRegionsResponseSchema,
  errors: [],
});
