import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client.ts";
import {
  commitIpImport,
  dryRunIpImport,
  ipImportRowMessage,
  runIpImportJob,
} from "../modules/static-inventory/ip-import.service.ts";

/** Row errors the dry run prints; the rest are in the import's report. */
const PRINTED_ERRORS = 10;

const count = (n: number) => n.toLocaleString("en");

/**
 * `inventory:import <file.csv> [--commit <importId>]`. The commit runs the job's work inline
 * rather than queueing it on pg-boss: the command line has no job worker of its own, a server
 * with JOBS=off (or none at all) would leave it waiting, and the operator watches the terminal
 * anyway. It is the same function the queued job runs, with the same batches and progress.
 */
export async function inventoryImport(
  db: Db,
  file: string,
  commitId: string | undefined,
  fail: (message: string) => Error,
): Promise<string> {
  const content = await readFile(file, "utf8").catch(() => {
    throw fail(`Cannot read ${file}.`);
  });
  if (commitId === undefined) {
    const done = await dryRunIpImport(db, { content, fileName: path.basename(file), staffId: null });
    const { report } = done;
    const lines = [
      `Dry run of ${done.fileName}: ${count(done.totalRows)} rows, ${count(done.validRows)} valid, ${count(done.errorRows)} with errors; no IP written. Import id ${done.id}.`,
      ...report.errors.slice(0, PRINTED_ERRORS).map((error) => `  ${ipImportRowMessage(error, "en")}`),
      ...(report.errorCount > PRINTED_ERRORS
        ? [`  … and ${count(report.errorCount - PRINTED_ERRORS)} more errors in the import's report.`]
        : []),
      ...(report.ignoredColumns.length > 0 ? [`Columns ignored: ${report.ignoredColumns.join(", ")}.`] : []),
      ...report.inactiveRegions.map(
        (region) => `${count(region.rows)} IPs go to the region ${region.code}, which is not on sale.`,
      ),
      done.validRows === 0
        ? "No valid row to commit."
        : `Commit the ${count(done.validRows)} valid rows with: npm run admin -- inventory:import ${file} --commit ${done.id}`,
    ];
    return lines.join("\n");
  }
  const commit = await commitIpImport(db, { importId: commitId, content, staffId: null });
  if (!commit.queued)
    return `Import ${commitId} was committed already (${count(commit.import.rowsWritten)} IPs written): nothing to do.`;
  const run = await runIpImportJob(db, commit.job, { now: () => new Date() });
  const skipped = commit.job.rows.length - run.written;
  return `Import ${commitId} committed: ${count(run.written)} IPs written${skipped > 0 ? `, ${count(skipped)} already in the inventory skipped` : ""}.`;
}
