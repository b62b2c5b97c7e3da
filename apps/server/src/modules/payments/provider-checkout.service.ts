import { OrderType } from "@portico/contracts";
import { type UiLanguage, usdCentsToCnyFen } from "@portico/domain";
import type { Acting } from "../../plugins/auth/principal.ts";
import { customerContact } from "../accounts/customer.service.ts";
import { couponHeldBy } from "../coupons/coupons.service.ts";
import { assertPayable, lockOrderNo, orderProducts, placeRecharge } from "../orders/orders.service.ts";
import type { Order } from "../orders/orders.types.ts";
import { insertCheckout, nextCheckoutNo, setCheckoutProviderRef } from "./checkouts.repository.ts";
import type { ProviderPayType } from "./payment-provider.ts";
import { paymentErrors } from "./payments.errors.ts";
import type { PaymentsDeps } from "./payments-deps.ts";

/** Turns a payment view address into the form the customer's browser expects (sealed `data`, ADR 012). */
export type PaymentLinkSeal = (url: string) => string;
const asIs: PaymentLinkSeal = (url) => url;

/** The payment view URL a provider sends the customer back to (spec 01 §2 query). */
function returnUrl(deps: PaymentsDeps, order: Order, payType: ProviderPayType, payResult: 1 | 2): string {
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
 * Opens a provider checkout for an unpaid order (or a top-up): a checkout row of its own, under
 * the order's lock, freezing what it asks — the amount after the coupon the order holds now (that
 * coupon is the one its payment spends), in CNY at the configured rate when the provider charges
 * yuan. Nothing on the order changes: an earlier checkout stays payable and is judged against its
 * own amount (ADR 404).
 */
export async function startProviderPayment(
  deps: PaymentsDeps,
  acting: Acting,
  orderNo: string,
  payType: ProviderPayType,
  language: UiLanguage,
  sealLink: PaymentLinkSeal = asIs,
): Promise<string> {
  const userId = acting.accountId;
  const now = deps.clock.now();
  const provider = deps.providers.forPayType(payType);
  const chargesYuan = payType === 2 && provider.name !== "stripe";
  const { order, checkout } = await deps.db.transaction(async (tx) => {
    const order = await lockOrderNo(tx, orderNo, userId);
    assertPayable(order, now);
    const held =
      order.kind === "recharge"
        ? null
        : await couponHeldBy(tx, order.id, order.priceCents, now, () => orderProducts(tx, order));
    const discountCents = held?.discountCents ?? 0;
    const due = order.priceCents - discountCents;
    if (due === 0) throw paymentErrors.freeOrder();
    const checkout = await insertCheckout(tx, {
      checkoutNo: await nextCheckoutNo(tx, order.id, order.orderNo),
      orderId: order.id,
      provider: provider.name,
      payType,
      currency: chargesYuan ? "cny" : "usd",
      amountMinor: chargesYuan ? usdCentsToCnyFen(due, deps.cnyPerUsd) : due,
      amountCents: due,
      discountCents,
      couponId: held && held.discountCents > 0 ? held.couponId : null,
      cnyPerUsd: chargesYuan ? String(deps.cnyPerUsd) : null,
    });
    return { order, checkout };
  });
  const customer = await customerContact(deps.db, userId);
  let session: { url: string; providerRef: string };
  try {
    session = await provider.createCheckout({
      reference: checkout.checkoutNo,
      orderNo: order.orderNo,
      title: language === "zh-CN" ? order.titleZh : order.titleEn,
      payType,
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
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
  await setCheckoutProviderRef(deps.db, checkout.id, session.providerRef);
  return session.url;
}

/** A top-up (spec 02 §5): whole dollars from 1 to the maximum, sent ×100; card or Alipay only. */
export async function startRecharge(
  deps: PaymentsDeps,
  acting: Acting,
  depositMinor: number,
  payType: ProviderPayType,
  language: UiLanguage,
  sealLink: PaymentLinkSeal = asIs,
): Promise<{ url: string; orderNo: string }> {
  const userId = acting.accountId;
  if (depositMinor % 100 !== 0 || depositMinor < 100 || depositMinor > deps.maxChargeDollars * 100) {
    throw paymentErrors.depositInvalid({ min: 1, max: deps.maxChargeDollars });
  }
  const order = await placeRecharge(deps.db, deps.clock, userId, depositMinor);
  return {
    url: await startProviderPayment(deps, acting, order.orderNo, payType, language, sealLink),
    orderNo: order.orderNo,
  };
}
