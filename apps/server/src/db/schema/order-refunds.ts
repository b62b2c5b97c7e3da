import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

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
    check("order_refunds_status_check", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check("order_refunds_amount_check", sql`${table.amountCents} > 0 and coalesce(${table.amountMinor}, 0) >= 0`),
    check(
      "order_refunds_destination_check",
      sql`(${table.destination} = 'wallet' and ${table.provider} is null) or (${table.destination} = 'provider' and ${table.provider} is not null)`,
    ),
  ],
);
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
