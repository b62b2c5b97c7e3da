import { PayStatus } from "@portico/contracts";
import {
  isRenewable,
  type PaidStaticPeriod,
  renewalJudgedAt,
  renewedExpiry,
  type StaticPeriod,
  staticPeriodMs,
  type UiLanguage,
} from "@portico/domain";
import type { Db } from "../../db/client.ts";
import type { ListWindow } from "../../db/list-window.ts";
import type { NewestFirstPage } from "../../db/newest-first-seek.ts";
import { grantResidentialTraffic } from "../proxy-accounts/proxy-accounts.service.ts";
import {
  assignReservedIps,
  lockOwnedIps,
  releaseReservedIps,
  reserveIps,
  setIpExpiry,
} from "../static-inventory/static-inventory.service.ts";
import { linesOf } from "./order-lines.ts";
import { orderErrors } from "./orders.errors.ts";
import { presentOrder } from "./orders.presenter.ts";
import {
  findOrder,
  findOrderByNo,
  itemsOf,
  lockOrder,
  lockOrderById,
  markPaid,
  rechargeIdsAmong,
  rechargeOrderRows as rechargePage,
} from "./orders.repository.ts";
import type { Order } from "./orders.types.ts";

/**
 * What other modules (payments, wallet, the admin command) may do with orders. Functions that
 * take `tx` run inside the caller's money transaction, after `lockOrderNo` took the order row.
 */
export { releaseExpiredIps } from "./ip-expiry.service.ts";
export { type OrderClock, placeOrder, placeRecharge, placeRenewal } from "./order-create.service.ts";
export { assertUnpaid, cancelOrder, closeDueOrders, closeLockedOrder } from "./order-lifecycle.service.ts";

export async function orderInfoFor(db: Db, userId: string, orderNo: string, language: UiLanguage) {
  const order = await findOrder(db, orderNo, userId);
  if (!order) throw orderErrors.orderNotFound({ orderNo });
  return presentOrder(order, await linesOf(db, [order.id]), language);
}

export async function presentOrderRow(db: Db, order: Order, language: UiLanguage) {
  // Residential plans and top-ups have no lines: nothing to read.
  const lined = order.kind === "static" || order.kind === "renewal";
  return presentOrder(order, lined ? await linesOf(db, [order.id]) : [], language);
}

export async function customerOrder(db: Db, userId: string, orderNo: string): Promise<Order> {
  const order = await findOrder(db, orderNo, userId);
  if (!order) throw orderErrors.orderNotFound({ orderNo });
  return order;
}

/** Locks the order row (the first lock of every money path); `userId` set: only the owner's order is found. */
export async function lockOrderNo(tx: Db, orderNo: string, userId?: string): Promise<Order> {
  const order = await lockOrder(tx, orderNo);
  if (!order || (userId !== undefined && order.userId !== userId)) throw orderErrors.orderNotFound({ orderNo });
  return order;
}

/** Locks the order a provider checkout belongs to, by its id: the same first lock of the money path. */
export async function lockOrderOfCheckout(tx: Db, orderId: number): Promise<Order> {
  const order = await lockOrderById(tx, orderId);
  if (!order) throw new Error(`order ${orderId} of a checkout does not exist`);
  return order;
}

/** An unpaid order past its close time can no longer be paid, even before the sweep has closed it. */
export function assertPayable(order: Order, now: Date): void {
  if (order.payStatus === PayStatus.Paid) throw orderErrors.orderPaid();
  if (order.payStatus !== PayStatus.Unpaid || order.closeAt <= now) throw orderErrors.orderCancelled();
}

export type Payment = {
  payType: number;
  payCurrency: "usd" | "cny";
  payPriceMinor: number;
  discountCents: number;
  paidAt: Date;
  provider: string | null;
  /** The provider's id of the payment that settled it: a later report of the same payment is not a second one. */
  providerRef?: string | null;
  /** The provider's id of the money taken, when it differs from `providerRef` (Stripe's PaymentIntent): what a refund names. */
  providerPaymentRef?: string | null;
};

/** The order's columns a fulfilment sets, written with the payment in one statement. */
export type Fulfilment = { fulfilledAt: Date; dealStatus?: number };

/**
 * Marks the locked order paid and fulfilled in one statement; `from` is its expected status
 * (unpaid, or cancelled or failed for a late payment). Answers the row as committed.
 */
export async function markOrderPaid(
  tx: Db,
  order: Order,
  payment: Payment,
  fulfilment: Fulfilment,
  from: number = PayStatus.Unpaid,
): Promise<Order> {
  const row = await markPaid(tx, order.id, from, { ...payment, ...fulfilment });
  if (!row) throw orderErrors.orderPaid();
  return row;
}

