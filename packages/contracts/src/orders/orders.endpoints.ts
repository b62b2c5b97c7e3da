import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CommonError } from "../error-codes.ts";
import { ListError } from "../lists/lists.codes.ts";
import { ListCursorQueryFields, ListPageResponseFields } from "../lists/lists.schemas.ts";
import { MAX_DB_INT, RowIdSchema, UnixSecondsQuerySchema } from "../request-bounds.ts";
import { MAX_RENEW_IPS, OrderError, OrderType, PayType } from "./orders.codes.ts";

/** Optional for a quote. */
export const PayTypeSchema = z.union([z.literal(PayType.Card), z.literal(PayType.Alipay), z.literal(PayType.Balance)]);

const StaticOrderFields = {
  type: z.literal(OrderType.Static),
  pay_type: PayTypeSchema.optional(),
  date_unit: z.string().max(32),
  static_commodity: z.string().max(4000),
};
const ResidentialOrderFields = {
  type: z.literal(OrderType.Residential),
  pay_type: PayTypeSchema.optional(),
  package_id: RowIdSchema,
  validity_days: z.number().int().positive().max(MAX_DB_INT).optional(),
};

/**
 * Static: `date_unit` (test, weekly, fortnightly, monthly, bimonthly, quarterly) and
 * `static_commodity` (`id:qty|id:qty`); both are checked by the service so a bad value gets a
 * precise message. Residential: `package_id`.
 */
export const OrderPrepareRequestSchema = z.discriminatedUnion("type", [
  z.object(StaticOrderFields),
  z.object(ResidentialOrderFields),
]);
export type OrderPrepareRequest = z.infer<typeof OrderPrepareRequestSchema>;

/** The price to pay in USD, 2 decimals, recomputed on the server from live prices and stock. */
export const OrderPrepareResponseSchema = z.object({ pay_price: z.number().nonnegative() });
export type OrderPrepareResponse = z.infer<typeof OrderPrepareResponseSchema>;

/** A renewal of static IPs the customer owns, for one paid period (spec 02 §3 Renewal). */
export const OrderRenewRequestSchema = z.object({
  type: z.literal(OrderType.Static).default(OrderType.Static),
  pay_type: PayTypeSchema.optional(),
  renew_ip_ids: z.array(RowIdSchema).min(1).max(MAX_RENEW_IPS),
  date_unit: z.string().max(32),
});
export type OrderRenewRequest = z.infer<typeof OrderRenewRequestSchema>;

export const OrderCreateRequestSchema = OrderPrepareRequestSchema;
export type OrderCreateRequest = OrderPrepareRequest;

