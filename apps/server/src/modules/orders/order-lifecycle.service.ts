import { PayStatus } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import type { Acting } from "../../plugins/auth/principal.ts";
import { returnTestIps } from "../accounts/customer.service.ts";
import { releaseCoupon } from "../coupons/coupons.service.ts";
import { releaseReservedIps } from "../static-inventory/static-inventory.service.ts";
import { orderErrors } from "./orders.errors.ts";
import { dueUnpaidOrderNos, lockOrder, updateUnpaidOrder } from "./orders.repository.ts";
import type { Order } from "./orders.types.ts";

/**
 * Ends an unpaid order that the transaction has locked: its IPs go back to stock, its coupon use
 * and its free test IPs come back, and it is marked cancelled — all or nothing. The update is
 * conditional on the order still being unpaid, so a repeated close changes nothing.
 */
export async function closeLockedOrder(
  tx: Db,
  order: Order,
  now: Date,
  status: typeof PayStatus.Cancelled | typeof PayStatus.Failed = PayStatus.Cancelled,
): Promise<boolean> {
  const closed = await updateUnpaidOrder(tx, order.id, {
    payStatus: status,
    cancelledAt: now,
    dealStatus: null,
  });
  if (!closed) return false;
  const released = await releaseReservedIps(tx, order.id);
  if (order.dateUnit === "test" && order.kind === "static") await returnTestIps(tx, order.userId, released);
  await releaseCoupon(tx, order.id);
  return true;
}

/** The customer cancels an unpaid order (spec 02 §4): already paid or cancelled gives the spec's errors. */
export async function cancelOrder(db: Db, acting: Acting, orderNo: string, now: Date): Promise<Order> {
  const userId = acting.accountId;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (!order || order.userId !== userId) throw orderErrors.orderNotFound({ orderNo });
    assertUnpaid(order);
    await closeLockedOrder(tx, order, now);
    return { ...order, payStatus: PayStatus.Cancelled, cancelledAt: now };
  });
}

/** Refuses an order that is no longer payable or cancellable. */
export function assertUnpaid(order: Order): void {
  if (order.payStatus === PayStatus.Paid) throw orderErrors.orderPaid();
  if (order.payStatus !== PayStatus.Unpaid) throw orderErrors.orderCancelled();
}

/**
 * Closes every unpaid order past its close time, each in its own short transaction, at most
 * `limit` per call. Safe to run on several instances at once: each order is locked and closed by
 * a conditional update, so a second sweep finds nothing to do. Answers how many it closed.
 */
export async function closeDueOrders(db: Db, now: Date, limit = 200): Promise<number> {
  let closed = 0;
  for (const orderNo of await dueUnpaidOrderNos(db, now, limit)) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderNo);
      if (!order || order.payStatus !== PayStatus.Unpaid || order.closeAt > now) return false;
      return closeLockedOrder(tx, order, now);
    });
    if (done) closed++;
  }
  return closed;
}
