import { PayStatus } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import { releaseCoupon, retakeCoupon } from "../coupons/coupons.service.ts";
import { closeLockedOrder, fulfilOrder, lockOrderNo, markOrderPaid } from "../orders/orders.service.ts";
import { creditLatePayment, creditRecharge, recordProviderPayment } from "../wallet/wallet.service.ts";
import { recordEvent, setEventResult } from "./payment-events.repository.ts";
import type { VerifiedPaymentEvent } from "./payment-provider.ts";
import { paymentErrors } from "./payments.errors.ts";
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
  | "failed"
  | "ignored"
  | "duplicate"
  | "unknown_order";

/**
 * Acts on a verified provider event exactly once, in one transaction that locks the order first.
 * The event id is recorded in the same transaction, so a re-sent, replayed or concurrent copy
 * changes nothing. Money that arrived is never lost: a payment after the order closed fulfils it
 * if the IPs and the coupon can still be had, else — like a second payment of a paid order — it
 * is credited to the customer's wallet with a balance-log line saying why.
 */
export async function handlePaymentEvent(
  deps: PaymentsDeps,
  provider: string,
  event: VerifiedPaymentEvent,
): Promise<EventResult> {
  const now = deps.clock.now();
  const { result, order } = await deps.db.transaction(async (tx) => {
    const order = await lockOrderNo(tx, event.orderNo).catch(() => undefined);
    if (
      order &&
      event.outcome === "paid" &&
      (event.currency !== order.payCurrency || event.amountMinor !== order.payPriceMinor)
    ) {
      throw paymentErrors.webhookRejected({
        reason: `amount ${event.amountMinor} ${event.currency} does not match the order`,
      });
    }
    const { paymentRef: _kept, ...recorded } = event;
    const row = { ...recorded, provider, result: "processing" };
    if (!(await recordEvent(tx, row))) return { result: "duplicate" as const, order };
    const result: EventResult = order ? await applyEvent(tx, order, event, provider, now) : "unknown_order";
    await setEventResult(tx, provider, event.eventId, result);
    return { result, order };
  });
  deps.log.info({ provider, eventId: event.eventId, orderNo: event.orderNo, result }, "payment event");
  if (order && (result === "fulfilled" || result === "fulfilled_late" || result === "recharged")) {
    await sendReceipt(deps, order.orderNo);
  }
  return result;
}

async function applyEvent(
  tx: Db,
  order: OrderRow,
  event: VerifiedPaymentEvent,
  provider: string,
  now: Date,
): Promise<EventResult> {
  if (event.outcome === "cancelled") return "ignored";
  if (event.outcome === "failed") {
    return order.payStatus === PayStatus.Unpaid && (await closeLockedOrder(tx, order, now, PayStatus.Failed))
      ? "failed"
      : "ignored";
  }
  const dueCents = order.priceCents - order.discountCents;
  const credit = (kind: "late" | "duplicate") => ({
    userId: order.userId,
    orderId: order.id,
    orderNo: order.orderNo,
    amountCents: dueCents,
    provider,
    key: `${provider}:${event.eventId}`,
    memo:
      kind === "late"
        ? {
            en: `Payment for ${order.titleEn} arrived after the order closed: credited to your balance`,
            zh: `${order.titleZh} 的付款在订单关闭后到账，已退回余额`,
          }
        : {
            en: `Second payment for ${order.titleEn}, already paid: credited to your balance`,
            zh: `${order.titleZh} 已支付，重复付款已退回余额`,
          },
  });
  const settlement = {
    payType: order.payType ?? 1,
    payCurrency: event.currency,
    payPriceMinor: event.amountMinor,
    discountCents: order.discountCents,
    provider,
    providerRef: event.providerRef,
    providerPaymentRef: event.paymentRef ?? null,
    paidAt: now,
  };
  // The same payment reported again (Alipay's TRADE_FINISHED after TRADE_SUCCESS): nothing to do.
  const samePayment =
    order.payStatus === PayStatus.Paid && order.provider === provider && order.providerRef === event.providerRef;
  if (samePayment) return "ignored";

  if (order.kind === "recharge") {
    if (order.payStatus === PayStatus.Paid) {
      await creditLatePayment(tx, credit("duplicate"));
      return "credited_duplicate";
    }
    await fulfilOrder(tx, order, now);
    await markOrderPaid(tx, order, settlement, order.payStatus);
    await creditRecharge(tx, {
      ...credit("late"),
      key: `recharge:${order.id}`,
      memo: { en: order.titleEn, zh: order.titleZh },
    });
    return "recharged";
  }
  if (order.payStatus === PayStatus.Paid) {
    await creditLatePayment(tx, credit("duplicate"));
    return "credited_duplicate";
  }
  const late = order.payStatus !== PayStatus.Unpaid;
  if (late && !(await retakeCoupon(tx, order.id, order.userId))) {
    await creditLatePayment(tx, credit("late"));
    return "credited_late";
  }
  if ((await settleOrder(tx, order, settlement, order.payStatus)) === "unavailable") {
    if (late) await releaseCoupon(tx, order.id);
    else await closeLockedOrder(tx, order, now);
    await creditLatePayment(tx, credit("late"));
    return "credited_late";
  }
  await recordProviderPayment(tx, {
    userId: order.userId,
    orderId: order.id,
    orderNo: order.orderNo,
    priceCents: order.priceCents,
    discountCents: order.discountCents,
    provider,
    memo: { en: order.titleEn, zh: order.titleZh },
  });
  return late ? "fulfilled_late" : "fulfilled";
}
