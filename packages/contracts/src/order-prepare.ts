import { z } from "zod";

/** pay_type of spec 01 §4: 1 credit card, 2 Alipay, 3 balance. Optional for a quote. */
export const PayTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * POST /api/order/prepare (spec 02 §7). Static: `date_unit` (test, weekly, fortnightly, monthly,
 * bimonthly, quarterly) and `static_commodity` (`id:qty|id:qty`); both are checked by the
 * service so a bad value gets a precise message. Residential: `package_id`.
 */
export const OrderPrepareRequestSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal(2),
    pay_type: PayTypeSchema.optional(),
    date_unit: z.string().max(32),
    static_commodity: z.string().max(4000),
  }),
  z.object({
    type: z.literal(1),
    pay_type: PayTypeSchema.optional(),
    package_id: z.number().int().positive(),
    validity_days: z.number().int().positive().optional(),
  }),
]);
export type OrderPrepareRequest = z.infer<typeof OrderPrepareRequestSchema>;

/** The price to pay in USD, 2 decimals, recomputed on the server from live prices and stock. */
export const OrderPrepareResponseSchema = z.object({ pay_price: z.number().nonnegative() });
export type OrderPrepareResponse = z.infer<typeof OrderPrepareResponseSchema>;
