import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { OrderError, PayType } from "../orders/orders.codes.ts";
import { OrderNoSchema } from "../orders/orders.endpoints.ts";
import { PaymentError } from "./payments.codes.ts";

/** Card (1) or Alipay (2): the methods a provider takes. Balance (3) is the checkout's. */
export const ProviderPayTypeSchema = z.union([z.literal(PayType.Card), z.literal(PayType.Alipay)]);

/** Where the customer started: echoed into the return URL so the payment view can go back. */
const SourceSchema = z.string().trim().max(64).optional();

const tag = "payments";

export const createPayment = defineEndpoint({
  operationId: "createPayment",
  method: "POST",
  path: "/api/payment/create",
  tag,
  summary: "Starts paying an unpaid order by card or Alipay: the provider's checkout URL",
  access: access.customer("orders:write"),
  body: z.object({ pay_type: ProviderPayTypeSchema, order_no: OrderNoSchema, source: SourceSchema }),
  response: z.object({ url: z.string() }),
  errors: [
    PaymentError.pay_type_unavailable,
    PaymentError.provider_failed,
    OrderError.order_not_found,
    OrderError.order_paid,
    OrderError.order_cancelled,
  ],
});

export const rechargePayment = defineEndpoint({
  operationId: "rechargePayment",
  method: "POST",
  path: "/api/payment/recharge",
  tag,
  summary: "Tops up the wallet by card or Alipay: creates a recharge order and answers the provider's URL",
  access: access.customer("wallet:write"),
  body: z.object({
    pay_type: ProviderPayTypeSchema,
    /** Minor units: whole dollars × 100 (spec 02 §5). */
    deposit: z.number().int().positive(),
    source: SourceSchema,
    currency: z.literal("usd").default("usd"),
  }),
  response: z.object({ url: z.string(), order_no: z.string() }),
  errors: [PaymentError.deposit_invalid, PaymentError.pay_type_unavailable, PaymentError.provider_failed],
});
