import type { IpImportRowError } from "@portico/contracts";

export type IpImportStatus = "dry_run" | "queued" | "running" | "done" | "failed";

/** One listed row error of a report. */
export type IpImportReportError = { line: number; code: IpImportRowError; value: string };

/** What a dry run found, kept with the import (jsonb). */
export type IpImportReport = {
  /** Every row error; `errors` lists the first IP_IMPORT_REPORT_MAX_ERRORS of them by line. */
  errorCount: number;
  errors: IpImportReportError[];
  /** Header columns besides address, port and region: ignored. */
  ignoredColumns: string[];
  /** Regions that are not on sale, with the rows going to each. */
  inactiveRegions: { code: string; rows: number }[];
};

/** An import as its callers see it. */
export type IpImport = {
  id: string;
  createdBy: string | null;
  fileName: string;
  sha256: string;
  totalRows: number;
  validRows: number;
  errorRows: number;
  status: IpImportStatus;
  rowsWritten: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  report: IpImportReport;
  createdAt: Date;
};

/** A row the commit's job writes: address, port, region id (compact: the job's data holds every row). */
export type IpImportJobRow = [address: string, port: number, regionId: number];

/** The commit job's data. */
export type IpImportJobData = { importId: string; rows: IpImportJobRow[] };
