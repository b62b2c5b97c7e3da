import { CheckoutError, CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** Why the wallet cannot pay, or cannot be changed as asked. */
export const walletErrors = defineErrors({
  balanceInsufficient: {
    code: CheckoutError.balance_insufficient,
    en: "Insufficient Balance",
    "zh-CN": "余额不足",
  },
  creditLimitBelowDrawn: {
    code: CommonError.business_rule,
    en: "The credit line cannot go below the {drawn} drawn on it; lower it once that is repaid.",
    "zh-CN": "信用额度不能低于已使用的 {drawn}；请在还清后再调低。",
  },
  topUpSpent: {
    code: CommonError.business_rule,
    en: "Only {left} of this top-up is still in the customer's balance: a top-up is refunded by taking it back from there.",
    "zh-CN": "该笔充值仅剩 {left} 在客户余额中：充值退款须从余额中扣回。",
  },
});
