import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";
import { residentialPackages } from "../catalogue/catalogue.tables.ts";
import { staticRegions } from "../static-inventory/static-inventory.tables.ts";
import type { OrderKind } from "./orders.types.ts";

export const ORDER_KINDS = ["residential", "static", "renewal", "recharge"] as const satisfies readonly OrderKind[];

/**
 * Every order a customer places: a residential plan, static IPs, a renewal of owned IPs, or a
 * wallet top-up (spec 02 §3 Order, Recharge). Money is integer USD cents; what a provider charged
 * is kept in its own currency (`pay_price_minor`, `pay_currency`). Titles are stored in both
 * languages at creation so a list never re-reads a catalogue that may have changed.
 *
 * `list_type` is the spec's `type` for the lists: 1 residential, 2 static (renewals included),
 * 3 top-ups; the list indexes lead with (user, list_type) and sort newest first.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNo: text("order_no").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").$type<OrderKind>().notNull(),
    listType: smallint("list_type").$type<1 | 2 | 3>().notNull(),
    titleEn: text("title_en").notNull(),
    titleZh: text("title_zh").notNull(),
    /** Residential: the plan and a snapshot of what it grants. */
    packageId: integer("package_id").references(() => residentialPackages.id),
    flowMb: integer("flow_mb").notNull().default(0),
    days: integer("days").notNull().default(0),
    /** Static and renewal: the billing period and how many IPs. */
    dateUnit: text("date_unit"),
    quantity: integer("quantity").notNull().default(0),
    /** The catalogue price, the coupon's part of it, and what the customer pays. */
    priceCents: integer("price_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    couponId: integer("coupon_id"),
    /** 1 unpaid, 2 paid, 3 cancelled (by the customer or by closing), 4 failed. */
    payStatus: smallint("pay_status").notNull().default(1),
    payType: smallint("pay_type"),
    payCurrency: text("pay_currency").$type<"usd" | "cny">(),
    payPriceMinor: integer("pay_price_minor"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** An unpaid order closes by itself at this moment. */
    closeAt: timestamp("close_at", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set once, in the paying transaction, when the customer got what they paid for. */
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    /** Static orders: 1 waiting, 2 processing, 3 done, 4 failed. */
    dealStatus: smallint("deal_status"),
    refundStatus: smallint("refund_status").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Refunds sent to the provider and not yet answered (ADR 402): reserved, not yet refunded. */
    refundPendingCents: integer("refund_pending_cents").notNull().default(0),
    /** The provider checkout last opened for this order. */
    provider: text("provider"),
    providerRef: text("provider_ref"),
    /**
     * The provider's id of the money taken, where it differs from `provider_ref`: a Stripe
     * PaymentIntent (`pi_…`) behind the Checkout Session, which a refund names. Null otherwise.
     */
    providerPaymentRef: text("provider_payment_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_order_no_key").on(table.orderNo),
    index("orders_user_list_idx").on(
      table.userId,
      table.listType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("orders_user_list_status_idx").on(
      table.userId,
      table.listType,
      table.payStatus,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The close sweep reads only unpaid orders past their close time.
    index("orders_unpaid_close_idx").on(table.closeAt).where(sql`${table.payStatus} = 1`),
    // The console's order list: every customer's orders newest first.
    index("orders_created_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The console's overview sums paid orders by payment time.
    index("orders_paid_at_idx").on(table.paidAt).where(sql`${table.payStatus} = 2`),
    check("orders_kind_check", sql`${table.kind} in ('residential', 'static', 'renewal', 'recharge')`),
    check("orders_pay_status_check", sql`${table.payStatus} between 1 and 4`),
    check(
      "orders_money_check",
      sql`${table.priceCents} >= 0 and ${table.discountCents} between 0 and ${table.priceCents} and ${table.refundedCents} >= 0 and ${table.refundPendingCents} >= 0 and ${table.refundedCents} + ${table.refundPendingCents} <= ${table.priceCents} - ${table.discountCents}`,
    ),
    check("orders_paid_check", sql`(${table.payStatus} = 2) = (${table.paidAt} is not null)`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/**
 * The lines of an order: a static order's regions (quantity and unit price at creation), or a
 * renewal's IPs (one line each). Residential and top-up orders have none.
 */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    regionId: integer("region_id")
      .notNull()
      .references(() => staticRegions.id),
    /** Renewals: the IP renewed. */
    staticIpId: integer("static_ip_id"),
    quantity: integer("quantity").notNull(),
    unitCents: integer("unit_cents").notNull(),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    check("order_items_quantity_check", sql`${table.quantity} > 0 and ${table.unitCents} >= 0`),
  ],
);
export type OrderItemRow = typeof orderItems.$inferSelect;
