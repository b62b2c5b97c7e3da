import {
  consoleInventoryStock,
  consoleIpImport,
  consoleIpImportCommit,
  consoleIpImportDryRun,
  consoleIpImportList,
  INVENTORY_LOW_STOCK_BELOW,
  IP_IMPORT_MAX_BYTES,
} from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { inventoryStock } from "./inventory-stock.service.ts";
import { ipImportErrors } from "./ip-import.errors.ts";
import { presentIpImport, presentIpImportSummary } from "./ip-import.presenter.ts";
import {
  commitIpImport,
  dryRunIpImport,
  type IpImportRequestMeta,
  ipImportById,
  latestIpImports,
  runIpImportJob,
} from "./ip-import.service.ts";

/** The import job's queue name (jobs/import-static-ips.job.ts). */
const IMPORT_JOB = "import-static-ips";
/** Past imports the console lists. */
const LIST_LIMIT = 50;
/** The JSON around the file's content: its name and the import id. */
const BODY_OVERHEAD = 64 * 1024;

const metaOf = (request: FastifyRequest): IpImportRequestMeta => ({
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});

/** The console's static inventory: stock per region and the CSV import (ADR 422). */
export default async function inventoryConsoleRoutes(
  app: FastifyInstance,
  options: { db: Db; jobs: JobQueue; now: () => Date },
) {
  const { db, jobs, now } = options;
  const bodyLimit = IP_IMPORT_MAX_BYTES * 2 + BODY_OVERHEAD;

  registerEndpoint(app, consoleInventoryStock, async ({ language }) => ({
    low_stock_below: INVENTORY_LOW_STOCK_BELOW,
    list: await inventoryStock(db, language),
  }));

  registerEndpoint(
    app,
    consoleIpImportDryRun,
    async ({ input, principal, request, language }) =>
      presentIpImport(
        await dryRunIpImport(db, {
          content: input.content,
          fileName: input.file_name,
          staffId: principal.staffId,
          meta: metaOf(request),
        }),
        language,
      ),
    { bodyLimit },
  );

  registerEndpoint(
    app,
    consoleIpImportCommit,
    async ({ input, principal, request, language }) => {
      const commit = await commitIpImport(db, {
        importId: input.import_id,
        content: input.content,
        staffId: principal.staffId,
        meta: metaOf(request),
      });
      if (commit.queued && !(await jobs.request(IMPORT_JOB, commit.job))) {
        // No jobs runner on this instance (JOBS=off): the same idempotent work runs here, after
        // the answer; the screen follows its progress as it would a job's.
        const job = commit.job;
        setImmediate(() => {
          runIpImportJob(db, job, { now }).catch((error: unknown) =>
            request.log.error({ err: error, importId: job.importId }, "static IP import failed"),
          );
        });
      }
      return { queued: commit.queued, import: presentIpImport(commit.import, language) };
    },
    { bodyLimit },
  );

  registerEndpoint(app, consoleIpImport, async ({ input, language }) => {
    const found = await ipImportById(db, input.id);
    if (!found) throw ipImportErrors.notFound({ id: input.id });
    return presentIpImport(found, language);
  });

  registerEndpoint(app, consoleIpImportList, async () => ({
    list: (await latestIpImports(db, LIST_LIMIT)).map(presentIpImportSummary),
  }));
}
