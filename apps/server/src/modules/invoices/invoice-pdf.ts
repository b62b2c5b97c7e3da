import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { UiLanguage } from "@portico/domain";
import PDFDocument from "pdfkit";
import type { InvoiceDocument, InvoiceKind, InvoicePayType } from "./invoice-document.ts";

type Labels = {
  title: string;
  invoiceNo: string;
  orderNo: string;
  date: string;
  kind: string;
  payMethod: string;
  billTo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  discount: string;
  total: string;
  paid: (payMethod: string) => string;
  refunded: string;
  continued: (invoiceNo: string, orderNo: string) => string;
  currencyNote: string;
  thanks: (supportEmail: string) => string;
  page: (n: number, count: number) => string;
  kinds: Record<InvoiceKind, string>;
  payTypes: Record<InvoicePayType, string>;
};

const LABELS: Record<UiLanguage, Labels> = {
  en: {
    title: "Invoice",
    invoiceNo: "Invoice no.",
    orderNo: "Order no.",
    date: "Date",
    kind: "Type",
    payMethod: "Payment method",
    billTo: "Bill to",
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    subtotal: "Subtotal",
    discount: "Discount",
    total: "Total",
    paid: (method) => `Paid (${method})`,
    refunded: "Refunded",
    continued: (invoiceNo, orderNo) => `Invoice ${invoiceNo} · order ${orderNo} (continued)`,
    currencyNote: "Amounts are in US dollars (USD); an amount marked ¥ is in Chinese yuan (CNY).",
    thanks: (email) => `Thank you for your business. Questions about this invoice: ${email}`,
    page: (n, count) => `Page ${n} of ${count}`,
    kinds: {
      residential: "Residential proxy traffic",
      static: "Static ISP proxies",
      renewal: "Static ISP proxy renewal",
      recharge: "Wallet top-up",
    },
    payTypes: { 1: "Card", 2: "Alipay", 3: "Wallet balance" },
  },
  "zh-CN": {
    title: "发票",
    invoiceNo: "发票编号",
    orderNo: "订单号",
    date: "日期",
    kind: "类型",
    payMethod: "支付方式",
    billTo: "客户",
    description: "项目",
    quantity: "数量",
    unitPrice: "单价",
    amount: "金额",
    subtotal: "小计",
    discount: "优惠",
    total: "合计",
    paid: (method) => `实付（${method}）`,
    refunded: "已退款",
    continued: (invoiceNo, orderNo) => `发票 ${invoiceNo} · 订单 ${orderNo}（续）`,
    currencyNote: "金额以美元（USD）计；标注 ¥ 的金额为人民币（CNY）。",
    thanks: (email) => `感谢您的惠顾。如对本发票有疑问，请联系 ${email}`,
    page: (n, count) => `第 ${n} 页，共 ${count} 页`,
    kinds: {
      residential: "动态住宅代理流量",
      static: "静态 ISP 代理",
      renewal: "静态 ISP 代理续费",
      recharge: "余额充值",
    },
    payTypes: { 1: "银行卡", 2: "支付宝", 3: "账户余额" },
  },
};

/**
 * Noto Sans SC (SIL Open Font License 1.1) from npm: it covers Simplified Chinese and Latin, so
 * one family sets every text and a customer's name in either script. TrueType outlines, which
 * fontkit subsets reliably (its CFF subsetter has a history of broken CID-keyed CJK subsets):
 * the PDF carries only the glyphs it uses, a few kilobytes instead of 10 MB.
 */
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const;

type FontBytes = { regular: Buffer; bold: Buffer };

let fontBytes: Promise<FontBytes> | undefined;

/** Read once per process (about 21 MB), on the first invoice rather than at start. */
function loadFonts(): Promise<FontBytes> {
  if (!fontBytes) {
    const resolve = createRequire(import.meta.url).resolve;
    fontBytes = Promise.all([readFile(resolve(FONT_FILES.regular)), readFile(resolve(FONT_FILES.bold))]).then(
      ([regular, bold]) => ({ regular, bold }),
      (error: unknown) => {
        fontBytes = undefined;
        throw error;
      },
    );
  }
  return fontBytes;
}

const REGULAR = "invoice-regular";
const BOLD = "invoice-bold";

