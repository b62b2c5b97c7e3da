import type { CustomerViewMode } from "@portico/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";
import { staffMembers, staffSessions } from "../staff/staff.tables.ts";

/**
 * A staff member's view of a customer's user centre (ADR 431): a session of its own, never one
 * of the customer's, opened from the member's console session and living only as long as that
 * one does and at most CUSTOMER_VIEW_MINUTES. `act` views may change things for the customer and
 * carry the reason they were opened for.
 */
export const customerViews = pgTable(
  "customer_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id),
    staffSessionId: integer("staff_session_id")
      .notNull()
      .references(() => staffSessions.id, { onDelete: "cascade" }),
    mode: text("mode").$type<CustomerViewMode>().notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("customer_views_token_hash_key").on(table.tokenHash),
    index("customer_views_customer_idx").on(table.customerId),
    check("customer_views_mode_check", sql`${table.mode} in ('read', 'act')`),
    check("customer_views_act_reason_check", sql`${table.mode} = 'read' or ${table.reason} is not null`),
    check("customer_views_window_check", sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);
export type CustomerViewRow = typeof customerViews.$inferSelect;
