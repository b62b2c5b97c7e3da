import { PaymentError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** Why a provider payment or a top-up cannot start, or a webhook is refused. */
export const paymentErrors = defineErrors({
  payTypeUnavailable: {
    code: PaymentError.pay_type_unavailable,
    en: "This payment method cannot pay this order.",
    "zh-CN": "该支付方式不能支付此订单。",
  },
  freeOrder: {
    code: PaymentError.pay_type_unavailable,
    en: "This order costs nothing: confirm it with the free option.",
    "zh-CN": "此订单无需付款，请选择免费方式确认。",
  },
  rechargeByBalance: {
    code: PaymentError.pay_type_unavailable,
    en: "A top-up is paid by card or Alipay.",
    "zh-CN": "充值只能使用银行卡或支付宝支付。",
  },
  depositInvalid: {
    code: PaymentError.deposit_invalid,
    en: "Top up a whole number of dollars from {min} to {max}.",
    "zh-CN": "充值金额须为 {min} 到 {max} 之间的整数美元。",
  },
  providerFailed: {
    code: PaymentError.provider_failed,
    en: "The payment provider could not start the payment. Please try again in a moment.",
    "zh-CN": "支付服务商暂时无法发起支付，请稍后重试。",
  },
  webhookRejected: {
    code: PaymentError.webhook_rejected,
    en: "Webhook refused: {reason}",
    "zh-CN": "回调被拒绝：{reason}",
  },
});
