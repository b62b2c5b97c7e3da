import { CommonError, ConsoleCustomerError, CustomerViewError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** A staff member's view of a customer's user centre (ADR 431), in both languages. */
export const customerViewErrors = defineErrors({
  /** The view's token is unknown, ended, past its time, or its console session is over (401: the tab leaves). */
  ended: {
    code: CommonError.unauthorized,
    en: "This view of the customer's account has ended. Open it again from the console.",
    "zh-CN": "对该客户账户的查看已结束，请从控制台重新打开。",
  },
  customerNotFound: {
    code: ConsoleCustomerError.customer_not_found,
    en: "There is no such customer.",
    "zh-CN": "没有这个客户。",
  },
  notAView: {
    code: CustomerViewError.customer_view_not_found,
    en: "This session is not a view opened from the console.",
    "zh-CN": "当前会话不是从控制台打开的查看会话。",
  },
});
