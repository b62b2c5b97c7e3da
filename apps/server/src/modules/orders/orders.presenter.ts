import { type OrderInfo, OrderType, RENEW_TYPE } from "@portico/contracts";
import {
  centsToDollars,
  isStaticPeriod,
  unixSeconds as seconds,
  staticPeriodDays,
  type UiLanguage,
} from "@portico/domain";
import type { OrderItemWithRegion } from "./order-lines.ts";
import type { Order } from "./orders.types.ts";

/** An order as the contract shows it (spec 01 §3 Order info, spec 02 §3 Order). */
export function presentOrder(order: Order, items: OrderItemWithRegion[], language: UiLanguage): OrderInfo {
  const zh = language === "zh-CN";
  const days = order.dateUnit && isStaticPeriod(order.dateUnit) ? staticPeriodDays(order.dateUnit) : order.days;
  return {
    order_no: order.orderNo,
    type: order.listType === 1 ? OrderType.Residential : OrderType.Static,
    renew_type: order.kind === "renewal" ? RENEW_TYPE : "",
    title: zh ? order.titleZh : order.titleEn,
    total_price: centsToDollars(order.priceCents),
    pay_price: centsToDollars(order.priceCents - order.discountCents),
    discount: centsToDollars(order.discountCents),
    pay_status: order.payStatus,
    pay_type: order.payType,
    pay_currency: order.payCurrency,
    pay_time: seconds(order.paidAt),
    create_time: seconds(order.createdAt),
    close_time: seconds(order.closeAt),
    flow: order.flowMb,
    days,
    package_id: order.packageId,
    date_unit: order.dateUnit,
    deal_status: order.dealStatus,
    refund_status: order.refundStatus,
    refunded_amount: centsToDollars(order.refundedCents),
    items:
      order.kind === "residential"
        ? [
            {
              pak_flow_num: order.flowMb,
              pak_days: order.days,
              quantity: 1,
              region: null,
              unit_price: centsToDollars(order.priceCents),
            },
          ]
        : collapseItems(items, days, zh),
  };
}

/** A renewal has one line per IP; shown per region, as a static order's are. */
function collapseItems(items: OrderItemWithRegion[], days: number, zh: boolean): OrderInfo["items"] {
  const byRegion = new Map<number, OrderInfo["items"][number]>();
  for (const item of items) {
    const line = byRegion.get(item.regionId);
    if (line && line.unit_price === centsToDollars(item.unitCents)) {
      line.quantity += item.quantity;
      continue;
    }
    byRegion.set(item.regionId, {
      pak_flow_num: 0,
      pak_days: days,
      quantity: item.quantity,
      region: zh ? item.regionNameZh : item.regionNameEn,
      unit_price: centsToDollars(item.unitCents),
    });
  }
  return [...byRegion.values()];
}
