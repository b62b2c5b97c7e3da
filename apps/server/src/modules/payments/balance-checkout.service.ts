import { type CheckoutInit, OrderType, PayStatus, PayType } from "@portico/contracts";
import { centsToDollars, type UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import type { Acting } from "../../plugins/auth/principal.ts";
import { couponErrors, couponHeldBy, holdCoupon, releaseCoupon, spendRedemption } from "../coupons/coupons.service.ts";
import { assertPayable, lockOrderNo, orderErrors, orderProducts } from "../orders/orders.service.ts";
import type { Order } from "../orders/orders.types.ts";
import { payFromBalance, walletFigures } from "../wallet/wallet.service.ts";
import { paymentErrors } from "./payments.errors.ts";
import { settleOrder } from "./settle-payment.ts";

export type CheckoutDeps = { db: Db; now: () => Date };

const titleOf = (order: Order, language: UiLanguage) => (language === "zh-CN" ? order.titleZh : order.titleEn);

/** The payment view's success state for an order (spec 01 §2: pay_result=1 shows the checking overlay). */
export function successUrlOf(order: Pick<Order, "orderNo" | "listType">): string {
  const type = order.listType === 1 ? OrderType.Residential : OrderType.Static;
  return `/payment?pay_result=1&pay_type=${PayType.Balance}&order_no=${order.orderNo}&type=${type}`;
}

/** What the balance checkout dialog shows (spec 01 §3 Checkout init). */
export async function checkoutInit(
  deps: CheckoutDeps,
  userId: string,
  orderNo: string,
  language: UiLanguage,
): Promise<CheckoutInit> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderNo(tx, orderNo, userId);
    assertPayable(order, now);
    if (order.kind === "recharge") throw paymentErrors.rechargeByBalance();
    const held = await couponHeldBy(tx, order.id, order.priceCents, now, () => orderProducts(tx, order));
    const wallet = await walletFigures(tx, userId);
    const discount = held?.discountCents ?? 0;
    return {
      order_no: order.orderNo,
      order_name: titleOf(order, language),
      subtotal: centsToDollars(order.priceCents),
      coupon: held?.code ?? null,
      discount: centsToDollars(discount),
      total: centsToDollars(order.priceCents - discount),
      show_credit: wallet.creditLimitCents > 0 ? 1 : 0,
      credit: centsToDollars(wallet.creditLimitCents - wallet.drawnCreditCents),
      balance: centsToDollars(wallet.walletCents - wallet.drawnCreditCents),
    };
  });
}

/** Holds a coupon for the order (spec: 'coupon applied'); one per order, a new one replaces the old. */
export async function applyCoupon(deps: CheckoutDeps, acting: Acting, orderNo: string, code: string) {
  const userId = acting.accountId;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderNo(tx, orderNo, userId);
    assertPayable(order, now);
    // A top-up buys balance at face value: a coupon would mint money.
    if (order.kind === "recharge") throw couponErrors.notForTopUp();
    const held = await holdCoupon(tx, {
      code,
      userId,
      orderId: order.id,
      subtotalCents: order.priceCents,
      now,
      products: () => orderProducts(tx, order),
    });
    return {
      coupon: held.code,
      discount: centsToDollars(held.discountCents),
      total: centsToDollars(order.priceCents - held.discountCents),
    };
  });
}

/**
 * Pays an order from the balance (and credit line), with an optional coupon, in one transaction
 * that starts by locking the order row: a double click or two tabs run one after the other, and
 * the second finds the order paid. A price of 0 (free test IPs, or a coupon taking everything) is
 * the spec's free option, settled the same way with nothing to debit.
 */
export async function payWithBalance<Staged = undefined>(
  deps: CheckoutDeps,
  acting: Acting,
  orderNo: string,
  couponCode: string | undefined,
  /** Runs in the paying transaction once the order is paid: the receipt is written with the payment. */
  withPaid?: (tx: Db, paid: Order) => Promise<Staged>,
): Promise<{ order: Order; staged: Staged | undefined }> {
  const userId = acting.accountId;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderNo(tx, orderNo, userId);
    assertPayable(order, now);
    if (order.kind === "recharge") throw paymentErrors.rechargeByBalance();
    const products = () => orderProducts(tx, order);
    const held =
      couponCode !== undefined && couponCode.trim() !== ""
        ? await holdCoupon(tx, {
            code: couponCode,
            userId,
            orderId: order.id,
            subtotalCents: order.priceCents,
            now,
            products,
          })
        : await couponHeldBy(tx, order.id, order.priceCents, now, products);
    const discountCents = held?.discountCents ?? 0;
    // A coupon that no longer takes anything off (its window ended) is given back, not spent.
    if (held && discountCents === 0) await releaseCoupon(tx, order.id);
    if (held && discountCents > 0) await spendRedemption(tx, held.redemptionId);
    const due = order.priceCents - discountCents;
    if (order.priceCents > 0) {
      await payFromBalance(tx, {
        userId,
        orderId: order.id,
        orderNo: order.orderNo,
        priceCents: order.priceCents,
        discountCents,
        memo: { en: order.titleEn, zh: order.titleZh },
      });
    }
    const settlement = {
      payType: PayType.Balance,
      payCurrency: "usd" as const,
      payPriceMinor: due,
      discountCents,
      provider: null,
      paidAt: now,
    };
    const paid = await settleOrder(tx, order, settlement, PayStatus.Unpaid, true);
    // Only a renewal can find its IPs gone while unpaid (one lapsed past the grace period).
    if (paid === "unavailable") throw orderErrors.ipNotRenewable();
    return { order: paid, staged: await withPaid?.(tx, paid) };
  });
}
