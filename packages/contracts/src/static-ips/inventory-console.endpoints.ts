import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { IP_IMPORT_ROW_ERRORS, IpImportError } from "./ip-import.codes.ts";

/**
 * The console's static inventory (issue #25 item 2): stock per region, and the CSV import of
 * static IPs as a kept dry run, then a commit that runs as a job (ADR 422).
 */

const tag = "console-inventory";

/** A region whose free IPs fall below this is flagged as low on stock. */
export const INVENTORY_LOW_STOCK_BELOW = 10;
/** The largest CSV the console takes (200,000 rows of `address,port,region` fit well within it). */
export const IP_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

export const IP_IMPORT_STATUSES = ["dry_run", "queued", "running", "done", "failed"] as const;

export const InventoryStockRowSchema = z.object({
  region_id: z.number().int(),
  country_code: z.string(),
  /** Country (and state or city) in the caller's language. */
  name: z.string(),
  isp: z.string(),
  /** Whether the region is on sale. */
  active: z.boolean(),
  /** Free: available to sell. */
  available: z.number().int(),
  /** Held by an unpaid order. */
  reserved: z.number().int(),
  /** Assigned to a customer by a paid period. */
  sold: z.number().int(),
  /** Assigned as free test IPs. */
  test: z.number().int(),
  disabled: z.number().int(),
  /** Fewer free IPs than INVENTORY_LOW_STOCK_BELOW while on sale. */
  low: z.boolean(),
});
export type InventoryStockRow = z.infer<typeof InventoryStockRowSchema>;

export const consoleInventoryStock = defineEndpoint({
  operationId: "consoleInventoryStock",
  method: "GET",
  path: "/api/console/inventory/stock",
  tag,
  summary: "Static IPs per region: free, reserved, sold, test and disabled; regions low on free IPs flagged",
  access: access.staff("inventory:read"),
  response: z.object({ low_stock_below: z.number().int(), list: z.array(InventoryStockRowSchema) }),
  errors: [],
});

export const IpImportRowProblemSchema = z.object({
  line: z.number().int(),
  code: z.enum(IP_IMPORT_ROW_ERRORS),
  value: z.string(),
  /** The problem as a sentence in the caller's language. */
  message: z.string(),
});

export const IpImportSummarySchema = z.object({
  id: z.string(),
  file_name: z.string(),
  status: z.enum(IP_IMPORT_STATUSES),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  error_rows: z.number().int(),
  /** IPs the commit's job has written so far. */
  rows_written: z.number().int(),
  /** Unix seconds. */
  created_at: z.number().int(),
  /** Unix seconds; null before the job starts or ends. */
  started_at: z.number().int().nullable(),
  finished_at: z.number().int().nullable(),
});
export type IpImportSummary = z.infer<typeof IpImportSummarySchema>;

export const IpImportDetailSchema = IpImportSummarySchema.extend({
  report: z.object({
    /** Every row error; `errors` lists the first 1,000 of them by line. */
    error_count: z.number().int(),
    errors: z.array(IpImportRowProblemSchema),
    /** The report's notes (ignored columns, regions not on sale) in the caller's language. */
    notes: z.array(z.string()),
  }),
});
export type IpImportDetail = z.infer<typeof IpImportDetailSchema>;

const fileContent = z.string().min(1).max(IP_IMPORT_MAX_BYTES);

export const consoleIpImportDryRun = defineEndpoint({
  operationId: "consoleIpImportDryRun",
  method: "POST",
  path: "/api/console/inventory/import/dry-run",
  tag,
  summary: "Checks a CSV of static IPs (address,port,region) and keeps the import with its report; writes no IP",
  access: access.staff("inventory:import"),
  body: z.object({ file_name: z.string().trim().min(1).max(200), content: fileContent }),
  response: IpImportDetailSchema,
  errors: [IpImportError.import_header_invalid, IpImportError.import_row_count_invalid],
});

export const consoleIpImportCommit = defineEndpoint({
  operationId: "consoleIpImportCommit",
  method: "POST",
  path: "/api/console/inventory/import/commit",
  tag,
  summary: "Commits a dry run with the same file: its valid rows are written by a job (committing again is a no-op)",
  access: access.staff("inventory:import"),
  body: z.object({ import_id: z.uuid(), content: fileContent }),
  /** `queued` false: the import was done already. */
  response: z.object({ queued: z.boolean(), import: IpImportDetailSchema }),
  errors: [
    IpImportError.import_not_found,
    IpImportError.import_content_changed,
    IpImportError.import_header_invalid,
    IpImportError.import_row_count_invalid,
  ],
});

export const consoleIpImport = defineEndpoint({
  operationId: "consoleIpImport",
  method: "GET",
  path: "/api/console/inventory/import",
  tag,
  summary: "One import with its progress and its report",
  access: access.staff("inventory:read"),
  query: z.object({ id: z.uuid() }),
  response: IpImportDetailSchema,
  errors: [IpImportError.import_not_found],
});

export const consoleIpImportList = defineEndpoint({
  operationId: "consoleIpImportList",
  method: "GET",
  path: "/api/console/inventory/imports",
  tag,
  summary: "The latest imports, newest first, with their counts and status",
  access: access.staff("inventory:read"),
  response: z.object({ list: z.array(IpImportSummarySchema) }),
  errors: [],
});
