import type { WalletAdjustment, WalletAdjustmentReason } from "@portico/contracts";
import { unixSeconds } from "@portico/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/app-error.ts";
import { recordAudit, recordRefusedAudit } from "../audit/audit.service.ts";
import { adjustmentErrors } from "./wallet.errors.ts";
import { assertWalletCovers, type Memo, postWalletAdjustment } from "./wallet.service.ts";
import type { WalletAdjustmentRow } from "./wallet.tables.ts";
import * as repo from "./wallet-adjustments.repository.ts";

/** The member acting and their request, for the audit. */
export type AdjustmentActing = { staffId: string; requestId: string | null; ip: string; userAgent: string | null };

export type AdjustmentRequest = {
  userId: string;
  requestKey: string;
  amountCents: number;
  reasonCode: WalletAdjustmentReason;
  note: string;
};

const REASON_MEMOS: Record<WalletAdjustmentReason, Memo> = {
  goodwill: { en: "Balance adjustment: goodwill", zh: "余额调整：善意补偿" },
  service_outage: { en: "Balance adjustment: service outage", zh: "余额调整：服务中断补偿" },
  billing_error: { en: "Balance adjustment: billing error", zh: "余额调整：账单错误更正" },
  manual_payment: { en: "Balance adjustment: payment received outside the site", zh: "余额调整：站外收款" },
  chargeback: { en: "Balance adjustment: chargeback", zh: "余额调整：拒付" },
  other: { en: "Balance adjustment", zh: "余额调整" },
};

export function presentAdjustment(row: WalletAdjustmentRow): WalletAdjustment {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    reason_code: row.reasonCode as WalletAdjustmentReason,
    note: row.note,
    status: row.status,
    needs_approval: row.needsApproval,
    requested_by: row.requestedBy,
    decided_by: row.decidedBy,
    created_at: unixSeconds(row.createdAt),
  };
}

const audited = (row: WalletAdjustmentRow, walletCents?: number) => ({
  status: row.status,
  amount_cents: row.amountCents,
  ...(walletCents === undefined ? {} : { wallet_cents: walletCents }),
});

/**
 * Wallet adjustments from the console (ADR 425): money moves only as a ledger transfer with a
 * reason, a note and the member who asked; above `approvalAboveCents` (either way) it waits for a
 * second member with `wallet:approve`. Each step is audited in its transaction; a refusal in one
 * of its own after the change rolled back.
 */
