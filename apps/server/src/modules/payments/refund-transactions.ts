import { PayStatus } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import {
  giveBackRefundedTraffic,
  lockOrderNo,
  recordRefund,
  refundableCents,
  releaseRefund,
  reserveRefund,
  settleRefund,
  takeBackOnFullRefund,
  takeBackRefundedTraffic,
} from "../orders/orders.service.ts";
import type { Order } from "../orders/orders.types.ts";
import { refundPayment, returnTopUp, takeBackTopUp } from "../wallet/wallet.service.ts";
import { paymentErrors } from "./payments.errors.ts";
import type { OrderRefundRow } from "./payments.tables.ts";
import { refundShareMinor } from "./refund-share.ts";
import { refundErrors } from "./refunds.errors.ts";
import { insertRefund, lockRefund, minorTaken, settlePendingRefund } from "./refunds.repository.ts";

/**
 * The three transactions of a refund (ADR 402, ADR 406). Each locks the order first, then the
 * refund row, then (in the ledger) the customer's accounts, then what the order gave: ADR 400's
 * lock order.
 */

export type RefundRequest = {
  orderNo: string;
  /** Cents; absent refunds all that is left. */
  amountCents?: number;
  /** To the customer's wallet, or back through the provider that took the payment. */
  to: "wallet" | "provider";
  /** Unique per refund, the same on a retry: the provider's idempotency key. */
  requestId: string;
};

export type RefundDone = {
  requestId: string;
  orderNo: string;
  amountCents: number;
  full: boolean;
  /** "wallet" or the provider's name. */
  to: string;
  /** True when an earlier run with this request id had already made the refund. */
  already: boolean;
  /** A full refund of static IPs: the paid renewals of those IPs, separate orders left as they are. */
  renewals: string[];
};

/**
 * What the first transaction leaves to do: nothing, or ask the provider for a reserved refund;
 * `fresh` when it wrote the refund (not a request id seen before).
 */
export type RefundStart = ({ done: RefundDone } | { send: OrderRefundRow }) & { order: Order; fresh: boolean };

const memoOf = (order: Order) => ({ en: `Refund: ${order.titleEn}`, zh: `退款：${order.titleZh}` });

function doneOf(
  order: Order,
  refund: OrderRefundRow,
  full: boolean,
  already: boolean,
  renewals: string[] = [],
): RefundDone {
  return {
    requestId: refund.requestId,
    orderNo: order.orderNo,
    amountCents: refund.amountCents,
    full,
    to: refund.provider ?? "wallet",
    already,
    renewals,
  };
}

/** A top-up is the customer's own money in their wallet: it is refunded out of that wallet, never from revenue. */
const isTopUp = (order: Order) => order.kind === "recharge";

const ledgerRefundOf = (order: Order, refund: OrderRefundRow) => ({
  requestId: refund.requestId,
  userId: order.userId,
  orderId: order.id,
  orderNo: order.orderNo,
  amountCents: refund.amountCents,
  memo: memoOf(order),
});

/**
 * Refunds to the wallet at once; for the provider, reserves the amount and writes the refund
 * `pending`. A request id seen before resumes its refund instead of starting another.
 */
export async function startRefund(
  tx: Db,
  request: RefundRequest,
  canRefund: (provider: string) => boolean,
  now: Date,
): Promise<RefundStart> {
  const order = await lockOrderNo(tx, request.orderNo);
  const seen = await lockRefund(tx, request.requestId);
  if (seen) return resumed(order, seen, request);

  const amountCents = request.amountCents ?? refundableCents(order);
  const provider = request.to === "provider" ? order.provider : null;
  // Every refund, wherever it goes, keeps its share of the payment in the payment's currency
  // (read from the order as it was locked, before this refund counts on it).
  const share = async () => refundShareMinor(order, amountCents, await minorTaken(tx, order));
  const base = { requestId: request.requestId, orderId: order.id, amountCents, currency: order.payCurrency ?? "usd" };
  if (!provider) {
    // To the wallet, and any order paid from the balance: one transaction, nothing to wait for.
    if (isTopUp(order) && order.payStatus === PayStatus.Paid)
      throw refundErrors.topUpToWallet({ orderNo: order.orderNo });
    const { full } = await recordRefund(tx, order, amountCents);
    const refund = await insertRefund(tx, {
      ...base,
      amountMinor: await share(),
      destination: "wallet",
      status: "succeeded",
      settledAt: now,
    });
    if (!refund) throw paymentErrors.refundRequestConflict({ requestId: request.requestId, other: "another order" });
    await refundPayment(tx, { ...ledgerRefundOf(order, refund), to: { wallet: true } });
    await takeBackRefundedTraffic(tx, order, amountCents);
    const { renewals } = full ? await takeBackOnFullRefund(tx, order) : { renewals: [] };
    return { done: doneOf(order, refund, full, false, renewals), order, fresh: true };
  }
  if (!canRefund(provider) || !order.providerRef || !order.payCurrency) {
    const reason = canRefund(provider) ? "the payment's reference was not recorded" : "the provider is not configured";
    throw paymentErrors.refundUnavailable({ orderNo: order.orderNo, provider, reason });
  }
  await reserveRefund(tx, order, amountCents);
  const refund = await insertRefund(tx, {
    ...base,
    destination: "provider",
    provider,
    currency: order.payCurrency,
    amountMinor: await share(),
    status: "pending",
  });
  if (!refund) throw paymentErrors.refundRequestConflict({ requestId: request.requestId, other: "another order" });
  // What cannot be spent or used while the provider is asked leaves the customer now.
  if (isTopUp(order)) await takeBackTopUp(tx, { ...ledgerRefundOf(order, refund), provider });
  await takeBackRefundedTraffic(tx, order, amountCents);
  return { send: refund, order, fresh: true };
}

