import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { OrderError } from "../orders/orders.codes.ts";
import { OrderNoSchema } from "../orders/orders.endpoints.ts";
import { InvoiceError } from "./invoices.codes.ts";

/** A signed link to the invoice PDF, opened in a new window without the token header; it expires. */
const InvoiceLinkSchema = z.object({ url: z.string() });

const tag = "invoices";

export const exportInvoice = defineEndpoint({
  operationId: "exportInvoice",
  method: "GET",
  path: "/api/invoice/export",
  tag,
  summary: "A short-lived link to the PDF invoice of a paid order",
  access: access.customer("invoices:read"),
  query: z.object({ order_no: OrderNoSchema }),
  response: InvoiceLinkSchema,
  errors: [OrderError.order_not_found, InvoiceError.invoice_unpaid],
});

export const exportRechargeInvoice = defineEndpoint({
  operationId: "exportRechargeInvoice",
  method: "GET",
  path: "/api/invoice/export_recharge_invoice",
  tag,
  summary: "A short-lived link to the PDF invoice of a paid top-up",
  access: access.customer("invoices:read"),
  query: z.object({ order_no: OrderNoSchema }),
  response: InvoiceLinkSchema,
  errors: [OrderError.order_not_found, InvoiceError.invoice_unpaid],
});
