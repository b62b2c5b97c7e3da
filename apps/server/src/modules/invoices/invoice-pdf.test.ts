import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { InvoiceDocument } from "./invoice-document.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

const invoiceOf = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  invoiceNo: "INV-20250314-000123",
  orderNo: "S20250314093012345678",
  kind: "static",
  issuedAt: new Date("2025-03-14T09:30:45Z"),
  seller: { name: "Portico", supportEmail: "support@portico.example", publicUrl: "https://portico.example" },
  customer: { name: "Ada Lovelace", email: "ada@example.com" },
  lines: [
    { description: "Static ISP proxy, United States, 30 days", quantity: 5, unitCents: 450, amountCents: 2250 },
    { description: "Static ISP proxy, Germany, 30 days", quantity: 2, unitCents: 500, amountCents: 1000 },
  ],
  subtotalCents: 3250,
  discountCents: 325,
  totalCents: 2925,
  payType: 1,
  paidAmountMinor: 2925,
  paidCurrency: "usd",
  refundedCents: 450,
  ...overrides,
});

const chineseInvoice = invoiceOf({
  orderNo: "R20250314101500000042",
  kind: "residential",
  customer: { name: "张伟（上海某某网络科技有限公司）", email: "zhangwei@example.cn" },
  lines: [
    {
      description: "动态住宅代理流量 100 GB，有效期 30 天",
      quantity: 1,
      unitCents: 123_456_00,
      amountCents: 123_456_00,
    },
  ],
  subtotalCents: 123_456_00,
  discountCents: 0,
  totalCents: 123_456_00,
  payType: 2,
  paidAmountMinor: 888_888_32,
  paidCurrency: "cny",
  refundedCents: 0,
});

/** The text a PDF reader gets out of the file: only possible for CJK with the font's ToUnicode map. */
async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text, pages: totalPages };
}

type EmbeddedFont = { baseFont: string; fileBytes: number; hasToUnicode: boolean };

/** pdfkit writes plain (not object-stream) dictionaries, so the font objects can be read as text. */
function embeddedFonts(pdf: Buffer): EmbeddedFont[] {
  const source = pdf.toString("latin1");
  const object = (id: string | undefined) => {
    const start = source.indexOf(`\n${id} 0 obj\n`);
    return start < 0 ? "" : source.slice(start, source.indexOf("endobj", start));
  };
  const reference = (dictionary: string, key: string) => new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dictionary)?.[1];
  return [...source.matchAll(/\n(\d+) 0 obj\n<<\n\/Type \/Font\n\/Subtype \/Type0\n/g)].map((match) => {
    const font = object(match[1]);
    const descriptor = object(reference(object(reference(font, "DescendantFonts")), "FontDescriptor"));
    const file = object(reference(descriptor, "FontFile2"));
    return {
      baseFont: /\/BaseFont \/(\S+)/.exec(font)?.[1] ?? "",
      fileBytes: Number(/\/Length (\d+)/.exec(file)?.[1]),
      hasToUnicode: reference(font, "ToUnicode") !== undefined,
    };
  });
}

describe("renderInvoicePdf", () => {
  it("writes an English invoice a PDF reader can read back: references, date, lines and totals", async () => {
    const pdf = await renderInvoicePdf(invoiceOf(), "en");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      "Portico",
      "https://portico.example",
      "Invoice no. INV-20250314-000123",
      "Order no. S20250314093012345678",
      "Date 2025-03-14 09:30 UTC",
      "Type Static ISP proxies",
      "Ada Lovelace",
      "ada@example.com",
      "Static ISP proxy, United States, 30 days 5 $4.50 $22.50",
      "Static ISP proxy, Germany, 30 days 2 $5.00 $10.00",
      "Subtotal $32.50",
      "Discount -$3.25",
      "Total $29.25",
      "Paid (Card) $29.25",
      "Refunded -$4.50",
      "support@portico.example",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/¥\d/);
  });

  it("writes a Chinese invoice with Chinese labels, customer and description as text, and the yuan paid", async () => {
    const pdf = await renderInvoicePdf(chineseInvoice, "zh-CN");
    const { text } = await textOf(pdf);
    for (const expected of [
      "发票",
      "发票编号 INV-20250314-000123",
      "订单号 R20250314101500000042",
      "日期 2025-03-14 09:30 UTC",
      "类型 动态住宅代理流量",
      "支付方式 支付宝",
      "张伟（上海某某网络科技有限公司）",
      "动态住宅代理流量 100 GB，有效期 30 天",
      "小计 $123,456.00",
      "优惠 $0.00",
      "合计 $123,456.00",
      "实付（支付宝） ¥888,888.32",
    ]) {
      expect(text).toContain(expected);
    }
    // Nothing refunded: no refund line, in either language.
    expect(text).not.toContain("已退款");
    expect(text).not.toContain("Refunded");
  });

  it("labels the balance as the payment method and shows dollars paid for a USD top-up", async () => {
    const pdf = await renderInvoicePdf(
      invoiceOf({
        kind: "recharge",
        lines: [{ description: "Wallet top-up", quantity: 1, unitCents: 5000, amountCents: 5000 }],
        subtotalCents: 5000,
        discountCents: 0,
        totalCents: 5000,
        payType: 3,
        paidAmountMinor: 5000,
        refundedCents: 0,
      }),
      "en",
    );
    const { text } = await textOf(pdf);
    expect(text).toContain("Type Wallet top-up");
    expect(text).toContain("Paid (Wallet balance) $50.00");
    expect(text).not.toContain("Refunded");
  });

  it("embeds subsets of the CJK font with their ToUnicode maps, so the file stays small", async () => {
    const pdf = await renderInvoicePdf(chineseInvoice, "zh-CN");
    const fonts = embeddedFonts(pdf);
    expect(fonts.map((font) => font.baseFont).sort()).toEqual([
      expect.stringMatching(/^[A-Z]{6}\+NotoSansSC-Bold$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSansSC-Regular$/),
    ]);
    for (const font of fonts) {
      expect(font.hasToUnicode).toBe(true);
      // The whole font is over 10 MB; a subset of the few dozen glyphs used is a few kilobytes.
      expect(font.fileBytes).toBeGreaterThan(1_000);
      expect(font.fileBytes).toBeLessThan(100_000);
    }
    expect(pdf.length).toBeLessThan(300_000);
  });

  it("continues a long table on further pages with the header repeated, and totals once at the end", async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      description: `Static ISP proxy, region ${i + 1}, with a description long enough to wrap onto a second line`,
      quantity: 1,
      unitCents: 100 * (i + 1),
      amountCents: 100 * (i + 1),
    }));
    const pdf = await renderInvoicePdf(invoiceOf({ lines }), "en");
    const { text, pages } = await textOf(pdf);
    expect(pages).toBeGreaterThan(1);
    for (let region = 1; region <= lines.length; region++) expect(text).toContain(`region ${region},`);
    expect(text).toContain("1 $40.00 $40.00");
    expect(text.match(/Description Qty Unit price Amount/g)).toHaveLength(pages);
    expect(text.match(/Subtotal/g)).toHaveLength(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("Invoice INV-20250314-000123 · order S20250314093012345678 (continued)");
  });

  it("renders the same invoice to the same bytes", async () => {
    const first = await renderInvoicePdf(chineseInvoice, "zh-CN");
    const second = await renderInvoicePdf(chineseInvoice, "zh-CN");
    expect(first.equals(second)).toBe(true);
  });
});
