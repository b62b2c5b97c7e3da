import type { OrderInfo } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import { escapeHtml } from "../../plugins/escape-html.ts";
import type { Mail } from "../mail/mail.service.ts";

const METHOD: Record<number, { en: string; zh: string }> = {
  1: { en: "card", zh: "银行卡" },
  2: { en: "Alipay", zh: "支付宝" },
  3: { en: "balance", zh: "余额" },
};

/** The receipt a customer gets once per paid order, in their language. */
export function receiptMail(
  to: string,
  order: OrderInfo,
  paid: { minor: number; currency: string },
  language: UiLanguage,
  product: string,
  ordersUrl: string,
): Mail {
  const zh = language === "zh-CN";
  const amount = paid.currency === "cny" ? `¥${(paid.minor / 100).toFixed(2)}` : `$${(paid.minor / 100).toFixed(2)}`;
  const method = METHOD[order.pay_type ?? 3] ?? METHOD[3];
  const lines = zh
    ? [
        `感谢您的购买！我们已收到订单 ${order.order_no} 的付款。`,
        `商品：${order.title}`,
        `支付金额：${amount}（${method?.zh}）${order.discount > 0 ? `，优惠 $${order.discount.toFixed(2)}` : ""}`,
        `查看订单：${ordersUrl}`,
      ]
    : [
        `Thank you for your purchase! We have received the payment for order ${order.order_no}.`,
        `Item: ${order.title}`,
        `Paid: ${amount} by ${method?.en}${order.discount > 0 ? `, with a $${order.discount.toFixed(2)} discount` : ""}`,
        `Your orders: ${ordersUrl}`,
      ];
  return {
    to,
    subject: zh ? `${product} 付款收据 ${order.order_no}` : `${product} receipt for order ${order.order_no}`,
    text: lines.join("\n\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join("")}</body></html>`,
  };
}
