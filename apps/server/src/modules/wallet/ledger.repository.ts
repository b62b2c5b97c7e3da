import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import {
  type LedgerAccountKind,
  type LedgerAccountRow,
  type LedgerTransferKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
} from "./wallet.tables.ts";

export type CustomerAccounts = { wallet: LedgerAccountRow; credit: LedgerAccountRow };

/** Creates the customer's wallet and credit accounts if they do not exist yet (idempotent). */
export async function ensureCustomerAccounts(db: Db, userId: string): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values([
      { kind: "customer_wallet", userId, balanceCents: 0 },
      { kind: "customer_credit", userId, balanceCents: 0 },
    ])
    .onConflictDoNothing();
}

/**
 * The customer's two accounts, row-locked in id order (the wallet was created first): every money
 * path takes the order row first, then these, so two transactions never wait on each other in a
 * circle.
 */
export async function lockCustomerAccounts(db: Db, userId: string): Promise<CustomerAccounts | undefined> {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ["customer_wallet", "customer_credit"])))
    .orderBy(asc(ledgerAccounts.id))
    .for("update");
  return rows.length === 2 ? pickCustomerAccounts(rows, userId) : undefined;
}

export async function readCustomerAccounts(db: Db, userId: string): Promise<CustomerAccounts | undefined> {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return rows.length === 2 ? pickCustomerAccounts(rows, userId) : undefined;
}

function pickCustomerAccounts(rows: LedgerAccountRow[], userId: string): CustomerAccounts {
  const wallet = rows.find((row) => row.kind === "customer_wallet");
  const credit = rows.find((row) => row.kind === "customer_credit");
  if (!wallet || !credit) throw new Error(`ledger accounts of ${userId} are missing`);
  return { wallet, credit };
}

/** The id of a system account (revenue, a provider's clearing, coupon discounts), created on first use. */
export async function systemAccountId(
  db: Db,
  kind: Exclude<LedgerAccountKind, "customer_wallet" | "customer_credit">,
  provider: string | null = null,
): Promise<number> {
  const match = and(
    eq(ledgerAccounts.kind, kind),
    isNull(ledgerAccounts.userId),
    provider === null ? isNull(ledgerAccounts.provider) : eq(ledgerAccounts.provider, provider),
  );
  const [found] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(match);
  if (found) return found.id;
  await db.insert(ledgerAccounts).values({ kind, provider }).onConflictDoNothing();
  const [created] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(match);
  if (!created) throw new Error(`could not create the ${kind} account`);
  return created.id;
}

export async function setCreditLimit(db: Db, accountId: number, limitCents: number): Promise<boolean> {
  const rows = await db
    .update(ledgerAccounts)
    .set({ creditLimitCents: limitCents })
    .where(and(eq(ledgerAccounts.id, accountId), gte(ledgerAccounts.balanceCents, -limitCents)))
    .returning({ id: ledgerAccounts.id });
  return rows.length === 1;
}

export type NewTransfer = {
  idempotencyKey: string;
  kind: LedgerTransferKind;
  userId: string | null;
  orderId: number | null;
  orderNo: string | null;
  checkoutId?: number | null;
  customerDeltaCents: number;
  inBalanceLog: boolean;
  memoEn: string;
  memoZh: string;
};

/** The system accounts every installation has (created by migration 0012): named, not looked up. */
export type FixedSystemAccount = "revenue" | "coupon_discounts";

/** One entry of a transfer: an account by id, or one of the fixed system accounts by kind. */
export type EntryInput = { amountCents: number } & ({ accountId: number } | { system: FixedSystemAccount });

const accountOf = (entry: EntryInput) =>
  "accountId" in entry
    ? sql`${entry.accountId}::int`
    : sql`(select id from ${ledgerAccounts} where kind = ${entry.system} and user_id is null and provider is null)`;

/**
 * A customer account's cached balance moved with the transfer that moves it, refused past `floor`
 * (null: no floor — a repayment must land even on a line whose limit is below what is drawn).
 */
export type BalanceMove = { accountId: number; deltaCents: number; floor: number | null };

