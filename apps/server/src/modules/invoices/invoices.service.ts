import { PayStatus } from "@portico/contracts";
import { dollarsToCents, type UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { customerContact } from "../accounts/customer.service.ts";
import { customerOrder, presentOrderRow } from "../orders/orders.service.ts";
import type { Order } from "../orders/orders.types.ts";
import type { InvoiceDocument, InvoicePayType } from "./invoice-document.ts";
import { type InvoiceLinkKind, signInvoiceLink, verifyInvoiceLink } from "./invoice-link.ts";
import { invoiceErrors } from "./invoices.errors.ts";

/** A link lives long enough to open, not to be shared. */
const LINK_LIFETIME_MS = 10 * 60_000;

export type InvoiceDeps = { db: Db; secret: string; publicUrl: string; productName: string; supportEmail: string };

/**
 * The signed, expiring link to a paid order's (or top-up's) PDF invoice. The browser opens it in
 * a new window without the token header; the link names the order and its owner, so it opens
 * only that customer's invoice.
 */
export async function invoiceLink(
  deps: InvoiceDeps,
  userId: string,
  orderNo: string,
  kind: InvoiceLinkKind,
  language: UiLanguage,
  now: Date,
): Promise<string> {
  const order = await customerOrder(deps.db, userId, orderNo);
  if ((kind === "recharge") !== (order.kind === "recharge")) throw invoiceErrors.unpaid();
  if (order.payStatus !== PayStatus.Paid) throw invoiceErrors.unpaid();
  const token = signInvoiceLink(
    { orderNo: order.orderNo, userId, kind, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) },
    deps.secret,
  );
  return `${deps.publicUrl}/api/invoice/file?token=${token}&lang=${language}`;
}

/** The PDF behind a link; null for a link that is forged, expired, or not its owner's paid order. */
export async function invoiceFile(
  deps: InvoiceDeps,
  token: string,
  language: UiLanguage,
  now: Date,
): Promise<{ pdf: Buffer; filename: string } | null> {
  const claims = verifyInvoiceLink(token, deps.secret, now);
  if ("error" in claims) return null;
  const order = await customerOrder(deps.db, claims.userId, claims.orderNo).catch(() => undefined);
  const customer = await customerContact(deps.db, claims.userId);
  if (!order || !customer || order.payStatus !== PayStatus.Paid) return null;
  const document = await invoiceDocument(deps, order, customer, language);
  // pdfkit loads with the first invoice, not with the server (ADR 009).
  const { renderInvoicePdf } = await import("./invoice-pdf.ts");
  return { pdf: await renderInvoicePdf(document, language), filename: `invoice-${order.orderNo}.pdf` };
}

async function invoiceDocument(
  deps: InvoiceDeps,
  order: Order,
  customer: { email: string; firstName: string; lastName: string },
  language: UiLanguage,
): Promise<InvoiceDocument> {
  const info = await presentOrderRow(deps.db, order, language);
  const lines =
    order.kind === "static" || order.kind === "renewal"
      ? info.items.map((item) => ({
          description: `${info.title} · ${item.region ?? ""}`,
          quantity: item.quantity,
          unitCents: dollarsToCents(item.unit_price),
          amountCents: dollarsToCents(item.unit_price) * item.quantity,
        }))
      : [{ description: info.title, quantity: 1, unitCents: order.priceCents, amountCents: order.priceCents }];
  return {
    invoiceNo: `INV-${order.orderNo}`,
    orderNo: order.orderNo,
    kind: order.kind,
    issuedAt: order.paidAt ?? order.createdAt,
    seller: { name: deps.productName, supportEmail: deps.supportEmail, publicUrl: deps.publicUrl },
    customer: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
    lines,
    subtotalCents: order.priceCents,
    discountCents: order.discountCents,
    totalCents: order.priceCents - order.discountCents,
    payType: (order.payType ?? 3) as InvoicePayType,
    paidAmountMinor: order.payPriceMinor ?? 0,
    paidCurrency: order.payCurrency ?? "usd",
    refundedCents: order.refundedCents,
  };
}
