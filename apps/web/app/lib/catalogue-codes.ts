import type { ResidentialPlanType as ContractPlanType, SUPPORTED_LANGUAGES } from "@portico/contracts";

/*
 * Public pages import these instead of the contracts barrel: the barrel's runtime values come
 * with every zod schema (about 25 KB gzip). `satisfies` keeps them in step with the contract.
 */

export const PlanType = { Unlimited: 0, Traffic: 1, Customized: 999 } as const satisfies typeof ContractPlanType;

export const UI_LANGUAGES = ["en", "zh-CN"] as const satisfies typeof SUPPORTED_LANGUAGES;

/** The payment view's `type` query: 1 residential, 2 static (spec 01 §2). */
export const OrderType = { Residential: 1, Static: 2 } as const;
