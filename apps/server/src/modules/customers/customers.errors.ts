import { ConsoleCustomerError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The console's customer screens (ADR 425), in both languages. */
export const customerErrors = defineErrors({
  notFound: {
    code: ConsoleCustomerError.customer_not_found,
    en: "There is no such customer.",
    "zh-CN": "没有这个客户。",
  },
  cursorInvalid: {
    code: ConsoleCustomerError.customer_list_cursor_invalid,
    en: "This page link is not valid any more. Start again from the first page.",
    "zh-CN": "此分页链接已失效，请从第一页重新开始。",
  },
});
