import { PayStatus } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import type { ListPageAsk, NewestFirstPage } from "../../db/newest-first-seek.ts";
import { type OrderDeskFilters, orderDeskPage } from "./order-desk.repository.ts";
import { assertUnpaid, closeLockedOrder } from "./order-lifecycle.service.ts";
import { orderErrors } from "./orders.errors.ts";
import { findOrderByNo, lockOrder } from "./orders.repository.ts";
import type { Order } from "./orders.types.ts";

export type { OrderDeskFilters } from "./order-desk.repository.ts";

/** The console's order list (issue #25 item 4): every customer's orders, newest first, by seek. */
export function orderDeskRows(db: Db, filters: OrderDeskFilters, ask: ListPageAsk): Promise<NewestFirstPage<Order>> {
  return orderDeskPage(db, filters, ask);
}

/** Any customer's order by its number, for the console. */
export async function orderForDesk(db: Db, orderNo: string): Promise<Order> {
  const order = await findOrderByNo(db, orderNo);
  if (!order) throw orderErrors.orderNotFound({ orderNo });
  return order;
}

/**
 * Staff close an unpaid order now, in the caller's transaction (the audit is written in it too):
 * as the close sweep does, its IPs go back to stock and its coupon and test IPs come back. A paid
 * or already closed order gives the customer's own errors.
 */
export async function closeOrderFromDesk(tx: Db, orderNo: string, now: Date): Promise<{ before: Order; after: Order }> {
  const order = await lockOrder(tx, orderNo);
  if (!order) throw orderErrors.orderNotFound({ orderNo });
  assertUnpaid(order);
  await closeLockedOrder(tx, order, now);
  return { before: order, after: { ...order, payStatus: PayStatus.Cancelled, cancelledAt: now, dealStatus: null } };
}