export function createWalletAdjustments(deps: { db: Db; approvalAboveCents: number }) {
  const { db } = deps;
  const meta = (acting: AdjustmentActing) => ({
    staffId: acting.staffId,
    requestId: acting.requestId,
    ip: acting.ip,
    userAgent: acting.userAgent,
  });

  async function refusalsAudited<T>(
    acting: AdjustmentActing,
    /** Read after the refusal: a decision learns the customer from the row it locked. */
    event: () => { action: string; customerId: string | null; resourceId?: number | null },
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500)
        await recordRefusedAudit(db, {
          ...meta(acting),
          ...event(),
          resource: "wallet_adjustment",
          outcome: "refused",
          errorCode: error.code,
        });
      throw error;
    }
  }

  const memoOf = (row: WalletAdjustmentRow) => REASON_MEMOS[row.reasonCode as WalletAdjustmentReason];

  return {
    needsApproval: (amountCents: number) => Math.abs(amountCents) > deps.approvalAboveCents,

    /**
     * Asks for an adjustment; posted at once up to the threshold, else left pending. The same
     * request key again answers the first adjustment and changes nothing.
     */
    async request(acting: AdjustmentActing, input: AdjustmentRequest): Promise<WalletAdjustment> {
      const needsApproval = Math.abs(input.amountCents) > deps.approvalAboveCents;
      return refusalsAudited(
        acting,
        () => ({ action: "wallet.adjust", customerId: input.userId }),
        () =>
          db.transaction(async (tx) => {
            const inserted = await repo.insertAdjustment(tx, {
              requestKey: input.requestKey,
              userId: input.userId,
              amountCents: input.amountCents,
              reasonCode: input.reasonCode,
              note: input.note,
              requestedBy: acting.staffId,
              needsApproval,
            });
            if (!inserted) {
              const first = await repo.adjustmentByKey(tx, input.requestKey);
              const same =
                first &&
                first.userId === input.userId &&
                first.amountCents === input.amountCents &&
                first.reasonCode === input.reasonCode &&
                first.note === input.note &&
                first.requestedBy === acting.staffId;
              if (!same) throw adjustmentErrors.keyReused();
              return presentAdjustment(first);
            }
            // A debit the wallet cannot cover is refused now, not only when approved.
            if (needsApproval && inserted.amountCents < 0)
              await assertWalletCovers(tx, inserted.userId, -inserted.amountCents);
            let row = inserted;
            let wallet: { beforeCents: number; afterCents: number } | undefined;
            if (!needsApproval) {
              wallet = await postWalletAdjustment(tx, {
                adjustmentId: row.id,
                userId: row.userId,
                amountCents: row.amountCents,
                memo: memoOf(row),
              });
              row = await decide(tx, row, "posted", acting.staffId);
            }
            await recordAudit(tx, {
              ...meta(acting),
              customerId: row.userId,
              action: "wallet.adjust",
              resource: "wallet_adjustment",
              resourceId: row.id,
              before: wallet ? { wallet_cents: wallet.beforeCents } : null,
              after: audited(row, wallet?.afterCents),
              reasonCode: row.reasonCode,
              note: row.note,
            });
            return presentAdjustment(row);
          }),
      );
    },

    /** A second member approves: the money moves now. Of two approvals at once, one finds it decided. */
    async approve(acting: AdjustmentActing, id: number): Promise<WalletAdjustment> {
      return decideAudited(acting, id, "posted");
    },

    /** A second member rejects: no money moves. */
    async reject(acting: AdjustmentActing, id: number): Promise<WalletAdjustment> {
      return decideAudited(acting, id, "rejected");
    },

    async of(userId: string, limit: number): Promise<WalletAdjustment[]> {
      return (await repo.adjustmentsOf(db, userId, limit)).map(presentAdjustment);
    },
  };

  async function decide(tx: Db, row: WalletAdjustmentRow, status: "posted" | "rejected", staffId: string) {
    const transferId = status === "posted" ? await repo.transferIdByKey(tx, `adjustment:${row.id}`) : null;
    const decided = await repo.decideAdjustment(tx, row.id, {
      status,
      decidedBy: staffId,
      transferId: transferId ?? null,
    });
    // The row is locked (or just inserted) by this transaction: it cannot have left pending meanwhile.
    if (!decided) throw new Error(`adjustment ${row.id} left pending under its lock`);
    return decided;
  }

  async function decideAudited(acting: AdjustmentActing, id: number, status: "posted" | "rejected") {
    const action = status === "posted" ? "wallet.adjust.approve" : "wallet.adjust.reject";
    let customerId: string | null = null;
    return refusalsAudited(
      acting,
      () => ({ action, customerId, resourceId: id }),
      () =>
        db.transaction(async (tx) => {
          const pending = await repo.lockAdjustment(tx, id);
          if (!pending) throw adjustmentErrors.notFound();
          customerId = pending.userId;
          if (pending.status !== "pending") throw adjustmentErrors.decided();
          if (pending.requestedBy === acting.staffId) throw adjustmentErrors.ownRequest();
          const wallet =
            status === "posted"
              ? await postWalletAdjustment(tx, {
                  adjustmentId: pending.id,
                  userId: pending.userId,
                  amountCents: pending.amountCents,
                  memo: memoOf(pending),
                })
              : undefined;
          const row = await decide(tx, pending, status, acting.staffId);
          await recordAudit(tx, {
            ...meta(acting),
            customerId: row.userId,
            action,
            resource: "wallet_adjustment",
            resourceId: row.id,
            before: { status: "pending", ...(wallet ? { wallet_cents: wallet.beforeCents } : {}) },
            after: audited(row, wallet?.afterCents),
            reasonCode: row.reasonCode,
            note: row.note,
          });
          return presentAdjustment(row);
        }),
    );
  }
}
export type WalletAdjustments = ReturnType<typeof createWalletAdjustments>;

/** A customer's transfers of every kind, newest first: the money side of their console timeline. */
export function timelineTransfersOf(db: Db, userId: string, limit: number) {
  return repo.transfersOf(db, userId, limit);
}
