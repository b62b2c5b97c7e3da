import type { Db } from "../../db/client.ts";
import { lockOrderNo, recordRefund } from "../orders/orders.service.ts";
import { refundPayment } from "../wallet/wallet.service.ts";

export type RefundRequest = {
  orderNo: string;
  /** Cents; absent refunds all that is left. */
  amountCents?: number;
  /** To the customer's wallet, or booked back to the provider that took the payment. */
  to: "wallet" | "provider";
};

/**
 * An operator's refund of a paid order (`npm run admin -- order:refund`), in one transaction that
 * locks the order: a reversing transfer (revenue → wallet, or → the provider's clearing account)
 * and the order's refunded amount, which a conditional update keeps at or below what was paid.
 * Partial refunds add up; each refund's key is the amount refunded before it. An order paid from
 * the balance is always refunded to the wallet.
 */
export async function refundOrder(db: Db, request: RefundRequest) {
  return db.transaction(async (tx) => {
    const order = await lockOrderNo(tx, request.orderNo);
    const amountCents = request.amountCents ?? order.priceCents - order.discountCents - order.refundedCents;
    const { full } = await recordRefund(tx, order, amountCents);
    const provider = order.provider;
    await refundPayment(tx, {
      userId: order.userId,
      orderId: order.id,
      orderNo: order.orderNo,
      amountCents,
      sequence: order.refundedCents,
      to: request.to === "wallet" || !provider ? { wallet: true } : { provider },
      memo: { en: `Refund: ${order.titleEn}`, zh: `退款：${order.titleZh}` },
    });
    return {
      orderNo: order.orderNo,
      amountCents,
      full,
      to: request.to === "wallet" || !provider ? "wallet" : provider,
    };
  });
}