/** One line of an order: a plan's traffic and days, or a region's IP count (spec 01 §3 Order info). */
export const OrderItemSchema = z.object({
  /** Residential: the plan's traffic in MB, bonus included; 0 for static lines. */
  pak_flow_num: z.number().int().nonnegative(),
  /** Days of the plan or of the static period (test IPs: 1). */
  pak_days: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  /** Static lines: the region's display name; null for residential. */
  region: z.string().nullable(),
  /** Price of one unit in USD. */
  unit_price: z.number().nonnegative(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/**
 * An order as the payment view and the order lists read it (spec 01 §3 Order info, spec 02 §3
 * Order). Money in USD with 2 decimals; times in unix seconds, 0 when not set.
 */
export const OrderInfoSchema = z.object({
  order_no: z.string(),
  /** 1 residential, 2 static (renewals included). */
  type: z.union([z.literal(OrderType.Residential), z.literal(OrderType.Static)]),
  /** `renew` for a renewal of owned IPs, else empty. */
  renew_type: z.string(),
  title: z.string(),
  /** The catalogue price before any coupon. */
  total_price: z.number().nonnegative(),
  /** What the customer pays after the coupon. */
  pay_price: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  pay_status: z.number().int().min(1).max(4),
  pay_type: z.number().int().nullable(),
  pay_currency: z.string().nullable(),
  pay_time: z.number().int().nonnegative(),
  create_time: z.number().int().nonnegative(),
  /** When an unpaid order closes by itself. */
  close_time: z.number().int().nonnegative(),
  /** Residential: traffic in MB (flow + give) and days; static: 0 and the period's days. */
  flow: z.number().int().nonnegative(),
  days: z.number().int().nonnegative(),
  package_id: z.number().int().nullable(),
  date_unit: z.string().nullable(),
  deal_status: z.number().int().nullable(),
  refund_status: z.number().int(),
  refunded_amount: z.number().nonnegative(),
  items: z.array(OrderItemSchema),
});
export type OrderInfo = z.infer<typeof OrderInfoSchema>;

export const OrderNoSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{8,40}$/);

const tag = "orders";

export const prepareOrder = defineEndpoint({
  operationId: "prepareOrder",
  method: "POST",
  path: "/api/order/prepare",
  tag,
  summary: "The price of an order before it exists, from live prices and stock (spec 02 §7)",
  access: access.public("optional"),
  body: OrderPrepareRequestSchema,
  response: OrderPrepareResponseSchema,
  errors: [CommonError.business_rule, OrderError.stock_insufficient],
});

export const prepareRenewOrder = defineEndpoint({
  operationId: "prepareRenewOrder",
  method: "POST",
  path: "/api/order/prepare_renew",
  tag,
  summary: "The price of renewing owned static IPs for a period",
  access: access.customer("orders:read"),
  body: OrderRenewRequestSchema,
  response: OrderPrepareResponseSchema,
  errors: [OrderError.ip_not_renewable],
});

export const createOrder = defineEndpoint({
  operationId: "createOrder",
  method: "POST",
  path: "/api/order/create",
  tag,
  summary: "Places an unpaid order for a residential plan or static IPs; static IPs are reserved at once",
  access: access.customer("orders:write"),
  body: OrderCreateRequestSchema,
  response: OrderInfoSchema,
  errors: [
    CommonError.business_rule,
    OrderError.stock_insufficient,
    OrderError.test_ips_exhausted,
    OrderError.unpaid_limit_reached,
  ],
});

export const renewOrder = defineEndpoint({
  operationId: "renewOrder",
  method: "POST",
  path: "/api/order/renew",
  tag,
  summary: "Places an unpaid order renewing owned static IPs",
  access: access.customer("orders:write"),
  body: OrderRenewRequestSchema,
  response: OrderInfoSchema,
  errors: [OrderError.ip_not_renewable],
});

export const orderInfo = defineEndpoint({
  operationId: "orderInfo",
  method: "GET",
  path: "/api/order/info",
  tag,
  summary: "One of the customer's orders",
  access: access.customer("orders:read"),
  query: z.object({ order_no: OrderNoSchema }),
  response: OrderInfoSchema,
  errors: [OrderError.order_not_found],
});

export const orderStatus = defineEndpoint({
  operationId: "orderStatus",
  method: "GET",
  path: "/api/order/status",
  tag,
  summary: "An order's pay_status, polled by the payment success view every 5 s",
  access: access.customer("orders:read"),
  query: z.object({ orderNo: OrderNoSchema }),
  response: z.object({
    pay_status: z.number().int().min(1).max(4),
    type: z.union([z.literal(OrderType.Residential), z.literal(OrderType.Static)]),
  }),
  errors: [OrderError.order_not_found],
});

export const cancelOrder = defineEndpoint({
  operationId: "cancelOrder",
  method: "POST",
  path: "/api/order/cancel",
  tag,
  summary: "Cancels an unpaid order and releases what it reserved",
  access: access.customer("orders:write"),
  body: z.object({
    type: z.union([z.literal(OrderType.Residential), z.literal(OrderType.Static)]).optional(),
    order_no: OrderNoSchema,
  }),
  response: z.object({ order_no: z.string(), pay_status: z.number().int() }),
  errors: [OrderError.order_not_found, OrderError.order_paid, OrderError.order_cancelled],
});

/** The order lists' filters (spec 02 §7 `/api/order/history`); times are unix seconds, inclusive. */
export const OrderHistoryQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(10),
  type: z.coerce.number<number>().pipe(z.union([z.literal(OrderType.Residential), z.literal(OrderType.Static)])),
  order_no: z.string().trim().max(40).optional(),
  start_time: UnixSecondsQuerySchema.optional(),
  end_time: UnixSecondsQuerySchema.optional(),
  pay_status: z.coerce.number<number>().int().min(1).max(4).optional(),
  ...ListCursorQueryFields,
});
export type OrderHistoryQuery = z.infer<typeof OrderHistoryQuerySchema>;

/** An order list row (spec 02 §3 Order (list row)). */
export const OrderRowSchema = OrderInfoSchema.extend({
  /** Days the order buys: a plan's days, or the static period's. */
  package_days: z.number().int().nonnegative(),
  /** Static: the period (`date_unit`); residential: the days as text. */
  time_length: z.string(),
  /** Static: the regions, joined. */
  region: z.string(),
  /** IPs (static) or 1 (residential). */
  quantity: z.number().int().nonnegative(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

export const orderHistory = defineEndpoint({
  operationId: "orderHistory",
  method: "GET",
  path: "/api/order/history",
  tag,
  summary:
    "The customer's residential or static orders, newest first, with the traffic account for the residential list",
  access: access.customer("orders:read"),
  query: OrderHistoryQuerySchema,
  response: z.object({
    /** The server's clock (unix seconds): the lists count down to close times against it. */
    time: z.number().int(),
    ...ListPageResponseFields,
    list: z.array(OrderRowSchema),
    /** Residential traffic left in MB, and the latest plan's name; 0 and empty without a proxy account. */
    user_traffic_balance: z.number(),
    user_traffic_plan: z.string(),
    is_inf: z.union([z.literal(0), z.literal(1)]),
    expire_time: z.number().int().nonnegative(),
  }),
  errors: [ListError.list_cursor_invalid, ListError.list_page_needs_cursor],
});
