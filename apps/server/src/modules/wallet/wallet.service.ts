import { formatUsd } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { topUpOrderIdsAmong } from "../orders/orders.service.ts";
import {
  type BalanceMove,
  type CustomerAccounts,
  customerTransferSums,
  type EntryInput,
  ensureCustomerAccounts,
  insertTransfer,
  lockCustomerAccounts,
  readCustomerAccounts,
  setCreditLimit,
  systemAccountId,
} from "./ledger.repository.ts";
import { adjustmentErrors, walletErrors } from "./wallet.errors.ts";
import type { LedgerTransferKind } from "./wallet.tables.ts";

/**
 * The wallet as a double-entry ledger (ARCHITECTURE §4). Every function here that moves money
 * takes the caller's transaction handle and must run after the caller has locked the order row:
 * the lock order of every money path is order → customer accounts (wallet, then credit) → IPs.
 *
 * A customer's `balance` as the spec shows it is wallet + credit account: negative while credit
 * is drawn (the overdraft label); `credit_balance` is what is left of the credit line.
 */

export type Memo = { en: string; zh: string };

type Leg = EntryInput;

type TransferInput = {
  key: string;
  kind: LedgerTransferKind;
  userId: string;
  orderId: number | null;
  orderNo: string | null;
  memo: Memo;
  inBalanceLog: boolean;
  customerDeltaCents: number;
  legs: Leg[];
  /** Money in through a provider: the checkout it was paid in (one inflow per checkout, unique). */
  checkoutId?: number | null;
  /**
   * The customer's accounts, locked by the caller, when the transfer has legs on them: their
   * cached balances move by those legs in the same statement.
   */
  customer?: CustomerAccounts;
};

/**
 * The cached-balance moves of a transfer's legs on the customer's accounts. The floors hold back
 * draws only: a repayment must land even on a line whose limit is below what is drawn, or every
 * later top-up would fail.
 */
function customerMoves(legs: readonly Leg[], customer: CustomerAccounts | undefined): BalanceMove[] {
  if (!customer) return [];
  const floors = new Map([
    [customer.wallet.id, 0],
    [customer.credit.id, -customer.credit.creditLimitCents],
  ]);
  return legs.flatMap((leg) => {
    const floor = "accountId" in leg ? floors.get(leg.accountId) : undefined;
    return floor === undefined || !("accountId" in leg)
      ? []
      : [{ accountId: leg.accountId, deltaCents: leg.amountCents, floor: leg.amountCents < 0 ? floor : null }];
  });
}

/** Posts a transfer; false when it was posted before (nothing moved). A balance past its floor throws. */
async function post(tx: Db, input: TransferInput): Promise<boolean> {
  const legs = input.legs.filter((leg) => leg.amountCents !== 0);
  const sum = legs.reduce((total, leg) => total + leg.amountCents, 0);
  if (sum !== 0) throw new Error(`transfer ${input.key} does not balance (${sum})`);
  const moves = customerMoves(legs, input.customer);
  const { posted, moved } = await insertTransfer(
    tx,
    {
      idempotencyKey: input.key,
      kind: input.kind,
      userId: input.userId,
      orderId: input.orderId,
      orderNo: input.orderNo,
      checkoutId: input.checkoutId ?? null,
      customerDeltaCents: input.customerDeltaCents,
      inBalanceLog: input.inBalanceLog,
      memoEn: input.memo.en,
      memoZh: input.memo.zh,
    },
    legs,
    moves,
  );
  // The floors are the database's last word: a refused move rolls the caller's transaction back.
  if (posted && moved !== moves.length) throw walletErrors.balanceInsufficient();
  return posted;
}

/** The customer's accounts, locked; created on the customer's first money movement. */
async function lockAccounts(tx: Db, userId: string): Promise<CustomerAccounts> {
  const locked = await lockCustomerAccounts(tx, userId);
  if (locked) return locked;
  await ensureCustomerAccounts(tx, userId);
  const created = await lockCustomerAccounts(tx, userId);
  if (!created) throw new Error(`ledger accounts of ${userId} are missing`);
  return created;
}

const cached = (cents: number | null) => cents ?? 0;

/** What the customer may spend: wallet plus the unused part of the credit line. */
export function spendableCents(accounts: CustomerAccounts): number {
  return cached(accounts.wallet.balanceCents) + cached(accounts.credit.balanceCents) + accounts.credit.creditLimitCents;
}

