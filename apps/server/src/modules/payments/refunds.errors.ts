import { CommonError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** Why a refund is refused before anything is asked or booked. */
export const refundErrors = defineErrors({
  topUpToWallet: {
    code: CommonError.business_rule,
    en: "{orderNo} is a top-up: it is already in the customer's balance. Refund it with --to provider, which takes it back from the balance.",
    "zh-CN": "{orderNo} 是充值订单，款项已在客户余额中。请使用 --to provider 退款，退款将从余额中扣回。",
  },
});
