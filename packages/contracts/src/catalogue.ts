import { z } from "zod";

/** Product type codes used by the catalogue query (spec 01 §3). */
export const ProductType = { Residential: 1, StaticIsp: 102 } as const;

/** Residential plan kinds (spec 01 §2): unlimited, billed by traffic, or customised by contact. */
export const ResidentialPlanType = { Unlimited: 0, Traffic: 1, Customized: 999 } as const;
export const ResidentialPlanTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(999)]);

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

/** GET /api/index/packages?type=1 */
export const PackagesQuerySchema = z.object({
  type: z.coerce.number().pipe(z.literal(ProductType.Residential)),
});
export type PackagesQuery = z.infer<typeof PackagesQuerySchema>;

/** The answer is keyed by product type, as the spec says ("data keyed 1 as a list"). */
export const PackagesResponseSchema = z.object({ "1": z.array(ResidentialPackageSchema) });
export type PackagesResponse = z.infer<typeof PackagesResponseSchema>;
