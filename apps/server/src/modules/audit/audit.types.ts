/** What the audit records and answers (ADR 421): plain types, shared with the modules that write it. */

export type AuditOutcome = "succeeded" | "refused" | "failed";

/** One console action, as its module describes it to `recordAudit`. */
export type AuditEventInput = {
  /** The acting member; null only for the admin command line. */
  staffId: string | null;
  /** The customer acted on. */
  customerId?: string | null;
  /** The read-only view's session the action happened in. */
  impersonating?: string | null;
  /** `wallet.adjust`, `order.refund`, … */
  action: string;
  resource: string;
  resourceId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Field names whose values are replaced by "[masked]" in before and after, at any depth, before hashing. */
  secretFields?: readonly string[];
  reasonCode?: string | null;
  note?: string | null;
  requestId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
};

/** A refused or failed action: recorded in a transaction of its own, with the error code. */
export type RefusedAuditEventInput = AuditEventInput & { outcome: "refused" | "failed"; errorCode: string };

/** A stored audit row, as the reader answers it. */
export type AuditEvent = {
  seq: number;
  at: Date;
  staffId: string | null;
  customerId: string | null;
  impersonating: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  before: unknown;
  after: unknown;
  reasonCode: string | null;
  note: string | null;
  requestId: string | null;
  ip: string | null;
  userAgent: string | null;
  outcome: AuditOutcome;
  errorCode: string | null;
  prevHash: string;
  hash: string;
};

/** The reader's filters; every one optional, all of them together. `from` inclusive, `to` exclusive. */
export type AuditFilters = {
  from?: Date;
  to?: Date;
  staffId?: string;
  customerId?: string;
  action?: string;
  resource?: string;
  resourceId?: string;
};

/** A page of the audit, newest first; `nextBefore` is the seq to pass as `before` for the next page. */
export type AuditPage = { events: AuditEvent[]; nextBefore: number | null };

export type AuditChainReport =
  | { ok: true; rows: number }
  | { ok: false; firstBadSeq: number; reason: "edited" | "missing" | "head_mismatch" };
