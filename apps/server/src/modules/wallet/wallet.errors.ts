import { CheckoutError, CommonError, ConsoleCustomerError } from "@portico/contracts";
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

/** The console's wallet adjustments (ADR 425). */
export const adjustmentErrors = defineErrors({
  belowZero: {
    code: ConsoleCustomerError.wallet_adjustment_below_zero,
    en: "The wallet holds {balance}: a debit of {amount} would take it below zero. Nothing was changed.",
    "zh-CN": "钱包余额为 {balance}：扣减 {amount} 会使其低于零。未做任何更改。",
  },
  notFound: {
    code: ConsoleCustomerError.wallet_adjustment_not_found,
    en: "There is no such wallet adjustment.",
    "zh-CN": "没有这笔钱包调整。",
  },
  decided: {
    code: ConsoleCustomerError.wallet_adjustment_decided,
    en: "This adjustment was already approved or rejected; nothing was changed.",
    "zh-CN": "这笔调整已被批准或拒绝；未做任何更改。",
  },
  ownRequest: {
    code: ConsoleCustomerError.wallet_adjustment_own_request,
    en: "An adjustment is approved or rejected by another member, not by the one who asked for it.",
    "zh-CN": "调整须由申请人以外的成员批准或拒绝。",
  },
  keyReused: {
    code: ConsoleCustomerError.wallet_adjustment_key_reused,
    en: "This submission was already used for a different adjustment. Open the form again.",
    "zh-CN": "此提交已用于另一笔调整，请重新打开表单。",
  },
});
