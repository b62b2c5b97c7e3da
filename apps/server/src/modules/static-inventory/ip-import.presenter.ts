import type { IpImportDetail, IpImportSummary } from "@portico/contracts";
import { type UiLanguage, unixSeconds } from "@portico/domain";
import { renderText } from "../../plugins/app-error.ts";
import { ipImportNotes } from "./ip-import.errors.ts";
import { ipImportRowMessage } from "./ip-import.service.ts";
import type { IpImport } from "./ip-import.types.ts";

const secondsOrNull = (date: Date | null) => (date ? unixSeconds(date) : null);

/** An import's counts and progress, as the console lists it. */
export function presentIpImportSummary(row: Omit<IpImport, "report">): IpImportSummary {
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status,
    total_rows: row.totalRows,
    valid_rows: row.validRows,
    error_rows: row.errorRows,
    rows_written: row.rowsWritten,
    created_at: unixSeconds(row.createdAt),
    started_at: secondsOrNull(row.startedAt),
    finished_at: secondsOrNull(row.finishedAt),
  };
}

/** An import with its report, every problem and note a sentence in the reader's language. */
export function presentIpImport(row: IpImport, language: UiLanguage): IpImportDetail {
  const notes = [
    ...(row.report.ignoredColumns.length > 0
      ? [renderText(ipImportNotes.ignoredColumns, language, { columns: row.report.ignoredColumns.join(", ") })]
      : []),
    ...row.report.inactiveRegions.map((region) =>
      renderText(ipImportNotes.inactiveRegion, language, { code: region.code, rows: region.rows }),
    ),
  ];
  return {
    ...presentIpImportSummary(row),
    report: {
      error_count: row.report.errorCount,
      errors: row.report.errors.map((error) => ({ ...error, message: ipImportRowMessage(error, language) })),
      notes,
    },
  };
}
