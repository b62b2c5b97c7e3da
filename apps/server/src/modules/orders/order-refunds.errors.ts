import { CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** Why a refund cannot take back what the order gave. */
export const orderRefundErrors = defineErrors({
  trafficUsed: {
    code: CommonError.business_rule,
    en: "Refunding {amount} takes back {mb} MB of traffic, but only {unused} MB of the customer's traffic is unused.",
    "zh-CN": "退款 {amount} 需收回 {mb} MB 流量，但客户仅剩 {unused} MB 未使用。",
  },
});
