import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { RowIdQuerySchema, UnixSecondsQuerySchema } from "../request-bounds.ts";

const tag = "console-audit";

/** The audit's outcomes (ADR 421). */
export const AUDIT_OUTCOMES = ["succeeded", "refused", "failed"] as const;
/** Rows per page of the audit browser, and the most one export holds. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** The audit's filters, every one optional, all of them together; `from` inclusive, `to` exclusive (unix seconds). */
export const AuditFiltersSchema = z.object({
  from: UnixSecondsQuerySchema.optional(),
  to: UnixSecondsQuerySchema.optional(),
  staff_id: z.uuid().optional(),
  customer_id: z.uuid().optional(),
  action: z.string().trim().min(1).max(60).optional(),
  resource: z.string().trim().min(1).max(60).optional(),
  resource_id: z.string().trim().min(1).max(100).optional(),
});
export type AuditFiltersQuery = z.infer<typeof AuditFiltersSchema>;

export const AuditEventSchema = z.object({
  seq: z.number().int(),
  /** Unix milliseconds. */
  at: z.number().int(),
  /** The acting member (null: the admin command line), with their name as it is now. */
  staff: z.object({ id: z.string(), email: z.string(), display_name: z.string() }).nullable(),
  customer_id: z.string().nullable(),
  impersonating: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  resource_id: z.string().nullable(),
  /** As recorded, secrets masked. */
  before: z.unknown(),
  after: z.unknown(),
  reason_code: z.string().nullable(),
  note: z.string().nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  error_code: z.string().nullable(),
  hash: z.string(),
});
export type AuditEventView = z.infer<typeof AuditEventSchema>;

export const consoleAuditEvents = defineEndpoint({
  operationId: "consoleAuditEvents",
  method: "GET",
  path: "/api/console/audit",
  tag,
  summary: "The audit, newest first, filtered; pages by `before` (the last row's seq), never by offset",
  access: access.staff("audit:read"),
  query: AuditFiltersSchema.extend({ before: RowIdQuerySchema.optional() }),
  response: z.object({ list: z.array(AuditEventSchema), next_before: z.number().int().nullable() }),
  errors: [],
});

export const consoleAuditExport = defineEndpoint({
  operationId: "consoleAuditExport",
  method: "GET",
  path: "/api/console/audit/export",
  tag,
  summary: `The filtered audit as an xlsx file (newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows; the answer says when more matched)`,
  access: access.staff("audit:export"),
  query: AuditFiltersSchema,
  response: z.object({
    filename: z.string(),
    content_type: z.string(),
    content_base64: z.string(),
    rows: z.number().int().nonnegative(),
    /** More rows matched than one file holds: narrow the dates. */
    truncated: z.boolean(),
  }),
  errors: [],
});
