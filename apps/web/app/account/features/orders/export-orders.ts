// Loaded on the export click only (`await import("./export-orders")`), with write-excel-file:
// the library (~10 KB gzip, its one dependency fflate included) writes the .xlsx in the browser
// from the rows the list's own endpoint answers, so no server endpoint and no binary response
// outside the JSON envelope are needed, and no page carries it before the customer exports.
import { type OrderHistoryQuery, type OrderRow, orderHistory } from "@portico/contracts";
import { unpaidSecondsLeft } from "@portico/domain";
import type { TFunction } from "i18next";
import writeXlsxFile, { type SheetData } from "write-excel-file/browser";
import { browserCall } from "../../../lib/api/browser-call";
import { ORDER_COLUMNS, shownPayStatus } from "./order-columns";
import type { OrderListKind } from "./order-list-kind";

/** The export's file name (spec 02 §2). */
export const EXPORT_FILE_NAME = "PurchaseHistory.xlsx";

/** The endpoint's largest page: the export reads the filtered list in pages of this size. */
const EXPORT_PAGE_SIZE = 100;

/**
 * Every row the filters match, newest first, page after page: each next page read by the cursor
 * the page before gave (the server reads no page past its first 10,000 rows by number, ADR 415).
 */
async function allRows(query: OrderHistoryQuery): Promise<{ rows: OrderRow[]; time: number }> {
  const rows: OrderRow[] = [];
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    const answer = await browserCall(orderHistory, {
      ...query,
      page,
      limit: EXPORT_PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...answer.list);
    if (answer.next_cursor === null || answer.list.length === 0) return { rows, time: answer.time };
    cursor = answer.next_cursor;
  }
}

/** Downloads the orders the filters match as PurchaseHistory.xlsx, with the list's columns and texts. */
export async function exportOrders(kind: OrderListKind, query: OrderHistoryQuery, t: TFunction<"orders">) {
  const { rows, time } = await allRows(query);
  const columns = ORDER_COLUMNS[kind];
  const header = columns.map((column) => ({ value: t(column.labelKey), fontWeight: "bold" as const }));
  const body = rows.map((row) => {
    const shown = shownPayStatus(row, unpaidSecondsLeft(row, time) === 0);
    return columns.map((column) => column.text(row, t, shown));
  });
  const data: SheetData = [header, ...body];
  await writeXlsxFile(data, {
    sheet: t("export.sheet"),
    columns: columns.map((column) => ({ width: column.id === "package" ? 36 : 20 })),
  }).toFile(EXPORT_FILE_NAME);
}