/**
 * Writes a transfer, its entries and the cached balances it moves in one statement (a
 * data-modifying WITH), the fixed system accounts found by kind inside it. `posted` is false when
 * a transfer with the same idempotency key exists: the unique index decides, so a retry can never
 * post twice, and then no entry is written and no balance moves. `moved` counts the balances moved;
 * fewer than asked means a floor refused one, and the caller must roll its transaction back.
 */
export async function insertTransfer(
  db: Db,
  transfer: NewTransfer,
  entries: readonly EntryInput[],
  moves: readonly BalanceMove[] = [],
): Promise<{ posted: boolean; moved: number }> {
  if (entries.length === 0) throw new Error(`transfer ${transfer.idempotencyKey} has no entries`);
  const values = sql.join(
    entries.map((entry) => sql`(${accountOf(entry)}, ${entry.amountCents}::bigint)`),
    sql`, `,
  );
  const balances = sql.join(
    moves.map((move) => sql`(${move.accountId}::int, ${move.deltaCents}::bigint, ${move.floor}::bigint)`),
    sql`, `,
  );
  const moved =
    moves.length === 0
      ? sql`select 1 where false`
      : sql`update ${ledgerAccounts} account set balance_cents = account.balance_cents + move.delta
      from (values ${balances}) as move(id, delta, floor)
      where account.id = move.id and exists (select 1 from transfer)
        and (move.floor is null or account.balance_cents + move.delta >= move.floor)
      returning account.id`;
  const result = await db.execute(sql`
    with transfer as (
      insert into ${ledgerTransfers} (idempotency_key, kind, user_id, order_id, order_no, checkout_id,
        customer_delta_cents, in_balance_log, memo_en, memo_zh)
      values (${transfer.idempotencyKey}, ${transfer.kind}, ${transfer.userId}, ${transfer.orderId},
        ${transfer.orderNo}, ${transfer.checkoutId ?? null}, ${transfer.customerDeltaCents}, ${transfer.inBalanceLog},
        ${transfer.memoEn}, ${transfer.memoZh})
      on conflict (idempotency_key) do nothing
      returning id),
    entries as (
      insert into ${ledgerEntries} (transfer_id, account_id, amount_cents)
      select transfer.id, entry.account_id, entry.amount_cents
      from transfer, (values ${values}) as entry(account_id, amount_cents)
      returning transfer_id),
    moved as (${moved})
    select (select count(*) from transfer)::int as posted, (select count(*) from moved)::int as moved`);
  const [row] = rowsOf<{ posted: number | string; moved: number | string }>(result);
  return { posted: Number(row?.posted ?? 0) === 1, moved: Number(row?.moved ?? 0) };
}

export type TransferSum = { kind: "recharge" | "order_payment" | "refund"; orderId: number | null; cents: number };

/**
 * What the customer's side of their top-ups, order payments and refunds adds up to, per kind, and
 * refunds per order (a top-up's refund counts apart from an order's: the wallet tiles ask the
 * orders module which orders were top-ups). Few rows: two, and one per refunded order.
 */
export async function customerTransferSums(db: Db, userId: string): Promise<TransferSum[]> {
  const orderOfRefund = sql<
    number | null
  >`case when ${ledgerTransfers.kind} = 'refund' then ${ledgerTransfers.orderId} end`;
  const rows = await db
    .select({
      kind: ledgerTransfers.kind,
      orderId: orderOfRefund,
      cents: sql<string>`coalesce(sum(${ledgerTransfers.customerDeltaCents}), 0)`,
    })
    .from(ledgerTransfers)
    .where(
      and(eq(ledgerTransfers.userId, userId), inArray(ledgerTransfers.kind, ["recharge", "order_payment", "refund"])),
    )
    .groupBy(ledgerTransfers.kind, orderOfRefund);
  return rows.map((row) => ({
    kind: row.kind as TransferSum["kind"],
    orderId: row.orderId === null ? null : Number(row.orderId),
    cents: Number(row.cents),
  }));
}

/** An order's ledger transfers, oldest first (the console's order page). */
export function transfersOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      customerDeltaCents: ledgerTransfers.customerDeltaCents,
      memoEn: ledgerTransfers.memoEn,
      memoZh: ledgerTransfers.memoZh,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.orderId, orderId))
    .orderBy(asc(ledgerTransfers.id));
}
