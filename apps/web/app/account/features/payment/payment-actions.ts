import {
  createOrder,
  createPayment,
  OrderType,
  orderStatus,
  PayStatus,
  type PayType,
  rechargePayment,
  rechargeStatus,
  renewOrder,
} from "@portico/contracts";
import { topUpDepositMinor } from "@portico/domain";
import type { EndpointCaller } from "../../../lib/api/call-endpoint";
import type { OrderSelection } from "./load-order-selection";

/** What can be paid for: a selection that is not an error. */
export type Payable = Extract<OrderSelection, { kind: "residential" | "static" | "renewal" | "order" | "recharge" }>;

export type ProviderPayType = typeof PayType.Card | typeof PayType.Alipay;

/** Marks where a payment started, echoed back by the provider's return (spec 02 §7 `source`). */
const SOURCE = "payment";

/** The order number behind a payable: the order already placed, or null until one is. */
export function existingOrderNo(payable: Payable): string | null {
  return payable.kind === "order" ? payable.order.order_no : null;
}

/**
 * Places the order a method needs (spec 01 §4: choosing a method creates the order if none
 * exists): `/api/order/create` for a plan or a cart, `/api/order/renew` for a renewal.
 */
export async function placeOrder(call: EndpointCaller, payable: Payable, payType: PayType): Promise<string> {
  switch (payable.kind) {
    case "residential":
      return (await call(createOrder, { type: OrderType.Residential, pay_type: payType, package_id: payable.pkg.id }))
        .order_no;
    case "static":
      return (
        await call(createOrder, {
          type: OrderType.Static,
          pay_type: payType,
          date_unit: payable.period,
          static_commodity: payable.commodity,
        })
      ).order_no;
    case "renewal":
      return (
        await call(renewOrder, {
          type: OrderType.Static,
          pay_type: payType,
          renew_ip_ids: payable.ipIds,
          date_unit: payable.period,
        })
      ).order_no;
    case "order":
      return payable.order.order_no;
    case "recharge":
      throw new Error("a top-up is paid through /api/payment/recharge, not placed as an order");
  }
}

/**
 * Card or Alipay: the provider's checkout URL. A new top-up asks `/api/payment/recharge` with the
 * amount ×100; anything else pays its order (placed first when needed) through `/api/payment/create`.
 * `onOrderPlaced` hears of an order placed on the way, so a second try pays the same one.
 */
export async function providerCheckoutUrl(
  call: EndpointCaller,
  payable: Payable,
  payType: ProviderPayType,
  orderNo: string | null,
  onOrderPlaced: (orderNo: string) => void,
): Promise<string> {
  if (payable.kind === "recharge" && orderNo === null) {
    const started = await call(rechargePayment, {
      pay_type: payType,
      deposit: topUpDepositMinor(payable.deposit),
      source: SOURCE,
      currency: "usd",
    });
    onOrderPlaced(started.order_no);
    return started.url;
  }
  const placed = orderNo ?? (await placeOrder(call, payable, payType));
  if (placed !== orderNo) onOrderPlaced(placed);
  return (await call(createPayment, { pay_type: payType, order_no: placed, source: SOURCE })).url;
}

export type PaymentCheck = { paid: true; type: OrderType } | { paid: false; final: boolean };

/**
 * One look at a payment (spec 01 §4: until pay_status is 2): an order by `/api/order/status`,
 * a top-up by `/api/member/recharge_status`. Cancelled or failed is final: no point asking again.
 */
export async function checkPayment(
  call: EndpointCaller,
  orderNo: string,
  recharge: boolean,
  type: OrderType,
): Promise<PaymentCheck> {
  const status = recharge
    ? { ...(await call(rechargeStatus, { orderNo })), type }
    : await call(orderStatus, { orderNo });
  if (status.pay_status === PayStatus.Paid) return { paid: true, type: status.type };
  return { paid: false, final: status.pay_status === PayStatus.Cancelled || status.pay_status === PayStatus.Failed };
}