export type OrderPayment = {
  userId: string;
  orderId: number;
  orderNo: string;
  priceCents: number;
  discountCents: number;
  memo: Memo;
};

/**
 * Pays an order from the wallet, drawing on the credit line for what the wallet lacks:
 * wallet −x, credit −y, coupon discounts −discount, revenue +price. Refused (nothing written)
 * when price − discount exceeds wallet + credit left.
 */
export async function payFromBalance(tx: Db, payment: OrderPayment): Promise<void> {
  const accounts = await lockAccounts(tx, payment.userId);
  const due = payment.priceCents - payment.discountCents;
  if (due > spendableCents(accounts)) throw walletErrors.balanceInsufficient();
  const fromWallet = Math.min(cached(accounts.wallet.balanceCents), due);
  const fromCredit = due - fromWallet;
  const posted = await post(tx, {
    key: `order_payment:${payment.orderId}`,
    kind: "order_payment",
    userId: payment.userId,
    orderId: payment.orderId,
    orderNo: payment.orderNo,
    memo: payment.memo,
    inBalanceLog: true,
    customerDeltaCents: -due,
    legs: [
      { accountId: accounts.wallet.id, amountCents: -fromWallet },
      { accountId: accounts.credit.id, amountCents: -fromCredit },
      { system: "coupon_discounts", amountCents: -payment.discountCents },
      { system: "revenue", amountCents: payment.priceCents },
    ],
    customer: accounts,
  });
  if (!posted) throw new Error(`order ${payment.orderNo} was already paid from the balance`);
}

/**
 * Books an order a provider was paid for: the provider's clearing account −(price − discount),
 * coupon discounts −discount, revenue +price. The customer's accounts are not touched.
 */
export async function recordProviderPayment(
  tx: Db,
  payment: OrderPayment & { provider: string; checkoutId: number },
): Promise<void> {
  const posted = await post(tx, {
    checkoutId: payment.checkoutId,
    key: `order_payment:${payment.orderId}`,
    kind: "order_payment",
    userId: payment.userId,
    orderId: payment.orderId,
    orderNo: payment.orderNo,
    memo: payment.memo,
    inBalanceLog: false,
    customerDeltaCents: 0,
    legs: [
      {
        accountId: await systemAccountId(tx, "provider_clearing", payment.provider),
        amountCents: -(payment.priceCents - payment.discountCents),
      },
      { system: "coupon_discounts", amountCents: -payment.discountCents },
      { system: "revenue", amountCents: payment.priceCents },
    ],
  });
  if (!posted) throw new Error(`order ${payment.orderNo} was already booked`);
}

export type Credit = {
  /** The transfer's idempotency key: `recharge:<order id>`, or `late_payment_credit:<provider>:<event id>`. */
  key: string;
  userId: string;
  orderId: number;
  orderNo: string;
  amountCents: number;
  provider: string;
  /** The checkout the money was paid in. */
  checkoutId: number;
  memo: Memo;
};

/**
 * Money that arrived through a provider for the customer's wallet: a top-up, or a payment that
 * came after its order closed. Drawn credit is repaid first; the rest lands in the wallet.
 */
async function creditFromProvider(tx: Db, credit: Credit, kind: "recharge" | "late_payment_credit"): Promise<boolean> {
  const accounts = await lockAccounts(tx, credit.userId);
  const drawn = Math.max(0, -cached(accounts.credit.balanceCents));
  const repay = Math.min(drawn, credit.amountCents);
  const posted = await post(tx, {
    key: credit.key.startsWith(`${kind}:`) ? credit.key : `${kind}:${credit.key}`,
    kind,
    checkoutId: credit.checkoutId,
    userId: credit.userId,
    orderId: credit.orderId,
    orderNo: credit.orderNo,
    memo: credit.memo,
    inBalanceLog: kind === "late_payment_credit",
    customerDeltaCents: credit.amountCents,
    legs: [
      { accountId: await systemAccountId(tx, "provider_clearing", credit.provider), amountCents: -credit.amountCents },
      { accountId: accounts.credit.id, amountCents: repay },
      { accountId: accounts.wallet.id, amountCents: credit.amountCents - repay },
    ],
    customer: accounts,
  });
  return posted;
}

