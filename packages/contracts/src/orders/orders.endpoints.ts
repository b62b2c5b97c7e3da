import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { CommonError } from "../error-codes.ts";
import { OrderType, PayType } from "./orders.codes.ts";

/** Optional for a quote. */
export const PayTypeSchema = z.union([z.literal(PayType.Card), z.literal(PayType.Alipay), z.literal(PayType.Balance)]);

/**
 * Static: `date_unit` (test, weekly, fortnightly, monthly, bimonthly, quarterly) and
 * `static_commodity` (`id:qty|id:qty`); both are checked by the service so a bad value gets a
 * precise message. Residential: `package_id`.
 */
export const OrderPrepareRequestSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal(OrderType.Static),
    pay_type: PayTypeSchema.optional(),
    date_unit: z.string().max(32),
    static_commodity: z.string().max(4000),
  }),
  z.object({
    type: z.literal(OrderType.Residential),
    pay_type: PayTypeSchema.optional(),
    package_id: z.number().int().positive(),
    validity_days: z.number().int().positive().optional(),
  }),
]);
export type OrderPrepareRequest = z.infer<typeof OrderPrepareRequestSchema>;

/** The price to pay in USD, 2 decimals, recomputed on the server from live prices and stock. */
export const OrderPrepareResponseSchema = z.object({ pay_price: z.number().nonnegative() });
export type OrderPrepareResponse = z.infer<typeof OrderPrepareResponseSchema>;

export const prepareOrder = defineEndpoint({
  operationId: "prepareOrder",
  method: "POST",
  path: "/api/order/prepare",
  tag: "orders",
  summary: "The price of an order before it exists, from live prices and stock (spec 02 §7)",
  session: "optional",
  body: OrderPrepareRequestSchema,
  response: OrderPrepareResponseSchema,
  errors: [CommonError.business_rule],
});
