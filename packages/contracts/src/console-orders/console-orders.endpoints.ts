import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CommonError } from "../error-codes.ts";
import { ListError } from "../lists/lists.codes.ts";
import { ListCursorQueryFields, ListPageResponseFields } from "../lists/lists.schemas.ts";
import { OrderError, PayStatus, PayType } from "../orders/orders.codes.ts";
import { PaymentError, REFUND_REQUEST_ID_PATTERN } from "../payments/payments.codes.ts";
import { UnixSecondsQuerySchema } from "../request-bounds.ts";

const tag = "console-orders";

export const CONSOLE_ORDER_KINDS = ["residential", "static", "renewal", "recharge"] as const;
/** The reasons a console refund records (the audit's reason code). */
export const REFUND_REASONS = [
  "customer_request",
  "service_problem",
  "duplicate_payment",
  "goodwill",
  "other",
] as const;

const orderNo = z.string().trim().min(1).max(40);
const dollars = z.coerce.number<number>().nonnegative().max(1_000_000);

/** The most rows one export holds. */
export const ORDER_EXPORT_MAX_ROWS = 10_000;

/** The list's filters, shared by the list and its export. */
const ConsoleOrderFilterFields = {
  /** An order number, exactly. */
  order_no: orderNo.optional(),
  /** The customer's email, exactly (any case). */
  email: z.string().trim().toLowerCase().max(254).optional(),
  pay_status: z.coerce
    .number<number>()
    .pipe(z.union(Object.values(PayStatus).map((value) => z.literal(value))))
    .optional(),
  kind: z.enum(CONSOLE_ORDER_KINDS).optional(),
  pay_type: z.coerce
    .number<number>()
    .pipe(z.union(Object.values(PayType).map((value) => z.literal(value))))
    .optional(),
  /** Placed from (inclusive) and before (exclusive), unix seconds. */
  from: UnixSecondsQuerySchema.optional(),
  to: UnixSecondsQuerySchema.optional(),
  /** What the customer pays (after coupons), in dollars, inclusive. */
  min_amount: dollars.optional(),
  max_amount: dollars.optional(),
};

export const ConsoleOrderQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number>().int().min(1).max(100).default(30),
  ...ListCursorQueryFields,
  ...ConsoleOrderFilterFields,
});
export const ConsoleOrderFiltersSchema = z.object(ConsoleOrderFilterFields);
export type ConsoleOrderFilters = z.infer<typeof ConsoleOrderFiltersSchema>;
export type ConsoleOrderQuery = z.infer<typeof ConsoleOrderQuerySchema>;

export const ConsoleOrderRowSchema = z.object({
  order_no: z.string(),
  customer: z.object({ id: z.string(), email: z.string() }),
  kind: z.enum(CONSOLE_ORDER_KINDS),
  /** In the reader's language. */
  title: z.string(),
  /** Dollars, after coupons. */
  amount: z.number(),
  discount: z.number(),
  pay_status: z.number().int(),
  pay_type: z.number().int().nullable(),
  provider: z.string().nullable(),
  refunded: z.number(),
  refund_pending: z.number(),
  /** Unix seconds. */
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  close_at: z.number().int(),
});
export type ConsoleOrderRow = z.infer<typeof ConsoleOrderRowSchema>;

export const consoleOrders = defineEndpoint({
  operationId: "consoleOrders",
  method: "GET",
  path: "/api/console/orders",
  tag,
  summary:
    "Every customer's orders, newest first, filtered by number, customer, status, kind, method, dates and amount",
  access: access.staff("orders:read"),
  query: ConsoleOrderQuerySchema,
  response: z.object({ ...ListPageResponseFields, list: z.array(ConsoleOrderRowSchema) }),
  errors: [ListError.list_cursor_invalid, ListError.list_page_needs_cursor],
});

export const consoleOrdersExport = defineEndpoint({
  operationId: "consoleOrdersExport",
  method: "GET",
  path: "/api/console/orders/export",
  tag,
  summary: `The filtered orders as an xlsx file (newest first, at most ${ORDER_EXPORT_MAX_ROWS} rows; the answer says when more matched)`,
  access: access.staff("orders:read"),
  query: ConsoleOrderFiltersSchema,
  response: z.object({
    filename: z.string(),
    content_type: z.string(),
    content_base64: z.string(),
    rows: z.number().int().nonnegative(),
    /** More orders matched than one file holds: narrow the filters. */
    truncated: z.boolean(),
  }),
  errors: [],
});