export const creditRecharge = (tx: Db, credit: Credit) => creditFromProvider(tx, credit, "recharge");
export const creditLatePayment = (tx: Db, credit: Credit) => creditFromProvider(tx, credit, "late_payment_credit");

export type Refund = {
  userId: string;
  orderId: number;
  orderNo: string;
  amountCents: number;
  /** The refund's request id (order_refunds.request_id): its ledger key is `refund:<request id>`. */
  requestId: string;
  to: { wallet: true } | { provider: string };
  memo: Memo;
};

/** A reversing transfer: revenue −amount, to the wallet (shown in its history) or back to the provider. */
export async function refundPayment(tx: Db, refund: Refund): Promise<void> {
  const toWallet = "wallet" in refund.to;
  const accounts = toWallet ? await lockAccounts(tx, refund.userId) : undefined;
  const target =
    accounts?.wallet.id ??
    (await systemAccountId(tx, "provider_clearing", "provider" in refund.to ? refund.to.provider : ""));
  const posted = await post(tx, {
    key: `refund:${refund.requestId}`,
    kind: "refund",
    userId: refund.userId,
    orderId: refund.orderId,
    orderNo: refund.orderNo,
    memo: refund.memo,
    inBalanceLog: toWallet,
    customerDeltaCents: toWallet ? refund.amountCents : 0,
    legs: [
      { system: "revenue", amountCents: -refund.amountCents },
      { accountId: target, amountCents: refund.amountCents },
    ],
    customer: accounts,
  });
  if (!posted) throw new Error(`refund ${refund.requestId} of ${refund.orderNo} was already posted`);
}

export type TopUpRefund = Omit<Refund, "to"> & { provider: string };

/**
 * A top-up's refund through the provider that brought it (ADR 406): the money is the customer's,
 * so it leaves the wallet it credited — wallet −amount, the provider's clearing account +amount —
 * when the refund is reserved, before the provider is asked, so it cannot be spent meanwhile.
 * Revenue never moves. Refused (nothing written) when the wallet no longer holds the amount.
 */
export async function takeBackTopUp(tx: Db, refund: TopUpRefund): Promise<void> {
  const accounts = await lockAccounts(tx, refund.userId);
  const left = cached(accounts.wallet.balanceCents);
  if (left < refund.amountCents) throw walletErrors.topUpSpent({ left: formatUsd(left) });
  await postTopUpRefund(tx, refund, accounts, `refund:${refund.requestId}`, -refund.amountCents);
}

/** The provider refused a top-up's refund: the amount taken from the wallet goes back to it. */
export async function returnTopUp(tx: Db, refund: TopUpRefund): Promise<void> {
  const accounts = await lockAccounts(tx, refund.userId);
  await postTopUpRefund(tx, refund, accounts, `refund_returned:${refund.requestId}`, refund.amountCents);
}

async function postTopUpRefund(
  tx: Db,
  refund: TopUpRefund,
  accounts: CustomerAccounts,
  key: string,
  walletDelta: number,
) {
  const posted = await post(tx, {
    key,
    kind: "refund",
    userId: refund.userId,
    orderId: refund.orderId,
    orderNo: refund.orderNo,
    memo: refund.memo,
    inBalanceLog: true,
    customerDeltaCents: walletDelta,
    legs: [
      { accountId: accounts.wallet.id, amountCents: walletDelta },
      { accountId: await systemAccountId(tx, "provider_clearing", refund.provider), amountCents: -walletDelta },
    ],
    customer: accounts,
  });
  if (!posted) throw new Error(`${key} of ${refund.orderNo} was already posted`);
}

/** Refused below what is drawn: the line would be overdrawn at once, and the customer told nothing. */
export async function setCustomerCreditLimit(tx: Db, userId: string, limitCents: number): Promise<void> {
  const accounts = await lockAccounts(tx, userId);
  if (!(await setCreditLimit(tx, accounts.credit.id, limitCents))) {
    const drawn = -cached(accounts.credit.balanceCents);
    throw walletErrors.creditLimitBelowDrawn({ drawn: formatUsd(drawn) });
  }
}

export type WalletFigures = {
  walletCents: number;
  drawnCreditCents: number;
  creditLimitCents: number;
  chargedCents: number;
  spentCents: number;
};