/**
 * Gives the customer what the order bought, once, in the paying transaction: static → the
 * reserved IPs become theirs until paid time + the period; renewal → each IP's expiry moves on by
 * the period; residential → traffic and days on the proxy account. A top-up has nothing to hand
 * over here (the wallet credit is the payment itself). Answers the order's columns to write with
 * its payment (`markOrderPaid`), or 'unavailable' (nothing changed) when a late payment finds the
 * stock or the IPs gone.
 */
export async function fulfilOrder(tx: Db, order: Order, paidAt: Date): Promise<Fulfilment | "unavailable"> {
  if (order.fulfilledAt) throw new Error(`order ${order.orderNo} is already fulfilled`);
  if (order.kind === "static") {
    if (!(await assignStatic(tx, order, paidAt))) return "unavailable";
  } else if (order.kind === "renewal") {
    if (!(await extendRenewal(tx, order, paidAt))) return "unavailable";
  } else if (order.kind === "residential") {
    await grantResidentialTraffic(tx, { userId: order.userId, mb: order.flowMb, days: order.days, now: paidAt });
  }
  return { fulfilledAt: paidAt, ...(order.kind === "static" || order.kind === "renewal" ? { dealStatus: 3 } : {}) };
}

async function assignStatic(tx: Db, order: Order, paidAt: Date): Promise<boolean> {
  const expireAt = new Date(paidAt.getTime() + staticPeriodMs(order.dateUnit as StaticPeriod));
  if (order.payStatus !== PayStatus.Unpaid) {
    // A payment after the close (cancelled, or failed in another tab): the reservation was
    // released; take the IPs again if they are there.
    for (const item of await itemsOf(tx, [order.id])) {
      if (
        (await reserveIps(tx, { regionId: item.regionId, orderId: order.id, quantity: item.quantity })) < item.quantity
      ) {
        await releaseReservedIps(tx, order.id);
        return false;
      }
    }
  }
  const assigned = await assignReservedIps(tx, {
    orderId: order.id,
    ownerId: order.userId,
    assignedAt: paidAt,
    expireAt,
  });
  if (assigned !== order.quantity) throw new Error(`order ${order.orderNo} held ${assigned} of ${order.quantity} IPs`);
  return true;
}

async function extendRenewal(tx: Db, order: Order, paidAt: Date): Promise<boolean> {
  const items = await itemsOf(tx, [order.id]);
  const ids = items.flatMap((item) => (item.staticIpId ? [item.staticIpId] : []));
  // Locked first: the expiry sweep skips these rows, so none is released under this payment.
  const ips = await lockOwnedIps(tx, order.userId, ids);
  // Unpaid inside its window, the renewal held its IPs past the grace: judged as when placed.
  const judgedAt = renewalJudgedAt({ unpaid: order.payStatus === PayStatus.Unpaid, ...order }, paidAt);
  const renewable = ips.filter((ip) =>
    isRenewable({ owned: true, disabled: ip.status === "disabled", expireAt: ip.expireAt }, judgedAt),
  );
  if (renewable.length !== ids.length) return false;
  for (const ip of renewable) {
    await setIpExpiry(tx, ip.id, renewedExpiry(ip.expireAt as Date, order.dateUnit as PaidStaticPeriod, paidAt));
  }
  return true;
}

/** A page of the customer's top-up orders, newest first, for the wallet's deposit history. */
export async function rechargeOrderRows(db: Db, userId: string, window: ListWindow): Promise<NewestFirstPage<Order>> {
  return rechargePage(db, userId, window);
}

/** Which of the named orders are wallet top-ups (the wallet counts a top-up's refund apart from an order's). */
export async function topUpOrderIdsAmong(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  return new Set(await rechargeIdsAmong(db, orderIds));
}

/**
 * What an order buys, as a coupon limited to products judges it (ADR 429): a residential order its
 * plan, a static order or a renewal the regions of its lines; a top-up nothing.
 */
export async function orderProducts(
  db: Db,
  order: Pick<Order, "id" | "kind" | "packageId">,
): Promise<{ planIds: number[]; regionIds: number[] }> {
  if (order.kind === "residential")
    return { planIds: order.packageId === null ? [] : [order.packageId], regionIds: [] };
  if (order.kind === "recharge") return { planIds: [], regionIds: [] };
  const regionIds = new Set((await itemsOf(db, [order.id])).map((item) => item.regionId));
  return { planIds: [], regionIds: [...regionIds] };
}

export async function findOrderForReceipt(db: Db, orderNo: string): Promise<Order | undefined> {
  return findOrderByNo(db, orderNo);
}

/** Refunds as the order sees them: their own file, re-exported for the payments module. */
export {
  giveBackRefundedTraffic,
  recordRefund,
  refundableCents,
  releaseRefund,
  reserveRefund,
  settleRefund,
  takeBackOnFullRefund,
  takeBackRefundedTraffic,
} from "./order-refunds.service.ts";

/** The orders module's failures, for callers that report an order-level refusal. */
export { orderErrors } from "./orders.errors.ts";
