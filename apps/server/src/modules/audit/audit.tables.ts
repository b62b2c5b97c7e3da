import { AUDIT_OUTCOMES } from "@portico/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

export { AUDIT_OUTCOMES };
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The first row's `prev_hash` (ADR 421). */
export const AUDIT_GENESIS_HASH = "0".repeat(64);

/**
 * The console's audit (ADR 421): one row per staff action, written in the action's transaction
 * (or, refused or failed, in one of its own). Append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE (migration 0020), and `hash = SHA-256(prev_hash ‖ canonical JSON of the other
 * columns)` chains the rows in `seq` order, so an edit made with the trigger disabled is found by
 * `audit:verify`. `seq` is taken from `audit_chain_head` under its row lock, so it has no gaps.
 * `staff_id` and `customer_id` carry no foreign key: the audit outlives the rows it names, and
 * the callers check them when they write.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull(),
    /** Null when the action came from the admin command line rather than a console session. */
    staffId: uuid("staff_id"),
    /** The customer acted on, if any. */
    customerId: uuid("customer_id"),
    /** The read-only view's session the action happened in, if any. */
    impersonating: uuid("impersonating"),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    resourceId: text("resource_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    reasonCode: text("reason_code"),
    note: text("note"),
    requestId: text("request_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    outcome: text("outcome").$type<AuditOutcome>().notNull(),
    errorCode: text("error_code"),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [
    index("audit_events_at_idx").on(table.at),
    index("audit_events_staff_idx").on(table.staffId, table.seq),
    index("audit_events_customer_idx").on(table.customerId, table.seq),
    index("audit_events_action_idx").on(table.action, table.seq),
    index("audit_events_resource_idx").on(table.resource, table.resourceId, table.seq),
    check("audit_events_outcome_check", sql`${table.outcome} in ('succeeded', 'refused', 'failed')`),
    check("audit_events_error_code_check", sql`(${table.outcome} = 'succeeded') = (${table.errorCode} is null)`),
    check("audit_events_seq_check", sql`${table.seq} > 0`),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;

/**
 * The chain's head: one row (id 1, inserted by the migration) holding the last `seq` and its
 * hash. A writer locks it FOR UPDATE, so audit writes are serialised across instances; the
 * verifier checks that it names the last row, so a truncated tail is found.
 */
export const auditChainHead = pgTable(
  "audit_chain_head",
  {
    id: smallint("id").primaryKey().default(1),
    seq: bigint("seq", { mode: "number" }).notNull().default(0),
    hash: text("hash").notNull().default(AUDIT_GENESIS_HASH),
  },
  (table) => [check("audit_chain_head_single_row", sql`${table.id} = 1`)],
);
