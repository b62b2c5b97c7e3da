import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { type PaymentProvider, RefundOutcomeUnknown } from "./payment-provider.ts";
import { paymentErrors } from "./payments.errors.ts";
import { completeRefund, failRefund, type RefundDone, type RefundRequest, startRefund } from "./refund-transactions.ts";

export type { RefundDone } from "./refund-transactions.ts";

export type RefundDeps = {
  db: Db;
  /** The configured provider of a name (PaymentProviders.byName). */
  provider: (name: string) => PaymentProvider | undefined;
  now?: () => Date;
  /**
   * Runs in the transaction that makes the refund (to the wallet) or reserves it (to a provider),
   * after the refund is written: the console records its audit there, so the row exists exactly
   * when the change does. Called once per refund: not again for a request id seen before.
   */
  onStarted?: (tx: Db, started: StartedRefund) => Promise<void>;
};

/** What a refund's first transaction did: booked it (to the wallet), or reserved it for the provider. */
export type StartedRefund = {
  requestId: string;
  orderNo: string;
  customerId: string;
  amountCents: number;
  to: string;
  state: "done" | "pending";
};

/** A fresh request id: `rf_` and 20 hex digits, inside Alipay's 64 characters for out_request_no. */
export const newRefundRequestId = () => `rf_${randomBytes(10).toString("hex")}`;

/**
 * An operator's refund of a paid order (`npm run admin -- order:refund`), never above what was
 * paid. To the wallet: one transaction. Back through the provider (ADR 402): the amount is
 * reserved and the refund written pending; the provider is asked with the request id as its
 * idempotency key; its yes books the reversal (revenue → its clearing account) and counts the
 * refund, its no releases the reservation. No answer leaves the refund pending, and running the
 * command again with the same request id finishes it — at the provider, once.
 */
export async function refundOrder(
  deps: RefundDeps,
  request: Omit<RefundRequest, "requestId"> & { requestId?: string },
): Promise<RefundDone> {
  const now = deps.now ?? (() => new Date());
  const full: RefundRequest = { ...request, requestId: request.requestId ?? newRefundRequestId() };
  const started = await deps.db.transaction(async (tx) => {
    const start = await startRefund(tx, full, (name) => deps.provider(name) !== undefined, now());
    if (deps.onStarted && start.fresh) {
      const row = "done" in start ? start.done : { amountCents: start.send.amountCents, to: start.send.provider ?? "" };
      await deps.onStarted(tx, {
        requestId: full.requestId,
        orderNo: start.order.orderNo,
        customerId: start.order.userId,
        amountCents: row.amountCents,
        to: row.to,
        state: "done" in start ? "done" : "pending",
      });
    }
    return start;
  });
  if ("done" in started) return started.done;

  const { send: refund, order } = started;
  const providerName = refund.provider ?? "";
  const provider = deps.provider(providerName);
  const unknown = (reason: string) =>
    paymentErrors.refundOutcomeUnknown({ provider: providerName, requestId: refund.requestId, reason });
  if (!provider) throw unknown("the provider is not configured");
  let answer: Awaited<ReturnType<PaymentProvider["refund"]>>;
  try {
    answer = await provider.refund({
      requestId: refund.requestId,
      orderNo: order.orderNo,
      providerRef: order.providerRef ?? "",
      paymentRef: order.providerPaymentRef,
      amountMinor: refund.amountMinor ?? 0,
      currency: refund.currency ?? "usd",
    });
  } catch (error) {
    // Whatever went wrong, the provider may have refunded: keep the reservation, book nothing.
    throw unknown(error instanceof RefundOutcomeUnknown ? error.message : String(error));
  }
  if (answer.outcome === "refused") {
    await deps.db.transaction((tx) => failRefund(tx, order.orderNo, refund.requestId, answer.reason, now()));
    // The provider's sentence goes inside ours: without its closing full stop.
    const reason = answer.reason.replace(/[.。]\s*$/, "");
    throw paymentErrors.refundRefused({ provider: providerName, requestId: refund.requestId, reason });
  }
  return deps.db.transaction((tx) => completeRefund(tx, order.orderNo, refund.requestId, answer.refundRef, now()));
}
