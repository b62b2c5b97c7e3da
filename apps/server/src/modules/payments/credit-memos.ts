import type { Order } from "../orders/orders.types.ts";

/** Why a provider payment went to the wallet instead of its order. */
export type CreditReason = "late" | "duplicate" | "coupon" | "mismatch";

/** The balance-log line of a payment credited to the wallet, in both languages, saying why. */
export function creditMemo(why: CreditReason, order: Pick<Order, "titleEn" | "titleZh">) {
  const { titleEn: en, titleZh: zh } = order;
  switch (why) {
    case "late":
      return {
        en: `Payment for ${en} arrived after the order closed: credited to your balance`,
        zh: `${zh} 的付款在订单关闭后到账，已退回余额`,
      };
    case "duplicate":
      return {
        en: `Second payment for ${en}, already paid: credited to your balance`,
        zh: `${zh} 已支付，重复付款已退回余额`,
      };
    case "coupon":
      return {
        en: `Payment for ${en} used a coupon that has no use left: credited to your balance`,
        zh: `${zh} 的付款所用优惠券已无可用次数，已退回余额`,
      };
    case "mismatch":
      return {
        en: `Payment for ${en} was not the amount asked: credited to your balance`,
        zh: `${zh} 的付款金额与应付金额不符，已退回余额`,
      };
  }
}
