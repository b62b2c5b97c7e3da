import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ProductType, ResidentialPlanType } from "./catalogue.codes.ts";

export const ResidentialPlanTypeSchema = z.union([
  z.literal(ResidentialPlanType.Unlimited),
  z.literal(ResidentialPlanType.Traffic),
  z.literal(ResidentialPlanType.Customized),
]);

export const ResidentialPackageSchema = z.object({
  id: z.number().int(),
  display_title: z.string(),
  /** What the customer pays, USD with 2 decimals. */
  sale_price: z.number(),
  /** List price before discount, USD with 2 decimals. */
  price: z.number(),
  /** Percent off the list price (0 = no badge). */
  discount_ratio: z.number().int().min(0).max(100),
  days: z.number().int().positive(),
  /** Traffic in MB. */
  flow: z.number().int().nonnegative(),
  /** Bonus traffic in MB. */
  give: z.number().int().nonnegative(),
  popular: z.boolean(),
  weight: z.number().int(),
  type: ResidentialPlanTypeSchema,
});
export type ResidentialPackage = z.infer<typeof ResidentialPackageSchema>;

export const PackagesQuerySchema = z.object({
  type: z.coerce.number<number>().pipe(z.literal(ProductType.Residential)),
});
export type PackagesQuery = z.infer<typeof PackagesQuerySchema>;

/** The answer is keyed by product type, as the spec says ("data keyed 1 as a list"). */
export const PackagesResponseSchema = z.object({ [ProductType.Residential]: z.array(ResidentialPackageSchema) });
export type PackagesResponse = z.infer<typeof PackagesResponseSchema>;

export const residentialPackages = defineEndpoint({
  operationId: "residentialPackages",
  method: "GET",
  path: "/api/index/packages",
  tag: "catalogue",
  summary: "Residential packages, keyed by product type",
  access: access.public("optional"),
  query: PackagesQuerySchema,
  response: PackagesResponseSchema,
  errors: [],
});

/**
 * What the header menus show: the lowest prices computed from
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

export const priceOverview = defineEndpoint({
  operationId: "priceOverview",
  method: "GET",
  path: "/api/index/price_overview",
  tag: "catalogue",
  summary: "Lowest prices and top regions for the header menus, computed from the catalogue",
  access: access.public("optional"),
  response: PriceOverviewSchema,
  errors: [],
});
