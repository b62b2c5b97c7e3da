import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { InventoryStockRowSchema } from "../static-ips/inventory-console.endpoints.ts";

/** The overview's daily series: this many days, today included, by default and at most. */
export const OVERVIEW_DEFAULT_DAYS = 30;
export const OVERVIEW_MAX_DAYS = 92;

/** One day's (or one period's) figures; money in USD cents. */
export const OverviewTotalsSchema = z.object({
  /** What paid orders for plans, IPs and renewals brought in (top-ups apart), after coupons. */
  revenue_cents: z.number().int(),
  paid_orders: z.number().int(),
  /** Wallet top-ups paid. */
  top_up_cents: z.number().int(),
  top_ups: z.number().int(),
  signups: z.number().int(),
  /** Refunds completed, to the wallet or to the provider. */
  refund_cents: z.number().int(),
  refunds: z.number().int(),
  /** Provider checkouts that failed. */
  failed_payments: z.number().int(),
});
export type OverviewTotals = z.infer<typeof OverviewTotalsSchema>;

export const consoleOverview = defineEndpoint({
  operationId: "consoleOverview",
  method: "GET",
  path: "/api/console/overview",
  tag: "console-overview",
  summary:
    "Today's and this month's revenue, paid orders, top-ups, signups, refunds and failed payments, a daily series, and the regions low on stock — days in the reader's time zone",
  access: access.staff("orders:read"),
  query: z.object({
    /** Minutes east of UTC of the reader's clock (the browser's -getTimezoneOffset()). */
    offset_minutes: z.coerce
      .number<number>()
      .int()
      .min(-14 * 60)
      .max(14 * 60),
    days: z.coerce.number<number>().int().min(1).max(OVERVIEW_MAX_DAYS).default(OVERVIEW_DEFAULT_DAYS),
  }),
  response: z.object({
    today: OverviewTotalsSchema,
    month: OverviewTotalsSchema,
    /** Oldest first, every day present (zeros included); `day` is yyyy-mm-dd on the reader's clock. */
    days: z.array(OverviewTotalsSchema.extend({ day: z.string() })),
    low_stock: z.array(InventoryStockRowSchema),
  }),
  errors: [],
});