const INK = "#111827";
const MUTED = "#6b7280";
const RULE = "#e5e7eb";
const HEADER_FILL = "#f3f4f6";
const REFUND = "#b91c1c";

const MARGIN = 50;
/** Kept clear above the bottom margin on every page for the footer. */
const FOOTER_SPACE = 36;

function groupedMinor(minor: number): string {
  const abs = Math.abs(Math.round(minor));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${minor < 0 ? "-" : ""}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

const usd = (cents: number) => (cents < 0 ? `-$${groupedMinor(-cents)}` : `$${groupedMinor(cents)}`);

function paidAmount(invoice: InvoiceDocument): string {
  const symbol = invoice.paidCurrency === "cny" ? "¥" : "$";
  return `${symbol}${groupedMinor(invoice.paidAmountMinor)}`;
}

const two = (n: number) => String(n).padStart(2, "0");

/** yyyy-MM-dd HH:mm UTC: the same on every server, whatever its time zone. */
function utcDateTime(date: Date): string {
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}

type Style = { font?: string; size?: number; color?: string; align?: "left" | "right" | "center" };

/** Writes text in a box of `width` at (x, y) and returns the height it took. */
function put(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: Style = {}): number {
  doc
    .font(style.font ?? REGULAR)
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? INK);
  const options = { width, align: style.align ?? "left", lineGap: 1 } as const;
  doc.text(text, x, y, options);
  return doc.heightOfString(text, options);
}

function rule(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number, color = RULE, width = 0.75): void {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
}

