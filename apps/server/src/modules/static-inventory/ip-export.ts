import { STATIC_IP_EXPORT_FILE, type StaticIpRow, StaticIpStatus, XLSX_CONTENT_TYPE } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";

type ExportRow = StaticIpRow & { username: string; password: string };

/** The sheet's columns in both languages; times are UTC (the server does not know the reader's zone). */
const COLUMNS: { en: string; zh: string; width: number; cell: (row: ExportRow, language: UiLanguage) => unknown }[] = [
  { en: "IP", zh: "IP", width: 18, cell: (row) => row.ip },
  { en: "Port", zh: "端口", width: 8, cell: (row) => row.port },
  { en: "Username", zh: "用户名", width: 20, cell: (row) => row.username },
  { en: "Password", zh: "密码", width: 36, cell: (row) => row.password },
  {
    en: "Account (IP:PORT:USER:PASS)",
    zh: "账号 (IP:端口:用户名:密码)",
    width: 70,
    cell: (row) => `${row.ip}:${row.port}:${row.username}:${row.password}`,
  },
  { en: "Order no.", zh: "订单号", width: 24, cell: (row) => row.order_no },
  { en: "Region", zh: "地区", width: 28, cell: (row) => row.country },
  { en: "Purchase time (UTC)", zh: "购买时间 (UTC)", width: 20, cell: (row) => new Date(row.create_time * 1000) },
  { en: "Expire date (UTC)", zh: "到期时间 (UTC)", width: 20, cell: (row) => new Date(row.expire_time * 1000) },
  { en: "Days left", zh: "剩余天数", width: 10, cell: (row) => row.extime },
  {
    en: "State",
    zh: "状态",
    width: 10,
    cell: (row, language) =>
      row.status === StaticIpStatus.Normal
        ? language === "zh-CN"
          ? "正常"
          : "Normal"
        : language === "zh-CN"
          ? "已过期"
          : "Expired",
  },
  { en: "Tag", zh: "标签", width: 16, cell: (row) => row.tag },
];

/** IP_List.xlsx (spec 02 §2): a header row and one row per IP, credentials included. */
export async function ipListWorkbook(rows: readonly ExportRow[], language: UiLanguage) {
  const header = COLUMNS.map((column) => ({
    value: language === "zh-CN" ? column.zh : column.en,
    fontWeight: "bold" as const,
  }));
  const body = rows.map((row) =>
    COLUMNS.map((column) => {
      const value = column.cell(row, language);
      return value instanceof Date ? { value, type: Date, format: "yyyy-mm-dd hh:mm" } : (value as string | number);
    }),
  );
  const data = [header, ...body] as SheetData;
  const bytes = await writeXlsxFile(data, {
    sheet: language === "zh-CN" ? "IP 列表" : "IP list",
    columns: COLUMNS.map((column) => ({ width: column.width })),
  }).toBuffer();
  return { filename: STATIC_IP_EXPORT_FILE, content_type: XLSX_CONTENT_TYPE, bytes };
}
