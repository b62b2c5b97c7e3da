import { PayStatus } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { releaseCoupon, spendCouponOfPayment } from "../coupons/coupons.service.ts";
import { closeLockedOrder, fulfilOrder, lockOrderOfCheckout, markOrderPaid } from "../orders/orders.service.ts";
import type { Order } from "../orders/orders.types.ts";
import {
  creditLatePayment,
  creditRecharge,
  lockCustomerWallet,
  recordProviderPayment,
} from "../wallet/wallet.service.ts";
import {
  checkoutPaidBy,
  endOpenCheckout,
  findCheckout,
  insertCheckout,
  lockCheckout,
  markCheckoutPaid,
  nextCheckoutNo,
} from "./checkouts.repository.ts";
import { type CreditReason, creditMemo } from "./credit-memos.ts";
import { recordEvent, setEventResult } from "./payment-events.repository.ts";
import type { VerifiedPaymentEvent } from "./payment-provider.ts";
import type { PaymentCheckoutRow } from "./payments.tables.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { sendReceipt } from "./send-receipt.ts";
import { settleOrder } from "./settle-payment.ts";

/** What an event did, recorded with it for the operator. */
export type EventResult =
  | "fulfilled"
  | "fulfilled_late"
  | "recharged"
  | "credited_late"
  | "credited_duplicate"
  | "credited_coupon"
  | "credited_mismatch"
  | "failed"
  | "ignored"
  | "duplicate"
  | "same_payment"
  | "unknown_order";

/**
 * Acts on a verified provider event exactly once, in one transaction that locks the order, then
 * the checkout the event names (ADR 404). The event id is recorded in the same transaction, so a
 * re-sent, replayed or concurrent copy changes nothing; a provider payment is counted once
 * whatever event reports it. A payment is judged against its own checkout: what it asked, and the
 * coupon it was priced with. Money that arrived is never lost: it pays its order — after a close
 * too, if the IPs and the coupon can still be had — or it is credited to the customer's wallet
 * with a balance-log line saying why.
 */
export async function handlePaymentEvent(
  deps: PaymentsDeps,
  provider: string,
  event: VerifiedPaymentEvent,
): Promise<EventResult> {
  const now = deps.clock.now();
  const { result, order } = await deps.db.transaction(async (tx) => {
    const found = await findCheckout(tx, provider, event.reference);
    const order = found ? await lockOrderOfCheckout(tx, found.orderId) : undefined;
    const checkout = found ? await lockCheckout(tx, found.id) : undefined;
    const { paymentRef: _kept, reference, ...recorded } = event;
    const row = {
      ...recorded,
      orderNo: order?.orderNo ?? reference,
      checkoutId: checkout?.id ?? null,
      provider,
      result: "processing",
    };
    if (!(await recordEvent(tx, row))) return { result: "duplicate" as const, order };
    const result: EventResult =
      order && checkout ? await applyEvent(tx, { order, checkout, event, provider, now, deps }) : "unknown_order";
    await setEventResult(tx, provider, event.eventId, result);
    return { result, order };
  });
  deps.log.info({ provider, eventId: event.eventId, reference: event.reference, result }, "payment event");
  if (order && (result === "fulfilled" || result === "fulfilled_late" || result === "recharged")) {
    await sendReceipt(deps, order.orderNo);
  }
  return result;
}

type EventContext = {
  order: Order;
  checkout: PaymentCheckoutRow;
  event: VerifiedPaymentEvent;
  provider: string;
  now: Date;
  deps: Pick<PaymentsDeps, "cnyPerUsd">;
};

async function applyEvent(tx: Db, context: EventContext): Promise<EventResult> {
  const { order, checkout, event, now } = context;
  if (event.outcome === "cancelled") {
    await endOpenCheckout(tx, checkout.id, "expired");
    return "ignored";
  }
  if (event.outcome === "failed") {
    await endOpenCheckout(tx, checkout.id, "failed");
    return order.payStatus === PayStatus.Unpaid && (await closeLockedOrder(tx, order, now, PayStatus.Failed))
      ? "failed"
      : "ignored";
  }
  const paymentRef = event.paymentRef ?? event.providerRef;
  // The same payment reported again (Alipay's TRADE_FINISHED after TRADE_SUCCESS, a new event id):
  // it was counted when it first arrived, on whichever checkout it paid.
  if (await checkoutPaidBy(tx, context.provider, paymentRef)) return "same_payment";
  // A second, different payment of a checkout already paid gets a checkout row of its own.
  const paid = checkout.state === "paid" ? await secondPaymentOf(tx, checkout, order) : checkout;
  return payWith(tx, { ...context, checkout: paid }, paymentRef);
}