/** A request id seen before: its refund, if it is this one, carries on from where it stopped. */
function resumed(order: Order, seen: OrderRefundRow, request: RefundRequest): RefundStart {
  const to = seen.destination === "wallet" ? "wallet" : "provider";
  const sameOrder = seen.orderId === order.id;
  if (
    !sameOrder ||
    (request.amountCents !== undefined && request.amountCents !== seen.amountCents) ||
    request.to !== to
  ) {
    const other = sameOrder
      ? `$${(seen.amountCents / 100).toFixed(2)} to ${seen.provider ?? "the wallet"}`
      : "another order";
    throw paymentErrors.refundRequestConflict({ requestId: seen.requestId, other });
  }
  if (seen.status === "failed")
    throw paymentErrors.refundFailedBefore({ requestId: seen.requestId, reason: seen.failure ?? "no reason kept" });
  if (seen.status === "succeeded")
    return { done: doneOf(order, seen, order.refundStatus === 2, true), order, fresh: false };
  return { send: seen, order, fresh: false };
}

/**
 * The provider made the refund: it is counted on the order and booked (revenue → the provider's
 * clearing account; a top-up's was booked from the wallet when it was reserved).
 */
export async function completeRefund(
  tx: Db,
  orderNo: string,
  requestId: string,
  refundRef: string,
  now: Date,
): Promise<RefundDone> {
  const { order, refund } = await lockBoth(tx, orderNo, requestId);
  if (refund.status === "succeeded") return doneOf(order, refund, order.refundStatus === 2, true);
  if (!(await settlePendingRefund(tx, refund.id, "succeeded", { providerRefundRef: refundRef, settledAt: now })))
    throw new Error(`refund ${requestId} is ${refund.status}, yet its provider made it`);
  const { full } = await settleRefund(tx, order, refund.amountCents);
  if (!isTopUp(order))
    await refundPayment(tx, { ...ledgerRefundOf(order, refund), to: { provider: refund.provider ?? "" } });
  const { renewals } = full ? await takeBackOnFullRefund(tx, order) : { renewals: [] };
  return doneOf(order, refund, full, false, renewals);
}

/**
 * The provider refused: the refund is failed and its reserved amount refundable again; nothing is
 * booked, and what was taken back at the reservation (a top-up's money, traffic) is given back.
 */
export async function failRefund(tx: Db, orderNo: string, requestId: string, reason: string, now: Date) {
  const { order, refund } = await lockBoth(tx, orderNo, requestId);
  if (!(await settlePendingRefund(tx, refund.id, "failed", { failure: reason, settledAt: now }))) return;
  await releaseRefund(tx, order, refund.amountCents);
  if (isTopUp(order)) {
    await returnTopUp(tx, {
      ...ledgerRefundOf(order, refund),
      provider: refund.provider ?? "",
      memo: {
        en: `Refund refused by ${refund.provider}: ${order.titleEn} returned to your balance`,
        zh: `${refund.provider} 拒绝退款：${order.titleZh} 已退回余额`,
      },
    });
  }
  await giveBackRefundedTraffic(tx, order, refund.amountCents);
}

async function lockBoth(tx: Db, orderNo: string, requestId: string) {
  const order = await lockOrderNo(tx, orderNo);
  const refund = await lockRefund(tx, requestId);
  if (!refund || refund.orderId !== order.id) throw new Error(`order ${orderNo} has no refund ${requestId}`);
  return { order, refund };
}