const money = z.object({ cents: z.number().int(), currency: z.string() });

export const consoleOrderDetail = defineEndpoint({
  operationId: "consoleOrderDetail",
  method: "GET",
  path: "/api/console/orders/detail",
  tag,
  summary: "One order with its checkouts, provider references, webhook events, refunds and ledger transfers",
  access: access.staff("orders:read"),
  query: z.object({ order_no: orderNo }),
  response: z.object({
    order: ConsoleOrderRowSchema.extend({
      quantity: z.number().int(),
      flow_mb: z.number().int(),
      days: z.number().int(),
      date_unit: z.string().nullable(),
      provider_ref: z.string().nullable(),
      provider_payment_ref: z.string().nullable(),
      pay_currency: z.string().nullable(),
      pay_price_minor: z.number().int().nullable(),
      cancelled_at: z.number().int().nullable(),
      fulfilled_at: z.number().int().nullable(),
      /** Dollars still refundable (paid, less refunded and reserved). */
      refundable: z.number(),
    }),
    checkouts: z.array(
      z.object({
        checkout_no: z.string(),
        provider: z.string(),
        pay_type: z.number().int(),
        state: z.string(),
        result: z.string().nullable(),
        amount: money,
        paid: money.nullable(),
        provider_ref: z.string().nullable(),
        payment_ref: z.string().nullable(),
        created_at: z.number().int(),
        paid_at: z.number().int().nullable(),
      }),
    ),
    events: z.array(
      z.object({
        provider: z.string(),
        event_id: z.string(),
        outcome: z.string(),
        amount: money,
        provider_ref: z.string(),
        result: z.string(),
        received_at: z.number().int(),
      }),
    ),
    refunds: z.array(
      z.object({
        request_id: z.string(),
        destination: z.string(),
        provider: z.string().nullable(),
        status: z.string(),
        amount_cents: z.number().int(),
        failure: z.string().nullable(),
        created_at: z.number().int(),
        settled_at: z.number().int().nullable(),
      }),
    ),
    transfers: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        /** What the customer's balance moved by, cents. */
        customer_delta_cents: z.number().int(),
        /** In the reader's language. */
        memo: z.string(),
        created_at: z.number().int(),
      }),
    ),
  }),
  errors: [OrderError.order_not_found],
});

export const consoleCloseOrder = defineEndpoint({
  operationId: "consoleCloseOrder",
  method: "POST",
  path: "/api/console/orders/close",
  tag,
  summary: "Closes an unpaid order now: its IPs go back to stock, its coupon and test IPs come back (audited)",
  access: access.staff("orders:close"),
  body: z.object({ order_no: orderNo, note: z.string().trim().max(500).optional() }),
  response: z.object({ order_no: z.string(), pay_status: z.number().int() }),
  errors: [OrderError.order_not_found, OrderError.order_paid, OrderError.order_cancelled],
});

export const consoleRefundOrder = defineEndpoint({
  operationId: "consoleRefundOrder",
  method: "POST",
  path: "/api/console/orders/refund",
  tag,
  summary:
    "Refunds part or all of a paid order to the customer's wallet or through the provider that took it, with a reason; `request_id` makes a retry finish the same refund, never a second one",
  access: access.staffReauth("orders:refund"),
  body: z.object({
    order_no: orderNo,
    /** Dollars; absent refunds all that is left. */
    amount: z.number().positive().max(1_000_000).multipleOf(0.01).optional(),
    to: z.enum(["wallet", "provider"]),
    reason_code: z.enum(REFUND_REASONS),
    note: z.string().trim().max(500).optional(),
    /** Chosen by the console when the refund dialog opens: 6–64 letters, digits, - or _. */
    request_id: z.string().regex(REFUND_REQUEST_ID_PATTERN),
  }),
  response: z.object({
    order_no: z.string(),
    amount_cents: z.number().int(),
    full: z.boolean(),
    /** "wallet" or the provider's name. */
    to: z.string(),
    /** True when this request id had already made the refund. */
    already: z.boolean(),
  }),
  errors: [
    OrderError.order_not_found,
    /** More than is left to refund, a top-up to the wallet, traffic already used. */
    CommonError.business_rule,
    PaymentError.refund_refused,
    PaymentError.refund_outcome_unknown,
    PaymentError.refund_request_conflict,
    PaymentError.refund_unavailable,
  ],
});
