import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "../orders/orders.tables.ts";

export const CHECKOUT_STATES = ["open", "paid", "failed", "expired"] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

export const CHECKOUT_RESULTS = ["fulfilled", "credited"] as const;
export type CheckoutResult = (typeof CHECKOUT_RESULTS)[number];

/**
 * Every provider checkout a customer opens, one row each (ADR 404): what it asked the provider
 * for, frozen when it was opened — the amount and currency, the rate, the coupon it was priced
 * with — so a webhook is judged against its own checkout, never against the order's latest state.
 * `checkout_no` is the reference the provider echoes back (Stripe's client_reference_id, Alipay's
 * out_trade_no, the sandbox's reference): `<order_no>_<n>`; checkouts opened before this table
 * existed carry the bare order number.
 *
 * A checkout is paid at most once, by one provider payment (`payment_ref`: Stripe's
 * PaymentIntent, Alipay's trade_no, the sandbox's checkout id), and that payment is counted once
 * across all checkouts by the unique (provider, payment_ref). `result` says where the money went:
 * the order it paid, or the customer's wallet. A refund later is the order's (`order_refunds`).
 */
export const paymentCheckouts = pgTable(
  "payment_checkouts",
  {
    id: serial("id").primaryKey(),
    checkoutNo: text("checkout_no").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    provider: text("provider").notNull(),
    payType: smallint("pay_type").notNull(),
    /** What the provider was asked to charge, in minor units of `currency`. */
    currency: text("currency").$type<"usd" | "cny">().notNull(),
    amountMinor: integer("amount_minor").notNull(),
    /** The same in USD cents: the order's price less `discount_cents` when it was opened. */
    amountCents: integer("amount_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    /** The coupon the amount was priced with; paying this checkout spends this coupon. */
    couponId: integer("coupon_id"),
    /** CNY per USD used for a yuan checkout; null for USD. */
    cnyPerUsd: numeric("cny_per_usd", { precision: 12, scale: 6 }),
    /** The provider's id of the checkout (Stripe's session, Alipay's out_trade_no, the sandbox's id). */
    providerRef: text("provider_ref"),
    /** The provider's id of the money taken, set when it is paid. */
    paymentRef: text("payment_ref"),
    /** What the provider reported taking, in minor units of `currency`, and its USD cents as booked. */
    paidMinor: integer("paid_minor"),
    paidCents: integer("paid_cents"),
    state: text("state").$type<CheckoutState>().notNull().default("open"),
    result: text("result").$type<CheckoutResult>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payment_checkouts_checkout_no_key").on(table.checkoutNo),
    uniqueIndex("payment_checkouts_payment_key").on(table.provider, table.paymentRef),
    index("payment_checkouts_order_idx").on(table.orderId),
    // The console's overview counts failed checkouts by day.
    index("payment_checkouts_failed_idx").on(table.createdAt).where(sql`${table.state} = 'failed'`),
    check("payment_checkouts_state_check", sql`${table.state} in ('open', 'paid', 'failed', 'expired')`),
    check(
      "payment_checkouts_result_check",
      sql`(${table.state} = 'paid') = (${table.result} is not null and ${table.paymentRef} is not null and ${table.paidAt} is not null and ${table.paidCents} is not null)`,
    ),
    check(
      "payment_checkouts_amount_check",
      sql`${table.amountMinor} >= 0 and ${table.amountCents} >= 0 and ${table.discountCents} >= 0`,
    ),
  ],
);
export type PaymentCheckoutRow = typeof paymentCheckouts.$inferSelect;

/**
 * Every verified provider webhook, once: the unique (provider, event_id) makes a re-sent or
 * replayed event a no-op. `result` says what it did (fulfilled, credited to the wallet, ignored
 * because the order was already paid …) for the operator.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    orderNo: text("order_no").notNull(),
    outcome: text("outcome").$type<"paid" | "failed" | "cancelled">().notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").$type<"usd" | "cny">().notNull(),
    providerRef: text("provider_ref").notNull(),
    /** The checkout the event is about (null: no checkout has its reference). */
    checkoutId: integer("checkout_id"),
    result: text("result").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_events_provider_event_key").on(table.provider, table.eventId),
    index("payment_events_order_idx").on(table.orderNo),
    check("payment_events_outcome_check", sql`${table.outcome} in ('paid', 'failed', 'cancelled')`),
  ],
);

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundRowStatus = (typeof REFUND_STATUSES)[number];

/**
 * Every refund of an order, under the operator's request id (ADR 402). A refund back through the
 * provider is written `pending` first, in the transaction that reserves its amount on the order
 * (`orders.refund_pending_cents`); the provider is called with the request id as its idempotency
 * key; then it becomes `succeeded` (booked in the ledger under `refund:<request_id>`, added to
 * `orders.refunded_cents`) or `failed` (reservation released, nothing booked). A refund to the
 * wallet is written `succeeded` in one transaction. `amount_minor`/`currency` are what the
 * provider was asked to return, in the currency the payment was taken in.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    requestId: text("request_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    amountCents: integer("amount_cents").notNull(),
    destination: text("destination").$type<"wallet" | "provider">().notNull(),
    provider: text("provider"),
    currency: text("currency").$type<"usd" | "cny">(),
    amountMinor: integer("amount_minor"),
    status: text("status").$type<RefundRowStatus>().notNull(),
    /** The provider's id of the refund (Stripe re_…, Alipay trade_no + out_request_no, sandbox sbx_re_…). */
    providerRefundRef: text("provider_refund_ref"),
    /** Why the provider refused it, for the operator. */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("order_refunds_request_id_key").on(table.requestId),
    index("order_refunds_order_idx").on(table.orderId),
    // The console's overview sums completed refunds by the time they settled.
    index("order_refunds_settled_idx").on(table.settledAt).where(sql`${table.status} = 'succeeded'`),
    check("order_refunds_status_check", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check("order_refunds_amount_check", sql`${table.amountCents} > 0 and coalesce(${table.amountMinor}, 0) >= 0`),
    check(
      "order_refunds_destination_check",
      sql`(${table.destination} = 'wallet' and ${table.provider} is null) or (${table.destination} = 'provider' and ${table.provider} is not null)`,
    ),
  ],
);
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