async function secondPaymentOf(tx: Db, checkout: PaymentCheckoutRow, order: Order): Promise<PaymentCheckoutRow> {
  const { id: _id, checkoutNo: _no, providerRef, state: _state, result: _result, paidAt: _at, ...asked } = checkout;
  return insertCheckout(tx, {
    ...asked,
    providerRef,
    paymentRef: null,
    paidMinor: null,
    paidCents: null,
    checkoutNo: await nextCheckoutNo(tx, order.id, order.orderNo),
  });
}

/** Where a payment of a checkout goes: its order, or the wallet (and why). */
async function payWith(tx: Db, context: EventContext, paymentRef: string): Promise<EventResult> {
  const { order, checkout, event, provider, now } = context;
  const asked = event.currency === checkout.currency && event.amountMinor === checkout.amountMinor;
  const paidCents = asked ? checkout.amountCents : centsPaid(event, checkout, context.deps.cnyPerUsd);
  const done = async (result: EventResult, destination: "fulfilled" | "credited") => {
    const marked = await markCheckoutPaid(tx, checkout.id, {
      paymentRef,
      paidMinor: event.amountMinor,
      paidCents,
      result: destination,
      paidAt: now,
    });
    // The checkout is locked and was not paid: anything else is a broken invariant, rolled back.
    if (!marked) throw new Error(`checkout ${checkout.checkoutNo} was paid already`);
    return result;
  };
  const credit = async (why: CreditReason, result: EventResult) => {
    if (paidCents > 0) {
      await creditLatePayment(tx, {
        key: `checkout:${checkout.id}`,
        checkoutId: checkout.id,
        userId: order.userId,
        orderId: order.id,
        orderNo: order.orderNo,
        amountCents: paidCents,
        provider,
        memo: creditMemo(why, order),
      });
    }
    return done(result, "credited");
  };

  if (!asked || order.priceCents - checkout.discountCents !== checkout.amountCents) {
    return credit("mismatch", "credited_mismatch");
  }
  if (order.payStatus === PayStatus.Paid) return credit("duplicate", "credited_duplicate");
  const settlement = {
    payType: checkout.payType,
    payCurrency: checkout.currency,
    payPriceMinor: checkout.amountMinor,
    discountCents: checkout.discountCents,
    provider,
    providerRef: event.providerRef,
    providerPaymentRef: event.paymentRef ?? null,
    paidAt: now,
  };
  if (order.kind === "recharge") {
    const fulfilment = await fulfilOrder(tx, order, now);
    if (fulfilment === "unavailable") throw new Error(`top-up ${order.orderNo} could not be fulfilled`);
    await markOrderPaid(tx, order, settlement, fulfilment, order.payStatus);
    await creditRecharge(tx, {
      key: `recharge:${order.id}`,
      checkoutId: checkout.id,
      userId: order.userId,
      orderId: order.id,
      orderNo: order.orderNo,
      amountCents: paidCents,
      provider,
      memo: { en: order.titleEn, zh: order.titleZh },
    });
    return done("recharged", "fulfilled");
  }
  const late = order.payStatus !== PayStatus.Unpaid;
  // The customer's accounts before the IPs (ADR 400's lock order): a payment that finds its IPs
  // gone has locked them, and then credits the wallet.
  await lockCustomerWallet(tx, order.userId);
  if (!(await spendCouponOfPayment(tx, order, checkout.couponId))) return credit("coupon", "credited_coupon");
  if ((await settleOrder(tx, order, settlement, order.payStatus, true)) === "unavailable") {
    if (late) await releaseCoupon(tx, order.id);
    else await closeLockedOrder(tx, order, now);
    return credit("late", "credited_late");
  }
  await recordProviderPayment(tx, {
    checkoutId: checkout.id,
    userId: order.userId,
    orderId: order.id,
    orderNo: order.orderNo,
    priceCents: order.priceCents,
    discountCents: checkout.discountCents,
    provider,
    memo: { en: order.titleEn, zh: order.titleZh },
  });
  return done(late ? "fulfilled_late" : "fulfilled", "fulfilled");
}

/**
 * USD cents of a payment that is not what its checkout asked: at the checkout's own rate, else
 * the configured one; rounded down, so a conversion never credits more than arrived.
 */
function centsPaid(event: VerifiedPaymentEvent, checkout: PaymentCheckoutRow, cnyPerUsd: number): number {
  if (event.currency === "usd") return event.amountMinor;
  if (checkout.currency === "cny" && checkout.amountMinor > 0) {
    return Math.floor((event.amountMinor * checkout.amountCents) / checkout.amountMinor);
  }
  return Math.floor(event.amountMinor / cnyPerUsd);
}
