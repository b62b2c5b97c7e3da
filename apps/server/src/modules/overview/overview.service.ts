import type { InventoryStockRow, OverviewTotals } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { signupsByDay } from "../accounts/signup-stats.service.ts";
import { paidOrderTotalsByDay } from "../orders/order-stats.service.ts";
import { paymentTroubleByDay } from "../payments/payment-stats.service.ts";
import { inventoryStock } from "../static-inventory/inventory-stock.service.ts";
import { overviewWindow } from "./overview-window.ts";

const zero = (): OverviewTotals => ({
  revenue_cents: 0,
  paid_orders: 0,
  top_up_cents: 0,
  top_ups: 0,
  signups: 0,
  refund_cents: 0,
  refunds: 0,
  failed_payments: 0,
});

function add(into: OverviewTotals, day: OverviewTotals): void {
  for (const key of Object.keys(into) as (keyof OverviewTotals)[]) into[key] += day[key];
}

/**
 * The console's overview (issue #25 item 8): each module counts its own rows per day of the
 * reader's clock; today and this month are sums of those days, so the figures always agree with
 * the chart.
 */
export async function consoleOverview(
  db: Db,
  request: { now: Date; offsetMinutes: number; days: number; language: UiLanguage },
): Promise<{
  today: OverviewTotals;
  month: OverviewTotals;
  days: (OverviewTotals & { day: string })[];
  low_stock: InventoryStockRow[];
}> {
  const window = overviewWindow(request.now, request.offsetMinutes, request.days);
  const range = { from: window.from, to: window.to, offsetMinutes: request.offsetMinutes };
  const [orders, trouble, signups, stock] = await Promise.all([
    paidOrderTotalsByDay(db, range),
    paymentTroubleByDay(db, range),
    signupsByDay(db, range),
    inventoryStock(db, request.language),
  ]);
  const byDay = new Map<string, OverviewTotals>();
  const day = (key: string) => {
    const found = byDay.get(key) ?? zero();
    byDay.set(key, found);
    return found;
  };
  for (const row of orders)
    Object.assign(day(row.day), {
      revenue_cents: row.revenueCents,
      paid_orders: row.paidOrders,
      top_up_cents: row.topUpCents,
      top_ups: row.topUps,
    });
  for (const row of trouble)
    Object.assign(day(row.day), {
      refund_cents: row.refundCents,
      refunds: row.refunds,
      failed_payments: row.failedPayments,
    });
  for (const row of signups) day(row.day).signups = row.signups;

  const month = zero();
  for (const [key, totals] of byDay) if (key >= window.monthStart && key <= window.today) add(month, totals);
  return {
    today: byDay.get(window.today) ?? zero(),
    month,
    days: window.days.map((key) => ({ day: key, ...(byDay.get(key) ?? zero()) })),
    low_stock: stock.filter((region) => region.low),
  };
}
