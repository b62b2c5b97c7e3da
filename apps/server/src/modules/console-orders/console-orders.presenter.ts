import type { ConsoleOrderRow } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { Order } from "../orders/orders.types.ts";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const dollars = (cents: number) => cents / 100;

/** An order as the console lists it: dollars, unix seconds, the title in the reader's language. */
export function presentDeskOrder(order: Order, email: string, language: UiLanguage): ConsoleOrderRow {
  return {
    order_no: order.orderNo,
    customer: { id: order.userId, email },
    kind: order.kind,
    title: language === "zh-CN" ? order.titleZh : order.titleEn,
    amount: dollars(order.priceCents - order.discountCents),
    discount: dollars(order.discountCents),
    pay_status: order.payStatus,
    pay_type: order.payType,
    provider: order.provider,
    refunded: dollars(order.refundedCents),
    refund_pending: dollars(order.refundPendingCents),
    created_at: seconds(order.createdAt),
    paid_at: order.paidAt ? seconds(order.paidAt) : null,
    close_at: seconds(order.closeAt),
  };
}
