import { InvoiceError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const invoiceErrors = defineErrors({
  unpaid: {
    code: InvoiceError.invoice_unpaid,
    en: "An invoice is issued once the order is paid.",
    "zh-CN": "订单支付后才能开具发票。",
  },
});
