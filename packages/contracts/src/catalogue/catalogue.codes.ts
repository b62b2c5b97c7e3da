/** Product type codes used by the catalogue query (spec 01 §3). */
export const ProductType = { Residential: 1, StaticIsp: 102 } as const;

/** Residential plan kinds (spec 01 §2): unlimited, billed by traffic, or customised by contact. */
export const ResidentialPlanType = { Unlimited: 0, Traffic: 1, Customized: 999 } as const;
export type ResidentialPlanType = (typeof ResidentialPlanType)[keyof typeof ResidentialPlanType];
