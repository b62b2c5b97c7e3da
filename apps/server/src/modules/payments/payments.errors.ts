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
  refundRefused: {
    code: PaymentError.refund_refused,
    en: "{provider} refused the refund {requestId}: {reason}. Nothing was refunded or booked.",
    "zh-CN": "{provider} 拒绝了退款 {requestId}：{reason}。未退款，也未记账。",
  },
  refundOutcomeUnknown: {
    code: PaymentError.refund_outcome_unknown,
    en: "{provider} did not answer the refund {requestId} ({reason}). Its amount stays reserved and nothing is booked: run the command again with --request-id {requestId} to finish it.",
    "zh-CN":
      "{provider} 未答复退款 {requestId}（{reason}）。该金额仍被保留且未记账：请带 --request-id {requestId} 重新运行命令以完成。",
  },
  refundFailedBefore: {
    code: PaymentError.refund_refused,
    en: "The refund {requestId} was refused earlier ({reason}); start a new refund without --request-id.",
    "zh-CN": "退款 {requestId} 此前已被拒绝（{reason}）；请不带 --request-id 发起新的退款。",
  },
  refundRequestConflict: {
    code: PaymentError.refund_request_conflict,
    en: "The request id {requestId} belongs to another refund ({other}).",
    "zh-CN": "请求号 {requestId} 属于另一笔退款（{other}）。",
  },
  refundUnavailable: {
    code: PaymentError.refund_unavailable,
    en: "Order {orderNo} cannot be refunded through {provider}: {reason}.",
    "zh-CN": "订单 {orderNo} 无法通过 {provider} 退款：{reason}。",
  },
  webhookRejected: {
    code: PaymentError.webhook_rejected,
    en: "Webhook refused: {reason}",
    "zh-CN": "回调被拒绝：{reason}",
  },
});
