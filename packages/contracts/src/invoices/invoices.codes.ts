import { defineErrorCodes } from "../error-codes.ts";

/** Error codes of invoice exports. */
export const InvoiceError = defineErrorCodes({
  invoice_unpaid: 422,
});