/** Renders an invoice as an A4 PDF in the customer's language, with its fonts subset and embedded. */
export async function renderInvoicePdf(invoice: InvoiceDocument, language: UiLanguage): Promise<Buffer> {
  const fonts = await loadFonts();
  const t = LABELS[language];
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${t.title} ${invoice.invoiceNo}`,
      Author: invoice.seller.name,
      Subject: `${t.orderNo} ${invoice.orderNo}`,
      // The invoice's own date rather than the moment of rendering: the same invoice always
      // renders to the same bytes.
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;

  // Seller on the left, title and the invoice's references on the right.
  const sellerWidth = width * 0.5;
  let leftY = MARGIN;
  leftY += put(doc, invoice.seller.name, left, leftY, sellerWidth, { font: BOLD, size: 16 }) + 4;
  leftY += put(doc, invoice.seller.publicUrl, left, leftY, sellerWidth, { size: 9, color: MUTED });
  leftY += put(doc, invoice.seller.supportEmail, left, leftY, sellerWidth, { size: 9, color: MUTED });

  const metaX = left + width * 0.55;
  const metaWidth = right - metaX;
  const metaLabelWidth = 88;
  let rightY = MARGIN - 6;
  rightY += put(doc, t.title, metaX, rightY, metaWidth, { font: BOLD, size: 24, align: "right" }) + 8;
  const meta: [string, string][] = [
    [t.invoiceNo, invoice.invoiceNo],
    [t.orderNo, invoice.orderNo],
    [t.date, utcDateTime(invoice.issuedAt)],
    [t.kind, t.kinds[invoice.kind]],
    [t.payMethod, t.payTypes[invoice.payType]],
  ];
  for (const [label, value] of meta) {
    const labelHeight = put(doc, label, metaX, rightY, metaLabelWidth, { size: 9, color: MUTED });
    const valueWidth = metaWidth - metaLabelWidth;
    const valueHeight = put(doc, value, metaX + metaLabelWidth, rightY, valueWidth, { size: 9, align: "right" });
    rightY += Math.max(labelHeight, valueHeight) + 3;
  }

  let y = Math.max(leftY, rightY) + 14;
  rule(doc, left, right, y, INK, 1);
  y += 14;

  // The customer.
  y += put(doc, t.billTo, left, y, width, { size: 9, color: MUTED }) + 2;
  y += put(doc, invoice.customer.name, left, y, sellerWidth, { font: BOLD, size: 11 });
  y += put(doc, invoice.customer.email, left, y, sellerWidth, { size: 10 });
  y += 20;

  // The lines: description wraps, the figures are right-aligned in fixed columns.
  const pad = 8;
  const amountWidth = 90;
  const unitWidth = 90;
  const quantityWidth = 50;
  const amountX = right - amountWidth;
  const unitX = amountX - unitWidth;
  const quantityX = unitX - quantityWidth;
  const descriptionWidth = quantityX - left - pad * 2;

  /** A later page says whose invoice it continues, in case the pages are separated. */
  const continuationPage = () => {
    doc.addPage();
    y = MARGIN;
    y += put(doc, t.continued(invoice.invoiceNo, invoice.orderNo), left, y, width, { size: 9, color: MUTED }) + 10;
  };

  const tableHeader = () => {
    const height = 22;
    doc.rect(left, y, width, height).fill(HEADER_FILL);
    const textY = y + 6;
    const style = { font: BOLD, size: 9, color: MUTED } as const;
    put(doc, t.description, left + pad, textY, descriptionWidth, style);
    put(doc, t.quantity, quantityX, textY, quantityWidth - pad, { ...style, align: "right" });
    put(doc, t.unitPrice, unitX, textY, unitWidth - pad, { ...style, align: "right" });
    put(doc, t.amount, amountX, textY, amountWidth - pad, { ...style, align: "right" });
    y += height;
  };

  tableHeader();
  for (const line of invoice.lines) {
    const textHeight = doc.font(REGULAR).fontSize(10).heightOfString(line.description, {
      width: descriptionWidth,
      lineGap: 1,
    });
    const rowHeight = Math.max(textHeight, 14) + pad * 2;
    if (y + rowHeight > bottom()) {
      continuationPage();
      tableHeader();
    }
    const textY = y + pad;
    put(doc, line.description, left + pad, textY, descriptionWidth);
    put(doc, String(line.quantity), quantityX, textY, quantityWidth - pad, { align: "right" });
    put(doc, usd(line.unitCents), unitX, textY, unitWidth - pad, { align: "right" });
    put(doc, usd(line.amountCents), amountX, textY, amountWidth - pad, { align: "right" });
    y += rowHeight;
    rule(doc, left, right, y);
  }
  y += 14;

  // Totals, right-aligned under the amounts.
  type TotalRow = { label: string; value: string; strong?: boolean; color?: string; ruleAbove?: boolean };
  const totals: TotalRow[] = [
    { label: t.subtotal, value: usd(invoice.subtotalCents) },
    { label: t.discount, value: invoice.discountCents > 0 ? usd(-invoice.discountCents) : usd(0) },
    { label: t.total, value: usd(invoice.totalCents), strong: true, ruleAbove: true },
    { label: t.paid(t.payTypes[invoice.payType]), value: paidAmount(invoice) },
  ];
  if (invoice.refundedCents > 0) {
    totals.push({ label: t.refunded, value: usd(-invoice.refundedCents), color: REFUND });
  }
  const totalsWidth = 250;
  const totalsX = right - totalsWidth;
  const totalsHeight = totals.length * 22 + 8;
  if (y + totalsHeight > bottom()) {
    continuationPage();
  }
  for (const row of totals) {
    if (row.ruleAbove) {
      rule(doc, totalsX, right, y, INK, 1);
      y += 6;
    }
    const style = {
      font: row.strong ? BOLD : REGULAR,
      size: row.strong ? 12 : 10,
      color: row.color ?? INK,
    };
    put(doc, row.label, totalsX, y, totalsWidth - amountWidth, {
      ...style,
      color: row.color ?? (row.strong ? INK : MUTED),
    });
    const height = put(doc, row.value, amountX, y, amountWidth - pad, { ...style, align: "right" });
    y += height + 6;
  }

  // Footer on every page, inside the bottom margin (pdfkit would otherwise start a new page).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const margins = doc.page.margins;
    const savedBottom = margins.bottom;
    margins.bottom = 0;
    const footerY = doc.page.height - MARGIN - FOOTER_SPACE + 8;
    rule(doc, left, right, footerY);
    const style = { size: 8, color: MUTED } as const;
    put(doc, t.currencyNote, left, footerY + 6, width * 0.78, style);
    put(doc, t.thanks(invoice.seller.supportEmail), left, footerY + 18, width * 0.78, style);
    put(doc, t.page(index - range.start + 1, range.count), left + width * 0.78, footerY + 18, width * 0.22, {
      ...style,
      align: "right",
    });
    margins.bottom = savedBottom;
  }

  doc.end();
  return finished;
}
