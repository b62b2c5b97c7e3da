import { and, desc, eq, gt, gte, lt, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type AuditEventRow, auditChainHead, auditEvents } from "./audit.tables.ts";
import type { AuditFilters } from "./audit.types.ts";

export type ChainHead = { seq: number; hash: string };

/** The head, locked until the caller's transaction ends: audit writers queue here, one at a time. */
export async function lockChainHead(tx: Db): Promise<ChainHead> {
  const [head] = await tx
    .select({ seq: auditChainHead.seq, hash: auditChainHead.hash })
    .from(auditChainHead)
    .where(eq(auditChainHead.id, 1))
    .for("update");
  if (!head) throw new Error("audit_chain_head has no row: migration 0020 inserts it");
  return head;
}

export async function readChainHead(db: Db): Promise<ChainHead> {
  const [head] = await db
    .select({ seq: auditChainHead.seq, hash: auditChainHead.hash })
    .from(auditChainHead)
    .where(eq(auditChainHead.id, 1));
  if (!head) throw new Error("audit_chain_head has no row: migration 0020 inserts it");
  return head;
}

export async function insertAuditEvent(tx: Db, row: AuditEventRow): Promise<void> {
  await tx.insert(auditEvents).values(row);
}

export async function moveChainHead(tx: Db, head: ChainHead): Promise<void> {
  await tx.update(auditChainHead).set(head).where(eq(auditChainHead.id, 1));
}

/** Rows with `after < seq <= upTo`, in seq order, at most `limit`: the verifier's batches. */
export function auditEventsInSeqOrder(db: Db, after: number, upTo: number, limit: number): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(gt(auditEvents.seq, after), lte(auditEvents.seq, upTo)))
    .orderBy(auditEvents.seq)
    .limit(limit);
}

/** Newest first, by seek on seq: rows below `before` that match every filter given. */
export function auditEventsPage(
  db: Db,
  filters: AuditFilters,
  before: number | undefined,
  limit: number,
): Promise<AuditEventRow[]> {
  const where: (SQL | undefined)[] = [
    before !== undefined ? lt(auditEvents.seq, before) : undefined,
    filters.from ? gte(auditEvents.at, filters.from) : undefined,
    filters.to ? lt(auditEvents.at, filters.to) : undefined,
    filters.staffId ? eq(auditEvents.staffId, filters.staffId) : undefined,
    filters.customerId ? eq(auditEvents.customerId, filters.customerId) : undefined,
    filters.action ? eq(auditEvents.action, filters.action) : undefined,
    filters.resource ? eq(auditEvents.resource, filters.resource) : undefined,
    filters.resourceId ? eq(auditEvents.resourceId, filters.resourceId) : undefined,
  ];
  return db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.seq))
    .limit(limit);
}
