import { PayStatus } from "@portico/contracts";
import { formatUsd, type StaticPeriod, staticPeriodMs } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { giveBackTraffic, takeBackTraffic } from "../proxy-accounts/proxy-accounts.service.ts";
import { releaseOwnedIps, shortenIpExpiry } from "../static-inventory/static-inventory.service.ts";
import { orderRefundErrors } from "./order-refunds.errors.ts";
import { unrefundedRenewalsOf } from "./order-refunds.repository.ts";
import { orderErrors } from "./orders.errors.ts";
import {
  addRefund,
  itemsOf,
  releaseRefundCents,
  reserveRefundCents,
  settleReservedRefund,
  updateOrder,
} from "./orders.repository.ts";
import type { Order } from "./orders.types.ts";

/**
 * A refund as the order sees it (ADR 402, ADR 406): its refunded and reserved cents, never above
 * what was paid, and what the customer gives back with the money. Every function runs in the
 * refund's transaction after the order row was locked; the ones that take goods back run last,
 * after the ledger (ADR 400's lock order: order, refund, customer accounts, then IPs and traffic).
 */

const paidCents = (order: Order) => order.priceCents - order.discountCents;

/** Cents of the payment a new refund may still take: paid, less refunded and reserved. */
export function refundableCents(order: Order): number {
  return paidCents(order) - order.refundedCents - order.refundPendingCents;
}

function assertRefundable(order: Order, amountCents: number): void {
  if (order.payStatus !== PayStatus.Paid) throw orderErrors.refundUnpaid();
  if (amountCents <= 0 || amountCents > refundableCents(order))
    throw orderErrors.refundTooLarge({ left: formatUsd(refundableCents(order)) });
}

/** A refund made at once (to the wallet): refunded_cents rises by a conditional update, never above what was paid. */
export async function recordRefund(tx: Db, order: Order, amountCents: number): Promise<{ full: boolean }> {
  assertRefundable(order, amountCents);
  const full = order.refundedCents + amountCents === paidCents(order);
  if (!(await addRefund(tx, order.id, amountCents, paidCents(order), full ? 2 : 1)))
    throw orderErrors.refundTooLarge({ left: "$0.00" });
  return { full };
}

/** Sets a provider refund's amount aside on the locked order until the provider answers (ADR 402). */
export async function reserveRefund(tx: Db, order: Order, amountCents: number): Promise<void> {
  assertRefundable(order, amountCents);
  if (!(await reserveRefundCents(tx, order.id, amountCents, paidCents(order))))
    throw orderErrors.refundTooLarge({ left: "$0.00" });
}

/** The provider made a reserved refund: it becomes refunded. */
export async function settleRefund(tx: Db, order: Order, amountCents: number): Promise<{ full: boolean }> {
  const refunded = await settleReservedRefund(tx, order.id, amountCents, paidCents(order));
  if (refunded === undefined) throw new Error(`order ${order.orderNo} holds no reserved refund of ${amountCents}`);
  return { full: refunded === paidCents(order) };
}

/** The provider refused a reserved refund: its amount may be refunded again. */
export async function releaseRefund(tx: Db, order: Order, amountCents: number): Promise<void> {
  if (!(await releaseRefundCents(tx, order.id, amountCents)))
    throw new Error(`order ${order.orderNo} holds no reserved refund of ${amountCents}`);
}

/**
 * The MB of a residential order's traffic that refunds of `refundedCents` in all (made and
 * reserved) take back: the same share of the plan, rounded down. A function of the total, not of
 * each refund, so the parts of a full refund add up to the whole plan whatever their order.
 */
export function trafficTakenBack(order: Order, refundedCents: number): number {
  if (order.kind !== "residential" || paidCents(order) <= 0) return 0;
  return Math.floor((order.flowMb * refundedCents) / paidCents(order));
}

/**
 * A refund being made or reserved on the locked order (`order` as read before it) takes back its
 * share of a residential plan's traffic, out of what is unused; refused when that is too little.
 */
export async function takeBackRefundedTraffic(tx: Db, order: Order, amountCents: number): Promise<void> {
  const before = order.refundedCents + order.refundPendingCents;
  const mb = trafficTakenBack(order, before + amountCents) - trafficTakenBack(order, before);
  const unused = await takeBackTraffic(tx, order.userId, mb);
  if (unused !== undefined) throw orderRefundErrors.trafficUsed({ amount: formatUsd(amountCents), mb, unused });
}

/** A reserved refund the provider refused (`order` as read with it still reserved): its traffic is given back. */
export async function giveBackRefundedTraffic(tx: Db, order: Order, amountCents: number): Promise<void> {
  const before = order.refundedCents + order.refundPendingCents;
  const mb = trafficTakenBack(order, before) - trafficTakenBack(order, before - amountCents);
  await giveBackTraffic(tx, order.userId, mb);
}

/**
 * What a full refund takes back besides the money. Static: the IPs return to stock and the deal
 * is failed; renewals paid for those IPs are separate payments and stay as they are — their
 * numbers are answered so the operator can refund them too. Renewal: each IP still held moves back
 * by the period the renewal added. A partial refund of either takes nothing back.
 */
export async function takeBackOnFullRefund(tx: Db, order: Order): Promise<{ renewals: string[] }> {
  if (order.kind === "static") {
    const released = await releaseOwnedIps(tx, order.id);
    const renewals = await unrefundedRenewalsOf(tx, released);
    await updateOrder(tx, order.id, { dealStatus: 4 });
    return { renewals };
  }
  if (order.kind === "renewal" && order.paidAt) {
    const ipIds = (await itemsOf(tx, [order.id])).flatMap((item) => (item.staticIpId ? [item.staticIpId] : []));
    const periodMs = staticPeriodMs(order.dateUnit as StaticPeriod);
    await shortenIpExpiry(tx, { ipIds, ownerId: order.userId, assignedBy: order.paidAt, periodMs });
  }
  return { renewals: [] };
}
