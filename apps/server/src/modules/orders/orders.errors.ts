import { CommonError, OrderError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** Why an order cannot be priced or placed as asked. */
export const orderErrors = defineErrors({
  cartEmpty: {
    code: CommonError.validation_failed,
    en: "Choose at least one region.",
    "zh-CN": "请至少选择一个地区。",
  },
  cartMalformed: {
    code: CommonError.validation_failed,
    en: "The cart could not be read: “{part}” is not region id:quantity.",
    "zh-CN": "无法读取购物车：“{part}”不是“地区编号:数量”的格式。",
  },
  quantityInvalid: {
    code: CommonError.validation_failed,
    en: "The quantity in “{part}” must be a whole number from 1 to {max}.",
    "zh-CN": "“{part}”中的数量必须是 1 到 {max} 之间的整数。",
  },
  orderTooLarge: {
    code: CommonError.validation_failed,
    en: "One order can cost at most {max}; this cart comes to {total}. Choose fewer IPs.",
    "zh-CN": "单笔订单最多 {max}，此购物车合计 {total}，请减少 IP 数量。",
  },
  regionDuplicate: {
    code: CommonError.validation_failed,
    en: "Region {id} appears more than once in the cart.",
    "zh-CN": "地区 {id} 在购物车中出现了多次。",
  },
  periodInvalid: {
    code: CommonError.validation_failed,
    en: "Unknown billing period “{period}”. Choose weekly, fortnightly, monthly, bimonthly or quarterly.",
    "zh-CN": "未知的计费周期“{period}”，请选择周付、双周付、月付、双月付或季付。",
  },
  regionUnknown: {
    code: CommonError.business_rule,
    en: "Region {id} is not on sale.",
    "zh-CN": "地区 {id} 暂未开售。",
  },
  stockInsufficient: {
    code: OrderError.stock_insufficient,
    en: "Only {stock} IPs are left in {region}; you asked for {quantity}.",
    "zh-CN": "{region} 仅剩 {stock} 个 IP，您选择了 {quantity} 个。",
  },
  packageUnknown: {
    code: CommonError.business_rule,
    en: "Plan {id} is not on sale.",
    "zh-CN": "套餐 {id} 暂未开售。",
  },
  packageCustom: {
    code: CommonError.business_rule,
    en: "Custom plans are quoted by our sales team; please contact us.",
    "zh-CN": "定制方案由销售团队报价，请联系我们。",
  },
  orderNotFound: {
    code: OrderError.order_not_found,
    en: "Order {orderNo} was not found.",
    "zh-CN": "未找到订单 {orderNo}。",
  },
  orderPaid: {
    code: OrderError.order_paid,
    en: "The order has been paid",
    "zh-CN": "该订单已支付",
  },
  orderCancelled: {
    code: OrderError.order_cancelled,
    en: "The order has been canceled",
    "zh-CN": "该订单已取消",
  },
  ipNotRenewable: {
    code: OrderError.ip_not_renewable,
    en: "expired or release renewal cannot be selected",
    "zh-CN": "已过期或已释放的 IP 无法续费",
  },
  renewPeriodInvalid: {
    code: CommonError.validation_failed,
    en: "Renewals take weekly, fortnightly, monthly, bimonthly or quarterly, not “{period}”.",
    "zh-CN": "续费周期只能是周付、双周付、月付、双月付或季付，不能是“{period}”。",
  },
  testIpsExhausted: {
    code: OrderError.test_ips_exhausted,
    en: "You have {left} free test IPs left; you asked for {quantity}.",
    "zh-CN": "您还剩 {left} 个免费测试 IP，您选择了 {quantity} 个。",
  },
  refundTooLarge: {
    code: CommonError.business_rule,
    en: "A refund cannot exceed what is left of the payment ({left}).",
    "zh-CN": "退款不能超过剩余可退金额（{left}）。",
  },
  refundUnpaid: {
    code: CommonError.business_rule,
    en: "Only a paid order can be refunded.",
    "zh-CN": "只有已支付的订单可以退款。",
  },
  unpaidLimitReached: {
    code: OrderError.unpaid_limit_reached,
    en: "At most {max} IPs may wait for payment at once: your unpaid orders hold {held} and this one asks for {quantity}. Please pay or cancel your unpaid orders first.",
    "zh-CN":
      "同一时间最多只能有 {max} 个 IP 等待支付：您的未支付订单已占用 {held} 个，本订单需要 {quantity} 个。请先支付或取消未支付的订单。",
  },
});
