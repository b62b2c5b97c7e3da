import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";

/**
 * Customers' API keys (ADR 409). Only the SHA-256 of a key is kept; `hint` is its first
 * characters, for the list. `scopes` are the contract's customer scopes the key holds; an empty
 * `allowed_ips` lets any source address use it.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull(),
    hint: text("hint").notNull(),
    scopes: text("scopes").array().notNull(),
    allowedIps: text("allowed_ips").array().notNull().default(sql`'{}'::text[]`),
    /** Requests a minute this key may make; the server's default when null. */
    ratePerMinute: integer("rate_per_minute"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key, not on every call. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    lastUsedIp: text("last_used_ip"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("api_keys_secret_hash_key").on(table.secretHash),
    index("api_keys_user_idx").on(table.userId, table.id),
  ],
);
