import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  type AuditEventView,
  type AuditFiltersQuery,
  consoleAuditEvents,
  consoleAuditExport,
} from "@portico/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { staffNamesByIds } from "../staff/staff-directory.service.ts";
import { listAuditEvents, recordAudit } from "./audit.service.ts";
import type { AuditEvent, AuditFilters } from "./audit.types.ts";
import { auditWorkbook } from "./audit-export.ts";

const filtersOf = (query: AuditFiltersQuery): AuditFilters => ({
  from: query.from === undefined ? undefined : new Date(query.from * 1000),
  to: query.to === undefined ? undefined : new Date(query.to * 1000),
  staffId: query.staff_id,
  customerId: query.customer_id,
  action: query.action,
  resource: query.resource,
  resourceId: query.resource_id,
});

async function withStaffNames(db: Db, events: AuditEvent[]): Promise<AuditEventView[]> {
  const names = await staffNamesByIds(
    db,
    events.flatMap((event) => (event.staffId ? [event.staffId] : [])),
  );
  return events.map((event) => {
    const staff = event.staffId ? names.get(event.staffId) : undefined;
    return {
      seq: event.seq,
      at: event.at.getTime(),
      staff: event.staffId
        ? { id: event.staffId, email: staff?.email ?? "", display_name: staff?.displayName ?? "" }
        : null,
      customer_id: event.customerId,
      impersonating: event.impersonating,
      action: event.action,
      resource: event.resource,
      resource_id: event.resourceId,
      before: event.before,
      after: event.after,
      reason_code: event.reasonCode,
      note: event.note,
      request_id: event.requestId,
      ip: event.ip,
      user_agent: event.userAgent,
      outcome: event.outcome,
      error_code: event.errorCode,
      hash: event.hash,
    };
  });
}

/** The audit browser (issue #25 item 6, ADR 421): the auditor reads it page by page and exports it. */
export default async function auditRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  registerEndpoint(app, consoleAuditEvents, async ({ input }) => {
    const { before, ...filters } = input;
    const page = await listAuditEvents(db, filtersOf(filters), { before, limit: AUDIT_PAGE_SIZE });
    return { list: await withStaffNames(db, page.events), next_before: page.nextBefore };
  });

  registerEndpoint(app, consoleAuditExport, async ({ input, principal, language, request }) => {
    const filters = filtersOf(input);
    const events: AuditEvent[] = [];
    let before: number | undefined;
    // One page more than the file holds tells whether more matched.
    while (events.length <= AUDIT_EXPORT_MAX_ROWS) {
      const page = await listAuditEvents(db, filters, { before, limit: 200 });
      events.push(...page.events);
      if (page.nextBefore === null) break;
      before = page.nextBefore;
    }
    const truncated = events.length > AUDIT_EXPORT_MAX_ROWS;
    const kept = events.slice(0, AUDIT_EXPORT_MAX_ROWS);
    const views = await withStaffNames(db, kept);
    const file = await auditWorkbook(
      kept.map((event, index) => ({ ...event, staffEmail: views[index]?.staff?.email || null })),
      language,
      now(),
    );
    // Who took a copy of the audit, and of which part, is itself recorded.
    await db.transaction((tx) =>
      recordAudit(tx, {
        staffId: principal.staffId,
        action: "audit.export",
        resource: "audit",
        after: { filters: input, rows: kept.length, truncated },
        requestId: request.id,
        ip: request.ip,
        userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
      }),
    );
    return {
      filename: file.filename,
      content_type: file.content_type,
      content_base64: file.bytes.toString("base64"),
      rows: kept.length,
      truncated,
    };
  });
}
