import { XLSX_CONTENT_TYPE } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { AuditEvent } from "./audit.types.ts";

export type ExportedAuditEvent = AuditEvent & { staffEmail: string | null };

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** The sheet's columns in both languages; times are UTC (the server does not know the reader's zone). */
const COLUMNS: { en: string; zh: string; width: number; cell: (event: ExportedAuditEvent) => unknown }[] = [
  { en: "Seq", zh: "序号", width: 8, cell: (event) => event.seq },
  { en: "Time (UTC)", zh: "时间 (UTC)", width: 20, cell: (event) => event.at },
  { en: "Staff", zh: "操作人", width: 28, cell: (event) => event.staffEmail ?? event.staffId ?? "command line" },
  { en: "Customer", zh: "客户", width: 38, cell: (event) => event.customerId ?? "" },
  { en: "Action", zh: "操作", width: 22, cell: (event) => event.action },
  { en: "Resource", zh: "对象", width: 16, cell: (event) => event.resource },
  { en: "Resource id", zh: "对象 ID", width: 24, cell: (event) => event.resourceId ?? "" },
  { en: "Outcome", zh: "结果", width: 11, cell: (event) => event.outcome },
  { en: "Error", zh: "错误", width: 22, cell: (event) => event.errorCode ?? "" },
  { en: "Reason", zh: "原因", width: 18, cell: (event) => event.reasonCode ?? "" },
  { en: "Note", zh: "备注", width: 30, cell: (event) => event.note ?? "" },
  { en: "Before", zh: "变更前", width: 40, cell: (event) => json(event.before) },
  { en: "After", zh: "变更后", width: 40, cell: (event) => json(event.after) },
  { en: "Request id", zh: "请求 ID", width: 38, cell: (event) => event.requestId ?? "" },
  { en: "IP", zh: "IP", width: 16, cell: (event) => event.ip ?? "" },
  { en: "User agent", zh: "用户代理", width: 30, cell: (event) => event.userAgent ?? "" },
  { en: "Hash", zh: "哈希", width: 66, cell: (event) => event.hash },
];

/** The audit as an xlsx sheet: a header row and one row per event, as recorded (secrets were masked then). */
export async function auditWorkbook(events: readonly ExportedAuditEvent[], language: UiLanguage, at: Date) {
  const header = COLUMNS.map((column) => ({
    value: language === "zh-CN" ? column.zh : column.en,
    fontWeight: "bold" as const,
  }));
  const body = events.map((event) =>
    COLUMNS.map((column) => {
      const value = column.cell(event);
      return value instanceof Date ? { value, type: Date, format: "yyyy-mm-dd hh:mm:ss" } : (value as string | number);
    }),
  );
  const bytes = await writeXlsxFile([header, ...body] as SheetData, {
    sheet: language === "zh-CN" ? "审计日志" : "Audit",
    columns: COLUMNS.map((column) => ({ width: column.width })),
  }).toBuffer();
  const day = at.toISOString().slice(0, 10);
  return { filename: `Audit_${day}.xlsx`, content_type: XLSX_CONTENT_TYPE, bytes };
}
