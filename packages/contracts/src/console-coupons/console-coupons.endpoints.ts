import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { RowIdSchema } from "../request-bounds.ts";
import {
  COUPON_CODE_PATTERN,
  COUPON_LIMITS,
  COUPON_PREFIX_PATTERN,
  CouponConsoleError,
} from "./console-coupons.codes.ts";

const tag = "console-coupons";

export const CouponKindSchema = z.enum(["percent", "fixed"]);
/** Active: usable now; scheduled: before its window; expired: after it; used_up: no use left; disabled: switched off. */
export const CouponStateSchema = z.enum(["active", "scheduled", "expired", "used_up", "disabled"]);
export type CouponState = z.infer<typeof CouponStateSchema>;

const productIds = z.array(RowIdSchema).max(COUPON_LIMITS.maxProducts);

/**
 * What a coupon applies to: null for every product (the default); otherwise the residential plans
 * and static regions it is limited to, at least one between them. An order qualifies when
 * everything it buys is among them: a residential order its plan, a static order or a renewal
 * every region of its lines (ADR 429).
 */
export const CouponProductsSchema = z
  .object({ plan_ids: productIds, region_ids: productIds })
  .refine((products) => products.plan_ids.length + products.region_ids.length > 0, {
    message: "Choose at least one plan or region, or every product",
  })
  .nullable();
export type CouponProducts = z.infer<typeof CouponProductsSchema>;

/** A coupon as the console shows it. */
export const ConsoleCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: CouponKindSchema,
  /** Percent off (1–100), or dollars off. */
  value: z.number(),
  /** Smallest order it applies to, dollars. */
  min_amount: z.number(),
  /** Total uses allowed; null for no limit. */
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  /** Held by unpaid orders or spent by paid ones. */
  uses: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  state: CouponStateSchema,
  batch_id: z.string().nullable(),
  /** Null: every product; otherwise the plans and regions it is limited to (ids, ascending). */
  applies_to: CouponProductsSchema,
  created_at: z.string(),
});
export type ConsoleCoupon = z.infer<typeof ConsoleCouponSchema>;

const limit = z.number().int().min(1).max(COUPON_LIMITS.maxUses).nullable();
const instant = z.iso.datetime({ offset: true }).nullable();

/** The rules a coupon or a batch shares: discount, minimum, limits and window. */
export const CouponRulesSchema = z.object({
  kind: CouponKindSchema,
  value: z.number().min(0.01).max(COUPON_LIMITS.maxFixedDollars).multipleOf(0.01),
  min_amount: z.number().min(0).max(COUPON_LIMITS.maxFixedDollars).multipleOf(0.01),
  max_uses: limit,
  max_uses_per_customer: limit,
  starts_at: instant,
  ends_at: instant,
  /** Null or left out: every product. */
  applies_to: CouponProductsSchema.default(null),
});
export type CouponRules = z.infer<typeof CouponRulesSchema>;

/** A percentage is a whole number from 1 to 100 (a fixed sum is any amount with cents). */
const percentWhole = <T extends z.ZodType<CouponRules>>(schema: T) =>
  schema.refine((rules) => rules.kind !== "percent" || (Number.isInteger(rules.value) && rules.value <= 100), {
    path: ["value"],
    message: "A percentage is a whole number from 1 to 100",
  });

export const consoleCoupons = defineEndpoint({
  operationId: "consoleCoupons",
  method: "GET",
  path: "/api/console/coupons",
  tag,
  summary: "Every coupon, newest first, with its discount, limits, uses, window and state",
  access: access.staff("coupons:read"),
  response: z.object({ list: z.array(ConsoleCouponSchema) }),
  errors: [],
});

export const createConsoleCoupon = defineEndpoint({
  operationId: "createConsoleCoupon",
  method: "POST",
  path: "/api/console/coupons/create",
  tag,
  summary: "Creates a coupon (audited); a code taken already is refused",
  access: access.staff("coupons:write"),
  body: percentWhole(CouponRulesSchema.extend({ code: z.string().trim().regex(COUPON_CODE_PATTERN) })),
  response: ConsoleCouponSchema,
  errors: [
    CouponConsoleError.coupon_code_taken,
    CouponConsoleError.coupon_window_invalid,
    CouponConsoleError.coupon_product_unknown,
  ],
});

export const updateConsoleCoupon = defineEndpoint({
  operationId: "updateConsoleCoupon",
  method: "POST",
  path: "/api/console/coupons/update",
  tag,
  summary: "Edits a coupon's limits, window and state, and its discount while unused (audited with before and after)",
  access: access.staff("coupons:write"),
  body: percentWhole(CouponRulesSchema.extend({ id: RowIdSchema, active: z.boolean() })),
  response: ConsoleCouponSchema,
  errors: [
    CouponConsoleError.coupon_not_found,
    CouponConsoleError.coupon_discount_locked,
    CouponConsoleError.coupon_window_invalid,
    CouponConsoleError.coupon_limit_below_uses,
    CouponConsoleError.coupon_product_unknown,
  ],
});

export const generateConsoleCoupons = defineEndpoint({
  operationId: "generateConsoleCoupons",
  method: "POST",
  path: "/api/console/coupons/generate",
  tag,
  summary: "Generates up to 1,000 unique random codes with a prefix sharing one set of rules, in one transaction",
  access: access.staff("coupons:write"),
  body: percentWhole(
    CouponRulesSchema.extend({
      prefix: z.string().trim().regex(COUPON_PREFIX_PATTERN),
      count: z.number().int().min(1).max(COUPON_LIMITS.maxBatch),
    }),
  ),
  response: z.object({ batch_id: z.string(), codes: z.array(z.string()) }),
  errors: [CouponConsoleError.coupon_window_invalid, CouponConsoleError.coupon_product_unknown],
});

/** A plan or a region a coupon can be limited to, named in both languages. */
const CouponProductSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_zh: z.string(),
  /** On sale now (a coupon may still name one taken off sale). */
  active: z.boolean(),
});
export type CouponProduct = z.infer<typeof CouponProductSchema>;

export const consoleCouponProducts = defineEndpoint({
  operationId: "consoleCouponProducts",
  method: "GET",
  path: "/api/console/coupons/products",
  tag,
  summary: "The residential plans and static regions a coupon can be limited to, on sale or not",
  access: access.staff("coupons:read"),
  response: z.object({ plans: z.array(CouponProductSchema), regions: z.array(CouponProductSchema) }),
  errors: [],
});
