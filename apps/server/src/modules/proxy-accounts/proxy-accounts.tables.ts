import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";

/**
 * A customer's residential proxy account (spec 02 §3 User traffic account), created by the first
 * residential purchase. What was bought is integer MB (plans' flow + give, 1 MB = 1,000,000
 * bytes); what was used is bytes, as the gateway measures it, and never exceeds what was bought.
 * The password is shown to its owner by the proxy generator, so it is stored as issued.
 */
export const proxyAccounts = pgTable(
  "proxy_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    username: text("username").notNull(),
    password: text("password").notNull(),
    purchasedMb: bigint("purchased_mb", { mode: "number" }).notNull().default(0),
    /** Only the usage ingestion adds to it (`proxy_usage_hourly` holds the same bytes by hour). */
    usedBytes: bigint("used_bytes", { mode: "number" }).notNull().default(0),
    expireAt: timestamp("expire_at", { withTimezone: true }).notNull(),
    /**
     * The account never expires (spec 02 `is_inf`, shown as "unlimited"): traffic stays usable
     * after `expire_at`. Set by the operator, never by a purchase.
     */
    noExpiry: boolean("no_expiry").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("proxy_accounts_username_key").on(table.username),
    check(
      "proxy_accounts_traffic_check",
      sql`${table.purchasedMb} >= 0 and ${table.usedBytes} >= 0 and ${table.usedBytes} <= ${table.purchasedMb} * 1000000`,
    ),
  ],
);
export type ProxyAccountRow = typeof proxyAccounts.$inferSelect;

/**
 * Traffic used per proxy account and hour (UTC hour start), as debited from the account: the sum
 * over an account equals its `used_bytes`. Written only by the gateway's usage ingestion; daily
 * points are rolled up from these rows in the reader's time zone.
 */
export const proxyUsageHourly = pgTable(
  "proxy_usage_hourly",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => proxyAccounts.userId),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.hour] }),
    check("proxy_usage_hourly_bytes_check", sql`${table.bytes} >= 0`),
    check("proxy_usage_hourly_hour_check", sql`date_trunc('hour', ${table.hour}, 'UTC') = ${table.hour}`),
  ],
);

/**
 * One row per usage batch the gateway sent: a batch id seen again is answered with the stored
 * result and changes nothing (the gateway retries a batch whose answer it did not get).
 */
export const proxyUsageBatches = pgTable("proxy_usage_batches", {
  batchId: text("batch_id").primaryKey(),
  service: text("service").notNull(),
  records: integer("records").notNull(),
  /** Bytes the gateway reported and bytes debited (less when an account ran out). */
  reportedBytes: bigint("reported_bytes", { mode: "number" }).notNull(),
  debitedBytes: bigint("debited_bytes", { mode: "number" }).notNull(),
  /** The answer given the first time, repeated on a retry. */
  result: jsonb("result").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
