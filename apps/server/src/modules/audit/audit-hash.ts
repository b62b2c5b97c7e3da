import { createHash } from "node:crypto";
import type { AuditEvent } from "./audit.types.ts";
import { canonicalJson } from "./canonical-json.ts";

/** The columns a row's hash covers: every one but `prev_hash` and `hash`. */
export type HashedAuditFields = Omit<AuditEvent, "prevHash" | "hash">;

/**
 * `SHA-256(prev_hash ‖ canonical JSON of the row's other columns)`, hex (ADR 421). The columns
 * go by their SQL names and a null column is written as null, so a verifier reading the table
 * with plain SQL builds the same text.
 */
export function auditHash(prevHash: string, row: HashedAuditFields): string {
  const columns = {
    seq: row.seq,
    at: row.at,
    staff_id: row.staffId,
    customer_id: row.customerId,
    impersonating: row.impersonating,
    action: row.action,
    resource: row.resource,
    resource_id: row.resourceId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason_code: row.reasonCode,
    note: row.note,
    request_id: row.requestId,
    ip: row.ip,
    user_agent: row.userAgent,
    outcome: row.outcome,
    error_code: row.errorCode,
  };
  return createHash("sha256").update(prevHash).update(canonicalJson(columns)).digest("hex");
}
