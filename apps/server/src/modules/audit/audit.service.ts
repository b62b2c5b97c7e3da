import type { Db } from "../../db/client.ts";
import {
  auditEventsInSeqOrder,
  auditEventsPage,
  insertAuditEvent,
  lockChainHead,
  moveChainHead,
  readChainHead,
} from "./audit.repository.ts";
import { AUDIT_GENESIS_HASH, type AuditEventRow } from "./audit.tables.ts";
import type {
  AuditChainReport,
  AuditEvent,
  AuditEventInput,
  AuditFilters,
  AuditOutcome,
  AuditPage,
  RefusedAuditEventInput,
} from "./audit.types.ts";
import { auditHash } from "./audit-hash.ts";
import { maskSecrets } from "./audit-mask.ts";
import { toJsonValue } from "./canonical-json.ts";

// A row never leaves the module: the compiler checks it is the plain type the reader answers.
const toAuditEvent = (row: AuditEventRow): AuditEvent => row;

async function writeAudit(
  tx: Db,
  event: AuditEventInput,
  outcome: AuditOutcome,
  errorCode: string | null,
): Promise<AuditEvent> {
  if (!event.action || !event.resource) throw new Error("an audit event needs an action and a resource");
  const secrets = new Set(event.secretFields ?? []);
  // Stored as the same plain JSON that is hashed, so reading it back hashes the same.
  const json = (value: unknown) => maskSecrets(toJsonValue(value) ?? null, secrets);
  const head = await lockChainHead(tx);
  const fields = {
    seq: head.seq + 1,
    // Taken under the lock, so times follow seq (on one clock).
    at: new Date(),
    staffId: event.staffId,
    customerId: event.customerId ?? null,
    impersonating: event.impersonating ?? null,
    action: event.action,
    resource: event.resource,
    resourceId: event.resourceId == null ? null : String(event.resourceId),
    before: json(event.before),
    after: json(event.after),
    reasonCode: event.reasonCode ?? null,
    note: event.note ?? null,
    requestId: event.requestId ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    outcome,
    errorCode,
  };
  const row = { ...fields, prevHash: head.hash, hash: auditHash(head.hash, fields) };
  await insertAuditEvent(tx, row);
  await moveChainHead(tx, { seq: row.seq, hash: row.hash });
  return row;
}

/**
 * Records a console action that succeeded, in the caller's transaction `tx` (the change's), so
 * the row exists exactly when the change committed (ADR 421). Holds the chain head's row lock
 * until that transaction ends: call it last, after the change's own writes.
 */
export function recordAudit(tx: Db, event: AuditEventInput): Promise<AuditEvent> {
  return writeAudit(tx, event, "succeeded", null);
}

/**
 * Records a refused or failed action in a transaction of its own. Call it after the action's
 * transaction has ended (on PGlite, a second transaction beside an open one waits forever).
 */
export function recordRefusedAudit(db: Db, event: RefusedAuditEventInput): Promise<AuditEvent> {
  if (!event.errorCode) throw new Error("a refused or failed audit event needs its error code");
  return db.transaction((tx) => writeAudit(tx, event, event.outcome, event.errorCode));
}

const MAX_PAGE = 200;

/** A page of the audit, newest first, by seek on seq (`before`: the previous page's `nextBefore`). */
export async function listAuditEvents(
  db: Db,
  filters: AuditFilters,
  page: { before?: number; limit?: number } = {},
): Promise<AuditPage> {
  const limit = Math.min(Math.max(Math.trunc(page.limit ?? 50), 1), MAX_PAGE);
  const rows = await auditEventsPage(db, filters, page.before, limit + 1);
  const events = rows.slice(0, limit).map(toAuditEvent);
  return { events, nextBefore: rows.length > limit ? (events.at(-1)?.seq ?? null) : null };
}

/**
 * Recomputes the chain in seq order, `batchSize` rows at a time (bounded memory on any size),
 * up to the head read first, so rows written meanwhile are left for the next run. Answers the
 * first row that is not as written (`edited`: its hash, or the link to the row before, does not
 * match), the first seq absent (`missing`), or a head that is not the last row
 * (`head_mismatch`: rows cut from the end, or a head moved by hand).
 */
export async function verifyAuditChain(
  db: Db,
  { batchSize = 1000 }: { batchSize?: number } = {},
): Promise<AuditChainReport> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error("batchSize must be a positive integer");
  const head = await readChainHead(db);
  let last = { seq: 0, hash: AUDIT_GENESIS_HASH };
  for (;;) {
    const rows = await auditEventsInSeqOrder(db, last.seq, head.seq, batchSize);
    for (const row of rows) {
      if (row.seq !== last.seq + 1) return { ok: false, firstBadSeq: last.seq + 1, reason: "missing" };
      const { prevHash, hash, ...fields } = row;
      if (prevHash !== last.hash || hash !== auditHash(last.hash, fields))
        return { ok: false, firstBadSeq: row.seq, reason: "edited" };
      last = { seq: row.seq, hash };
    }
    if (rows.length < batchSize) break;
  }
  if (last.seq !== head.seq) return { ok: false, firstBadSeq: last.seq + 1, reason: "head_mismatch" };
  if (last.hash !== head.hash) return { ok: false, firstBadSeq: last.seq, reason: "head_mismatch" };
  return { ok: true, rows: last.seq };
}
