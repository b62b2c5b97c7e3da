import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";

/**
 * A customer's residential proxy account (spec 02 §3 User traffic account), created by the first
 * residential purchase. Traffic is integer MB: what was bought (plans' flow + give) and what was
 * used. The password is shown to its owner by the proxy generator, so it is stored as issued.
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
    usedMb: bigint("used_mb", { mode: "number" }).notNull().default(0),
    expireAt: timestamp("expire_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("proxy_accounts_username_key").on(table.username),
    check("proxy_accounts_traffic_check", sql`${table.purchasedMb} >= 0 and ${table.usedMb} >= 0`),
  ],
);
export type ProxyAccountRow = typeof proxyAccounts.$inferSelect;
