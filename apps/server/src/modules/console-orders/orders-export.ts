import { XLSX_CONTENT_TYPE } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { Order } from "../orders/orders.types.ts";

export type ExportedOrder = { order: Order; email: string };

const dollars = (cents: number) => cents / 100;

/** The sheet's columns in both languages; times are UTC (the server does not know the reader's zone). */
const COLUMNS: { en: string; zh: string; width: number; cell: (row: ExportedOrder, zh: boolean) => unknown }[] = [
  { en: "Order no", zh: "订单号", width: 24, cell: ({ order }) => order.orderNo },
  { en: "Customer", zh: "客户", width: 30, cell: ({ email }) => email },
  { en: "Customer id", zh: "客户 ID", width: 38, cell: ({ order }) => order.userId },
  { en: "Kind", zh: "类型", width: 12, cell: ({ order }) => order.kind },
  { en: "Title", zh: "商品", width: 36, cell: ({ order }, zh) => (zh ? order.titleZh : order.titleEn) },
  {
    en: "Amount (USD)",
    zh: "金额 (USD)",
    width: 12,
    cell: ({ order }) => dollars(order.priceCents - order.discountCents),
  },
  { en: "Discount (USD)", zh: "优惠 (USD)", width: 12, cell: ({ order }) => dollars(order.discountCents) },
  { en: "Refunded (USD)", zh: "已退款 (USD)", width: 12, cell: ({ order }) => dollars(order.refundedCents) },
  { en: "Status", zh: "状态", width: 8, cell: ({ order }) => order.payStatus },
  { en: "Method", zh: "支付方式", width: 8, cell: ({ order }) => order.payType ?? "" },
  { en: "Provider", zh: "支付渠道", width: 14, cell: ({ order }) => order.provider ?? "" },
  { en: "Provider ref", zh: "渠道单号", width: 30, cell: ({ order }) => order.providerRef ?? "" },
  { en: "Created (UTC)", zh: "创建时间 (UTC)", width: 20, cell: ({ order }) => order.createdAt },
  { en: "Paid (UTC)", zh: "支付时间 (UTC)", width: 20, cell: ({ order }) => order.paidAt ?? "" },
];

/** The filtered orders as an xlsx sheet: a header row and one row per order, newest first. */
export async function ordersWorkbook(rows: readonly ExportedOrder[], language: UiLanguage, at: Date) {
  const zh = language === "zh-CN";
  const header = COLUMNS.map((column) => ({ value: zh ? column.zh : column.en, fontWeight: "bold" as const }));
  const body = rows.map((row) =>
    COLUMNS.map((column) => {
      const value = column.cell(row, zh);
      return value instanceof Date ? { value, type: Date, format: "yyyy-mm-dd hh:mm:ss" } : (value as string | number);
    }),
  );
  const bytes = await writeXlsxFile([header, ...body] as SheetData, {
    sheet: zh ? "订单" : "Orders",
    columns: COLUMNS.map((column) => ({ width: column.width })),
  }).toBuffer();
  return { filename: `Orders_${at.toISOString().slice(0, 10)}.xlsx`, content_type: XLSX_CONTENT_TYPE, bytes };
}
