/**
 * Everything an invoice shows, gathered by the caller from a paid order or recharge (and the
 * ledger's refunds) before rendering: the renderer reads no database and does no arithmetic
 * beyond formatting, so the PDF can never disagree with the order it was made from.
 */
export type InvoiceDocument = {
  invoiceNo: string;
  orderNo: string;
  kind: InvoiceKind;
  /** When the order was paid; the invoice's date. */
  issuedAt: Date;
  seller: { name: string; supportEmail: string; publicUrl: string };
  customer: { name: string; email: string };
  lines: InvoiceLine[];
  /** USD cents, like every amount below except `paidAmountMinor`. */
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** 1 card, 2 Alipay, 3 wallet balance (the spec's pay_type). */
  payType: InvoicePayType;
  /** What the customer was charged, in minor units of `paidCurrency` (cents, or fen for CNY). */
  paidAmountMinor: number;
  paidCurrency: "usd" | "cny";
  /** USD cents refunded so far (static orders can be partly refunded); 0 for none. */
  refundedCents: number;
};

export type InvoiceKind = "residential" | "static" | "renewal" | "recharge";

export type InvoicePayType = 1 | 2 | 3;

export type InvoiceLine = {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
};
