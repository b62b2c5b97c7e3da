import { PayStatus } from "@portico/contracts";
import {
  centsToDollars,
  isRenewable,
  type PaidStaticPeriod,
  renewalJudgedAt,
  renewedExpiry,
  type StaticPeriod,
  staticPeriodMs,
  type UiLanguage,
} from "@portico/domain";
import type { Db } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import { grantResidentialTraffic } from "../proxy-accounts/proxy-accounts.service.ts";
import { orderErrors } from "./orders.errors.ts";
import { presentOrder } from "./orders.presenter.ts";
import {
  addRefund,
  assignReservedIps,
  findOrder,
  findOrderByNo,
  itemsOf,
  lockOrder,
  lockOwnedIps,
  markPaid,
  rechargeOrderRows,
  releaseOwnedIps,
  releaseRefundCents,
  releaseReservedIps,
  reserveIps,
  reserveRefundCents,
  setIpExpiry,
  settleReservedRefund,
  updateOrder,
} from "./orders.repository.ts";

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
  return presentOrder(order, await itemsOf(db, [order.id]), language);
}

export async function presentOrderRow(db: Db, order: OrderRow, language: UiLanguage) {
  // Residential plans and top-ups have no lines: nothing to read.
  const lined = order.kind === "static" || order.kind === "renewal";
  return presentOrder(order, lined ? await itemsOf(db, [order.id]) : [], language);
}

export async function customerOrder(db: Db, userId: string, orderNo: string): Promise<OrderRow> {
  const order = await findOrder(db, orderNo, userId);
  if (!order) throw orderErrors.orderNotFound({ orderNo });
  return order;
}

/** Locks the order row (the first lock of every money path); `userId` set: only the owner's order is found. */
export async function lockOrderNo(tx: Db, orderNo: string, userId?: string): Promise<OrderRow> {
  const order = await lockOrder(tx, orderNo);
  if (!order || (userId !== undefined && order.userId !== userId)) throw orderErrors.orderNotFound({ orderNo });
  return order;
}

/** An unpaid order past its close time can no longer be paid, even before the sweep has closed it. */
export function assertPayable(order: OrderRow, now: Date): void {
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
  order: OrderRow,
  payment: Payment,
  fulfilment: Fulfilment,
  from: number = PayStatus.Unpaid,
): Promise<OrderRow> {
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
export async function fulfilOrder(tx: Db, order: OrderRow, paidAt: Date): Promise<Fulfilment | "unavailable"> {
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

async function assignStatic(tx: Db, order: OrderRow, paidAt: Date): Promise<boolean> {
  const expireAt = new Date(paidAt.getTime() + staticPeriodMs(order.dateUnit as StaticPeriod));
  if (order.payStatus !== PayStatus.Unpaid) {
    // A payment after the close (cancelled, or failed in another tab): the reservation was
    // released; take the IPs again if they are there.
    for (const item of await itemsOf(tx, [order.id])) {
      if ((await reserveIps(tx, item.regionId, order.id, item.quantity)) < item.quantity) {
        await releaseReservedIps(tx, order.id);
        return false;
      }
    }
  }
  const assigned = await assignReservedIps(tx, order.id, order.userId, paidAt, expireAt);
  if (assigned !== order.quantity) throw new Error(`order ${order.orderNo} held ${assigned} of ${order.quantity} IPs`);
  return true;
}

async function extendRenewal(tx: Db, order: OrderRow, paidAt: Date): Promise<boolean> {
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

export { rechargeOrderRows };

export const findOrderForReceipt = findOrderByNo;

/**
 * Records a refund on the locked, paid order: `refunded_cents` grows by a conditional update that
 * can never pass what was paid; refund_status becomes partial or full. A full refund of static IPs
 * takes them back into stock and marks the deal failed (4).
 */
/** Cents of the payment a new refund may still take: paid, less refunded and reserved. */
export function refundableCents(order: OrderRow): number {
  return order.priceCents - order.discountCents - order.refundedCents - order.refundPendingCents;
}

function assertRefundable(order: OrderRow, amountCents: number): void {
  if (order.payStatus !== PayStatus.Paid) throw orderErrors.refundUnpaid();
  if (amountCents <= 0 || amountCents > refundableCents(order))
    throw orderErrors.refundTooLarge({ left: `$${centsToDollars(refundableCents(order)).toFixed(2)}` });
}

/** A full refund of static IPs takes them back into stock; the order's deal is then failed. */
async function afterRefund(tx: Db, order: OrderRow, full: boolean): Promise<{ full: boolean }> {
  if (full && order.kind === "static") {
    await releaseOwnedIps(tx, order.id);
    await updateOrder(tx, order.id, { dealStatus: 4 });
  }
  return { full };
}

/** A refund made at once (to the wallet): refunded_cents rises, never above what was paid. */
export async function recordRefund(tx: Db, order: OrderRow, amountCents: number): Promise<{ full: boolean }> {
  assertRefundable(order, amountCents);
  const paid = order.priceCents - order.discountCents;
  const full = order.refundedCents + amountCents === paid;
  if (!(await addRefund(tx, order.id, amountCents, paid, full ? 2 : 1)))
    throw orderErrors.refundTooLarge({ left: "$0.00" });
  return afterRefund(tx, order, full);
}

/** Sets a provider refund's amount aside on the locked order until the provider answers (ADR 402). */
export async function reserveRefund(tx: Db, order: OrderRow, amountCents: number): Promise<void> {
  assertRefundable(order, amountCents);
  if (!(await reserveRefundCents(tx, order.id, amountCents, order.priceCents - order.discountCents)))
    throw orderErrors.refundTooLarge({ left: "$0.00" });
}

/** The provider made a reserved refund: it becomes refunded (and a full one frees static IPs). */
export async function settleRefund(tx: Db, order: OrderRow, amountCents: number): Promise<{ full: boolean }> {
  const paid = order.priceCents - order.discountCents;
  const refunded = await settleReservedRefund(tx, order.id, amountCents, paid);
  if (refunded === undefined) throw new Error(`order ${order.orderNo} holds no reserved refund of ${amountCents}`);
  return afterRefund(tx, order, refunded === paid);
}

/** The provider refused a reserved refund: its amount may be refunded again. */
export async function releaseRefund(tx: Db, order: OrderRow, amountCents: number): Promise<void> {
  if (!(await releaseRefundCents(tx, order.id, amountCents)))
    throw new Error(`order ${order.orderNo} holds no reserved refund of ${amountCents}`);
}

/** The orders module's failures, for callers that report an order-level refusal. */
export { orderErrors } from "./orders.errors.ts";
