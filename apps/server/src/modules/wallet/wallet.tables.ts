import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/accounts.tables.ts";
import { orders } from "../orders/orders.tables.ts";

export const LEDGER_ACCOUNT_KINDS = [
  "customer_wallet",
  "customer_credit",
  "revenue",
  "provider_clearing",
  "coupon_discounts",
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * Accounts of the double-entry wallet ledger (ARCHITECTURE §4). Per customer: the wallet (money
 * they hold, never below 0) and the credit line (what they owe, never below −`credit_limit`).
 * System accounts: revenue, one clearing account per payment provider (money arriving from
 * outside), coupon discounts (a contra-revenue account). A customer account's `balance` is a
 * cache of the sum of its entries, changed only in the transaction that writes them, and the
 * row its debits lock. System accounts keep no cache (null): every payment would otherwise queue
 * on the revenue row; their balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<LedgerAccountKind>().notNull(),
    userId: uuid("user_id").references(() => users.id),
    /** provider_clearing: which provider. */
    provider: text("provider"),
    balanceCents: bigint("balance_cents", { mode: "number" }),
    /** customer_credit: how far below zero this account may go. */
    creditLimitCents: bigint("credit_limit_cents", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_accounts_customer_key").on(table.kind, table.userId).where(sql`${table.userId} is not null`),
    uniqueIndex("ledger_accounts_system_key")
      .on(table.kind, sql`coalesce(${table.provider}, '')`)
      .where(sql`${table.userId} is null`),
    check(
      "ledger_accounts_kind_check",
      sql`${table.kind} in ('customer_wallet', 'customer_credit', 'revenue', 'provider_clearing', 'coupon_discounts')`,
    ),
    check(
      "ledger_accounts_owner_check",
      sql`(${table.kind} in ('customer_wallet', 'customer_credit')) = (${table.userId} is not null)`,
    ),
    check("ledger_accounts_cache_check", sql`(${table.userId} is null) = (${table.balanceCents} is null)`),
    check("ledger_accounts_wallet_check", sql`${table.kind} <> 'customer_wallet' or ${table.balanceCents} >= 0`),
    check("ledger_accounts_credit_limit_check", sql`${table.creditLimitCents} >= 0`),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

export const LEDGER_TRANSFER_KINDS = ["order_payment", "recharge", "refund", "late_payment_credit"] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/**
 * One movement of money: its entries sum to zero. `idempotency_key` is unique, so writing the
 * same transfer twice (a retried request, a re-sent webhook) is refused by the database. The
 * customer's side of it (`customer_delta_cents`, what their wallet and credit line together
 * gained) and the balance-log text are kept here so the usage history reads one indexed table.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").$type<LedgerTransferKind>().notNull(),
    userId: uuid("user_id").references(() => users.id),
    orderId: integer("order_id").references(() => orders.id),
    orderNo: text("order_no"),
    /** Money that came in through a provider: the checkout it was paid in (one inflow per checkout). */
    checkoutId: integer("checkout_id"),
    customerDeltaCents: bigint("customer_delta_cents", { mode: "number" }).notNull().default(0),
    /** Shown in the balance usage history (spec 02 Usage history): balance payments, refunds to it, credits. */
    inBalanceLog: boolean("in_balance_log").notNull().default(false),
    memoEn: text("memo_en").notNull(),
    memoZh: text("memo_zh").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_transfers_idempotency_key").on(table.idempotencyKey),
    index("ledger_transfers_balance_log_idx")
      .on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.inBalanceLog}`),
    index("ledger_transfers_order_idx").on(table.orderId),
    uniqueIndex("ledger_transfers_checkout_key").on(table.checkoutId).where(sql`${table.checkoutId} is not null`),
    // The usage history's order-number filter.
    index("ledger_transfers_order_no_idx").on(table.orderNo),
    check(
      "ledger_transfers_kind_check",
      sql`${table.kind} in ('order_payment', 'recharge', 'refund', 'late_payment_credit')`,
    ),
  ],
);
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

/** Append-only: entries are never updated or deleted; a correction is a reversing transfer. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transferId: bigint("transfer_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_transfer_idx").on(table.transferId),
    index("ledger_entries_account_idx").on(table.accountId, table.id),
    check("ledger_entries_nonzero_check", sql`${table.amountCents} <> 0`),
  ],
);