/**
 * Totals of the wallet tiles: what top-ups brought in, and what balance payments took net of
 * refunds. A top-up's refund (taken from the wallet, or returned to it) lowers what top-ups brought
 * in: it is not spending. Which refunded orders were top-ups is the orders module's to say.
 */
async function customerTotals(db: Db, userId: string): Promise<{ chargedCents: number; spentCents: number }> {
  const sums = await customerTransferSums(db, userId);
  const refunded = sums.flatMap((sum) => (sum.kind === "refund" && sum.orderId !== null ? [sum.orderId] : []));
  const topUps = refunded.length > 0 ? await topUpOrderIdsAmong(db, refunded) : new Set<number>();
  const ofTopUp = (sum: (typeof sums)[number]) => sum.orderId !== null && topUps.has(sum.orderId);
  let chargedCents = 0;
  let paidCents = 0;
  for (const sum of sums) {
    if (sum.kind === "recharge" || (sum.kind === "refund" && ofTopUp(sum))) chargedCents += sum.cents;
    else paidCents += sum.cents;
  }
  return { chargedCents, spentCents: Math.max(0, -paidCents) };
}

export async function walletFigures(db: Db, userId: string): Promise<WalletFigures> {
  const [accounts, totals] = await Promise.all([readCustomerAccounts(db, userId), customerTotals(db, userId)]);
  return {
    walletCents: cached(accounts?.wallet.balanceCents ?? 0),
    drawnCreditCents: Math.max(0, -cached(accounts?.credit.balanceCents ?? 0)),
    creditLimitCents: accounts?.credit.creditLimitCents ?? 0,
    chargedCents: totals.chargedCents,
    spentCents: totals.spentCents,
  };
}

/**
 * Locks the customer's ledger accounts (created on their first money movement) in the caller's
 * transaction, after its order row: ADR 400's second lock, taken before the IPs.
 */
export async function lockCustomerWallet(tx: Db, userId: string): Promise<void> {
  await lockAccounts(tx, userId);
}

export type AdjustmentPosting = { adjustmentId: number; userId: string; amountCents: number; memo: Memo };

/**
 * A console adjustment (ADR 425) as a transfer between the customer's wallet and the
 * `adjustments` account, key `adjustment:<id>`, shown in the customer's usage history. Runs after
 * the caller locked the adjustment's row; a debit past what the wallet holds is refused before
 * anything is written (and by the balance floor, should the check and the row ever disagree).
 * Answers the wallet before and after.
 */
export async function postWalletAdjustment(
  tx: Db,
  adjustment: AdjustmentPosting,
): Promise<{ beforeCents: number; afterCents: number }> {
  const accounts = await lockAccounts(tx, adjustment.userId);
  const beforeCents = cached(accounts.wallet.balanceCents);
  if (beforeCents + adjustment.amountCents < 0)
    throw adjustmentErrors.belowZero({ balance: formatUsd(beforeCents), amount: formatUsd(-adjustment.amountCents) });
  const posted = await post(tx, {
    key: `adjustment:${adjustment.adjustmentId}`,
    kind: "adjustment",
    userId: adjustment.userId,
    orderId: null,
    orderNo: null,
    memo: adjustment.memo,
    inBalanceLog: true,
    customerDeltaCents: adjustment.amountCents,
    legs: [
      { accountId: accounts.wallet.id, amountCents: adjustment.amountCents },
      { accountId: await systemAccountId(tx, "adjustments"), amountCents: -adjustment.amountCents },
    ],
    customer: accounts,
  });
  if (!posted) throw new Error(`adjustment ${adjustment.adjustmentId} was already posted`);
  return { beforeCents, afterCents: beforeCents + adjustment.amountCents };
}

/**
 * Refuses a debit the wallet does not hold now (a pending adjustment's early answer; its approval
 * checks again under the lock, since the wallet may have moved meanwhile).
 */
export async function assertWalletCovers(db: Db, userId: string, debitCents: number): Promise<void> {
  const accounts = await readCustomerAccounts(db, userId);
  const walletCents = cached(accounts?.wallet.balanceCents ?? 0);
  if (walletCents < debitCents)
    throw adjustmentErrors.belowZero({ balance: formatUsd(walletCents), amount: formatUsd(debitCents) });
}
