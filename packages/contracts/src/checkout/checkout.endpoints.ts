import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { OrderError } from "../orders/orders.codes.ts";
import { OrderNoSchema } from "../orders/orders.endpoints.ts";
import { PaymentError } from "../payments/payments.codes.ts";
import { CheckoutError } from "./checkout.codes.ts";

/** A coupon code as typed: trimmed; an empty one gets the spec's 'please enter coupon code!'. */
export const CouponCodeSchema = z.string().trim().max(64);

/**
 * The balance checkout dialog (spec 01 §3 Checkout init): the order's name and subtotal, the
 * wallet balance and, when the customer has a credit line, the credit still available. USD.
 */
export const CheckoutInitSchema = z.object({
  order_no: z.string(),
  order_name: z.string(),
  subtotal: z.number().nonnegative(),
  /** The coupon held by this order, if one was applied. */
  coupon: z.string().nullable(),
  discount: z.number().nonnegative(),
  /** subtotal − discount: what the pay button takes. */
  total: z.number().nonnegative(),
  show_credit: z.union([z.literal(0), z.literal(1)]),
  /** Credit still available (the line minus what is drawn). */
  credit: z.number(),
  /** The wallet balance; negative while credit is drawn (the overdraft label). */
  balance: z.number(),
});
export type CheckoutInit = z.infer<typeof CheckoutInitSchema>;

const tag = "checkout";

export const checkoutInit = defineEndpoint({
  operationId: "checkoutInit",
  method: "GET",
  path: "/api/checkout/init",
  tag,
  summary: "What the balance checkout dialog shows for an unpaid order",
  access: access.customer("orders:read"),
  query: z.object({ order_no: OrderNoSchema }),
  response: CheckoutInitSchema,
  errors: [
    OrderError.order_not_found,
    OrderError.order_paid,
    OrderError.order_cancelled,
    // A top-up is paid by card or Alipay only.
    PaymentError.pay_type_unavailable,
  ],
});

export const applyCoupon = defineEndpoint({
  operationId: "applyCoupon",
  method: "POST",
  path: "/api/checkout/applyCoupon",
  tag,
  summary: "Holds a coupon for an unpaid order (one per order) and answers the discount",
  access: access.customer("orders:write"),
  body: z.object({ coupon: CouponCodeSchema, order_no: OrderNoSchema }),
  response: z.object({ coupon: z.string(), discount: z.number().nonnegative(), total: z.number().nonnegative() }),
  errors: [
    CheckoutError.coupon_required,
    CheckoutError.coupon_invalid,
    OrderError.order_not_found,
    OrderError.order_paid,
    OrderError.order_cancelled,
  ],
});

export const checkoutPay = defineEndpoint({
  operationId: "checkoutPay",
  method: "POST",
  path: "/api/checkout/pay",
  tag,
  summary: "Pays an unpaid order from the wallet (and credit line), with an optional coupon; once per order",
  access: access.customer("orders:write"),
  body: z.object({ coupon: CouponCodeSchema.optional(), order_no: OrderNoSchema }),
  /** `url`: the payment view's success state for this order. */
  response: z.object({ url: z.string(), order_no: z.string(), pay_status: z.number().int() }),
  errors: [
    CheckoutError.coupon_invalid,
    CheckoutError.balance_insufficient,
    OrderError.order_not_found,
    OrderError.order_paid,
    OrderError.order_cancelled,
    OrderError.stock_insufficient,
    // A renewal whose IPs lapsed past the grace while it was unpaid.
    OrderError.ip_not_renewable,
    PaymentError.pay_type_unavailable,
  ],
});
