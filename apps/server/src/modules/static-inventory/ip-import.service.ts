import { createHash } from "node:crypto";
import { IP_IMPORT_MAX_ROWS, IP_IMPORT_REPORT_MAX_ERRORS } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { renderText } from "../../plugins/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { ipImportErrors, ipImportRowMessages } from "./ip-import.errors.ts";
import { judgeIpImport, parseIpImportCsv } from "./ip-import.parse.ts";
import {
  findImportRecord,
  type IpImportRecord,
  insertImportRecord,
  listImportRecords,
  markImportFinished,
  markImportQueued,
  markImportRunning,
  presentAddressPorts,
  regionsByCode,
  writeImportBatch,
} from "./ip-import.repository.ts";
import type { IpImport, IpImportJobData, IpImportReport, IpImportReportError } from "./ip-import.types.ts";

/** IPs written per transaction: progress moves every batch, and a failure loses at most one. */
export const IP_IMPORT_BATCH = 1_000;

const AUDIT_RESOURCE = "static_ip_import";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sha256 = (content: string) => createHash("sha256").update(content, "utf8").digest("hex");

/** The console request an audit row names (absent from the command line). */
export type IpImportRequestMeta = { requestId: string | null; ip: string | null; userAgent: string | null };

const toIpImport = (row: IpImportRecord): IpImport => ({ ...row, report: row.report as IpImportReport });

/** Parses and judges a file against the regions and the inventory as they are now. */
async function judge(db: Db, content: string) {
  const parsed = parseIpImportCsv(content);
  if (!parsed.ok && parsed.reason === "header_invalid")
    throw ipImportErrors.headerInvalid({ missing: parsed.missing.join(", ") });
  if (!parsed.ok) throw ipImportErrors.rowCountInvalid({ rows: parsed.totalRows, max: IP_IMPORT_MAX_ROWS });
  const [regions, present] = await Promise.all([regionsByCode(db), presentAddressPorts(db, parsed.candidates)]);
  return { parsed, judged: judgeIpImport(parsed, regions, present) };
}

/**
 * The dry run: validates the file and keeps the import with its report and counts, writing no
 * IP. The record and its audit row are one transaction.
 */
export async function dryRunIpImport(
  db: Db,
  input: { content: string; fileName: string; staffId: string | null; meta?: IpImportRequestMeta },
): Promise<IpImport> {
  const { parsed, judged } = await judge(db, input.content);
  const report: IpImportReport = {
    errorCount: judged.problems.length,
    errors: judged.problems.slice(0, IP_IMPORT_REPORT_MAX_ERRORS),
    ignoredColumns: parsed.ignoredColumns,
    inactiveRegions: judged.inactiveRegions,
  };
  const errorRows = new Set(judged.problems.map((problem) => problem.line)).size;
  return db.transaction(async (tx) => {
    const row = await insertImportRecord(tx, {
      createdBy: input.staffId,
      fileName: input.fileName,
      sha256: sha256(input.content),
      totalRows: parsed.totalRows,
      validRows: judged.rows.length,
      errorRows,
      status: "dry_run",
      report,
    });
    await recordAudit(tx, {
      staffId: input.staffId,
      ...input.meta,
      action: "inventory.import.dry_run",
      resource: AUDIT_RESOURCE,
      resourceId: row.id,
      after: {
        file_name: row.fileName,
        sha256: row.sha256,
        total_rows: row.totalRows,
        valid_rows: row.validRows,
        error_rows: row.errorRows,
      },
    });
    return toIpImport(row);
  });
}

/** The latest imports, newest first (the console's list of past imports). */
export async function latestIpImports(db: Db, limit: number): Promise<Omit<IpImport, "report">[]> {
  return listImportRecords(db, limit);
}

export async function ipImportById(db: Db, id: string): Promise<IpImport | undefined> {
  const row = UUID.test(id) ? await findImportRecord(db, id) : undefined;
  return row && toIpImport(row);
}

export type IpImportCommit =
  /** Nothing to do: the import is done already (committing twice is a no-op). */
  | { queued: false; import: IpImport }
  /** Queued: run `job` (on pg-boss, or inline) to write the rows. */
  | { queued: true; import: IpImport; job: IpImportJobData };

/**
 * The commit: refuses content other than the dry run's (by SHA-256), judges it again against the
 * inventory as it is now (rows added since are not written), and marks the import queued with an
 * audit row in one transaction. The caller runs the answered job. An import already done answers
 * `queued: false`; one queued, running or failed is queued again, which its idempotent job allows.
 */
export async function commitIpImport(
  db: Db,
  input: { importId: string; content: string; staffId: string | null; meta?: IpImportRequestMeta },
): Promise<IpImportCommit> {
  const existing = UUID.test(input.importId) ? await findImportRecord(db, input.importId) : undefined;
  if (!existing) throw ipImportErrors.notFound({ id: input.importId });
  if (existing.sha256 !== sha256(input.content)) throw ipImportErrors.contentChanged({ id: input.importId });
  if (existing.status === "done") return { queued: false, import: toIpImport(existing) };
  const { judged } = await judge(db, input.content);
  return db.transaction(async (tx) => {
    const row = await markImportQueued(tx, input.importId);
    if (!row) throw ipImportErrors.notFound({ id: input.importId });
    if (row.status === "done") return { queued: false as const, import: toIpImport(row) };
    await recordAudit(tx, {
      staffId: input.staffId,
      ...input.meta,
      action: "inventory.import.commit",
      resource: AUDIT_RESOURCE,
      resourceId: row.id,
      before: { status: existing.status },
      after: { status: row.status, rows_to_write: judged.rows.length },
    });
    return {
      queued: true as const,
      import: toIpImport(row),
      job: { importId: row.id, rows: judged.rows.map((r) => [r.address, r.port, r.regionId]) },
    };
  });
}

/**
 * The commit's work, the pg-boss job's body: writes the rows in batches of `batch`, each batch
 * and its progress one transaction, then marks the import done. Idempotent: a retried, repeated
 * or concurrent run writes no IP twice (ON CONFLICT) and counts none twice. Answers the IPs this
 * run wrote.
 */
export async function runIpImportJob(
  db: Db,
  data: IpImportJobData,
  options: { now: () => Date; batch?: number },
): Promise<{ written: number; done: boolean }> {
  const batch = options.batch ?? IP_IMPORT_BATCH;
  if (!(await markImportRunning(db, data.importId, options.now()))) return { written: 0, done: true };
  let written = 0;
  try {
    for (let start = 0; start < data.rows.length; start += batch) {
      const rows = data.rows
        .slice(start, start + batch)
        .map(([address, port, regionId]) => ({ address, port, regionId }));
      written += await db.transaction((tx) => writeImportBatch(tx, data.importId, rows));
      // Embedded PGlite answers on this thread without ever yielding to the event loop: without a
      // pause between batches, a long import would hold back every request and timer until done.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    await markImportFinished(db, data.importId, "failed", options.now());
    throw error;
  }
  await markImportFinished(db, data.importId, "done", options.now());
  return { written, done: true };
}

/** A report's row error as a sentence in the reader's language. */
export function ipImportRowMessage(error: IpImportReportError, language: UiLanguage): string {
  return renderText(ipImportRowMessages[error.code], language, { line: error.line, value: error.value });
}
