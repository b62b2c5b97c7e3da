import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";
import { orders } from "../orders/orders.tables.ts";

/**
 * Coupons an operator creates (`npm run admin -- coupon:create` or the console). `uses` counts redemptions that
 * are held by an unpaid order or spent by a paid one; it is raised by a conditional UPDATE that
 * refuses to pass `max_uses`, so two orders cannot both take the last use.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Stored upper-case; matched case-insensitively. */
    code: text("code").notNull(),
    kind: text("kind").$type<"percent" | "fixed">().notNull(),
    /** Percent 1–100, or cents off. */
    value: integer("value").notNull(),
    minAmountCents: integer("min_amount_cents").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    uses: integer("uses").notNull().default(0),
    /** Off: checkout refuses it as unknown; orders already holding it keep it. */
    active: boolean("active").notNull().default(true),
    /** The codes generated together share one id (the console's batch generation). */
    batchId: uuid("batch_id"),
    /**
     * What it applies to: both null for every product (the default, and every coupon made before
     * the restriction existed); otherwise the residential plans and static regions it is limited
     * to, at least one id between them. An order qualifies when everything it buys is among them
     * (ADR 429).
     */
    planIds: integer("plan_ids").array(),
    regionIds: integer("region_ids").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupons_code_key").on(table.code),
    index("coupons_batch_idx").on(table.batchId),
    check("coupons_kind_check", sql`${table.kind} in ('percent', 'fixed')`),
    check("coupons_value_check", sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 100)`),
    check(
      "coupons_products_check",
      sql`(${table.planIds} is null) = (${table.regionIds} is null) and (${table.planIds} is null or cardinality(${table.planIds}) + cardinality(${table.regionIds}) > 0)`,
    ),
    check(
      "coupons_uses_check",
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/**
 * One coupon on one order: `held` while the order is unpaid, `spent` when it is paid,
 * `released` when it is cancelled or closes (the use comes back). One live redemption per order.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    status: text("status").$type<"held" | "spent" | "released">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupon_redemptions_live_order_key").on(table.orderId).where(sql`${table.status} <> 'released'`),
    index("coupon_redemptions_customer_idx").on(table.couponId, table.userId),
    check("coupon_redemptions_status_check", sql`${table.status} in ('held', 'spent', 'released')`),
  ],
);
