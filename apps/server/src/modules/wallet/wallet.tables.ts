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
import { staffMembers } from "../staff/staff.tables.ts";

export const LEDGER_ACCOUNT_KINDS = [
  "customer_wallet",
  "customer_credit",
  "revenue",
  "provider_clearing",
  "coupon_discounts",
  "adjustments",
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * Accounts of the double-entry wallet ledger (ARCHITECTURE §4). Per customer: the wallet (money
 * they hold, never below 0) and the credit line (what they owe, never below −`credit_limit`).
 * System accounts: revenue, one clearing account per payment provider (money arriving from
 * outside), coupon discounts (a contra-revenue account). A customer account's `balance` is a
 * cache of the sum of its entries, changed only in the transaction that writes them, and the
 * row its debits lock. `adjustments` is the other side of a console wallet adjustment (ADR 425).
 * System accounts keep no cache (null): every payment would otherwise queue
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
      sql`${table.kind} in ('customer_wallet', 'customer_credit', 'revenue', 'provider_clearing', 'coupon_discounts', 'adjustments')`,
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

export const LEDGER_TRANSFER_KINDS = [
  "order_payment",
  "recharge",
  "refund",
  "late_payment_credit",
  "adjustment",
] as const;
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
    // A customer's timeline in the console: every kind, newest first.
    index("ledger_transfers_user_idx").on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex("ledger_transfers_checkout_key").on(table.checkoutId).where(sql`${table.checkoutId} is not null`),
    // The usage history's order-number filter.
    index("ledger_transfers_order_no_idx").on(table.orderNo),
    check(
      "ledger_transfers_kind_check",
      sql`${table.kind} in ('order_payment', 'recharge', 'refund', 'late_payment_credit', 'adjustment')`,
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

export const WALLET_ADJUSTMENT_STATUSES = ["pending", "posted", "rejected"] as const;
export type WalletAdjustmentStatus = (typeof WALLET_ADJUSTMENT_STATUSES)[number];

/**
 * A console wallet adjustment (ADR 425): a request to move money between the customer's wallet
 * and the `adjustments` account, never a balance written. Up to the approval threshold it is
 * posted as it is written; above it, it waits (`pending`) for a second member holding
 * `wallet:approve` who is not `requested_by`. `request_key` is the console's key for one
 * submission (a double submit finds the first row); the transfer's key is `adjustment:<id>`, so
 * an adjustment moves money at most once. Leaving `pending` is a conditional UPDATE: of two
 * approvals at once, one finds the row still pending.
 */
export const walletAdjustments = pgTable(
  "wallet_adjustments",
  {
    id: serial("id").primaryKey(),
    requestKey: text("request_key").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** Positive: credited to the wallet; negative: debited from it. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    reasonCode: text("reason_code").notNull(),
    note: text("note").notNull(),
    status: text("status").$type<WalletAdjustmentStatus>().notNull(),
    /** Above the threshold when requested: only another member may decide it. */
    needsApproval: boolean("needs_approval").notNull(),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => staffMembers.id),
    decidedBy: uuid("decided_by").references(() => staffMembers.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    transferId: bigint("transfer_id", { mode: "number" }).references(() => ledgerTransfers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("wallet_adjustments_request_key").on(table.requestKey),
    index("wallet_adjustments_user_idx").on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("wallet_adjustments_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check("wallet_adjustments_status_check", sql`${table.status} in ('pending', 'posted', 'rejected')`),
    check("wallet_adjustments_amount_check", sql`${table.amountCents} <> 0`),
    check("wallet_adjustments_posted_check", sql`(${table.status} = 'posted') = (${table.transferId} is not null)`),
    check(
      "wallet_adjustments_second_approver_check",
      sql`not ${table.needsApproval} or ${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
  ],
);
export type WalletAdjustmentRow = typeof walletAdjustments.$inferSelect;
