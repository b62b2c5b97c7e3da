import { CheckoutError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** Why the wallet cannot pay. */
export const walletErrors = defineErrors({
  balanceInsufficient: {
    code: CheckoutError.balance_insufficient,
    en: "Insufficient Balance",
    "zh-CN": "余额不足",
  },
});
