import { OrderType } from "@portico/contracts";
import { type UiLanguage, usdCentsToCnyFen } from "@portico/domain";
import type { OrderRow } from "../../db/schema/index.ts";
import { customerContact } from "../accounts/customer.service.ts";
import { couponHeldBy } from "../coupons/coupons.service.ts";
import {
  assertPayable,
  lockOrderNo,
  placeRecharge,
  recordCheckout,
  recordProviderRef,
} from "../orders/orders.service.ts";
import type { ProviderPayType } from "./payment-provider.ts";
import { paymentErrors } from "./payments.errors.ts";
import type { PaymentsDeps } from "./payments-deps.ts";

/** Turns a payment view address into the form the customer's browser expects (sealed `data`, ADR 012). */
export type PaymentLinkSeal = (url: string) => string;
const asIs: PaymentLinkSeal = (url) => url;

/** The payment view URL a provider sends the customer back to (spec 01 §2 query). */
function returnUrl(deps: PaymentsDeps, order: OrderRow, payType: ProviderPayType, payResult: 1 | 2): string {
  const query = new URLSearchParams({
    pay_result: String(payResult),
    pay_type: String(payType),
    order_no: order.orderNo,
    type: String(order.listType === 1 ? OrderType.Residential : OrderType.Static),
  });
  if (order.kind === "recharge") query.set("recharge", "1");
  return `${deps.publicUrl}/payment?${query}`;
}

/**
 * Starts paying an unpaid order (or a top-up) by card or Alipay: fixes the amount the provider
 * will be asked for (after the order's coupon; in CNY at the configured rate when the provider
 * charges yuan), then asks the provider for its hosted checkout. The webhook is checked against
 * that amount.
 */
export async function startProviderPayment(
  deps: PaymentsDeps,
  userId: string,
  orderNo: string,
  payType: ProviderPayType,
  language: UiLanguage,
  sealLink: PaymentLinkSeal = asIs,
): Promise<string> {
  const now = deps.clock.now();
  const provider = deps.providers.forPayType(payType);
  const chargesYuan = payType === 2 && provider.name !== "stripe";
  const { order, amountMinor, currency } = await deps.db.transaction(async (tx) => {
    const order = await lockOrderNo(tx, orderNo, userId);
    assertPayable(order, now);
    const discountCents = (await couponHeldBy(tx, order.id, order.priceCents, now))?.discountCents ?? 0;
    const due = order.priceCents - discountCents;
    if (due === 0) throw paymentErrors.freeOrder();
    const currency = chargesYuan ? ("cny" as const) : ("usd" as const);
    const amountMinor = chargesYuan ? usdCentsToCnyFen(due, deps.cnyPerUsd) : due;
    await recordCheckout(tx, order, {
      payType,
      payCurrency: currency,
      payPriceMinor: amountMinor,
      discountCents,
      provider: provider.name,
    });
    return { order, amountMinor, currency };
  });
  const customer = await customerContact(deps.db, userId);
  let checkout: { url: string; providerRef: string };
  try {
    checkout = await provider.createCheckout({
      orderNo: order.orderNo,
      title: language === "zh-CN" ? order.titleZh : order.titleEn,
      payType,
      amountMinor,
      currency,
      language,
      customerEmail: customer?.email ?? "",
      successUrl: sealLink(returnUrl(deps, order, payType, 1)),
      cancelUrl: sealLink(returnUrl(deps, order, payType, 2)),
      expiresAt: order.closeAt,
    });
  } catch (error) {
    deps.log.error({ err: error, orderNo, provider: provider.name }, "provider checkout failed");
    throw paymentErrors.providerFailed({}, error);
  }
  await recordProviderRef(deps.db, order.id, checkout.providerRef);
  return checkout.url;
}

/** A top-up (spec 02 §5): whole dollars from 1 to the maximum, sent ×100; card or Alipay only. */
export async function startRecharge(
  deps: PaymentsDeps,
  userId: string,
  depositMinor: number,
  payType: ProviderPayType,
  language: UiLanguage,
  sealLink: PaymentLinkSeal = asIs,
): Promise<{ url: string; orderNo: string }> {
  if (depositMinor % 100 !== 0 || depositMinor < 100 || depositMinor > deps.maxChargeDollars * 100) {
    throw paymentErrors.depositInvalid({ min: 1, max: deps.maxChargeDollars });
  }
  const order = await placeRecharge(deps.db, deps.clock, userId, depositMinor);
  return {
    url: await startProviderPayment(deps, userId, order.orderNo, payType, language, sealLink),
    orderNo: order.orderNo,
  };
}
