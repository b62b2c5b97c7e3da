import type { Db } from "../../db/client.ts";
import { checkoutsOfOrder, eventsOfOrder, refundsOfOrder } from "./payment-history.repository.ts";

export type CheckoutRecord = {
  checkoutNo: string;
  provider: string;
  payType: number;
  state: string;
  result: string | null;
  currency: string;
  amountMinor: number;
  paidMinor: number | null;
  providerRef: string | null;
  paymentRef: string | null;
  createdAt: Date;
  paidAt: Date | null;
};
export type PaymentEventRecord = {
  provider: string;
  eventId: string;
  outcome: string;
  amountMinor: number;
  currency: string;
  providerRef: string;
  result: string;
  receivedAt: Date;
};
export type RefundRecord = {
  requestId: string;
  destination: string;
  provider: string | null;
  status: string;
  amountCents: number;
  failure: string | null;
  createdAt: Date;
  settledAt: Date | null;
};

/** For the console's order page: the order's provider checkouts, the webhook events about it, its refunds; oldest first. */
export async function paymentHistoryOf(
  db: Db,
  order: { id: number; orderNo: string },
): Promise<{ checkouts: CheckoutRecord[]; events: PaymentEventRecord[]; refunds: RefundRecord[] }> {
  const [checkouts, events, refunds] = await Promise.all([
    checkoutsOfOrder(db, order.id),
    eventsOfOrder(db, order.orderNo),
    refundsOfOrder(db, order.id),
  ]);
  return {
    checkouts: checkouts.map((row) => ({
      checkoutNo: row.checkoutNo,
      provider: row.provider,
      payType: row.payType,
      state: row.state,
      result: row.result ?? null,
      currency: row.currency,
      amountMinor: row.amountMinor,
      paidMinor: row.paidMinor,
      providerRef: row.providerRef,
      paymentRef: row.paymentRef,
      createdAt: row.createdAt,
      paidAt: row.paidAt,
    })),
    events: events.map((row) => ({
      provider: row.provider,
      eventId: row.eventId,
      outcome: row.outcome,
      amountMinor: row.amountMinor,
      currency: row.currency,
      providerRef: row.providerRef,
      result: row.result,
      receivedAt: row.receivedAt,
    })),
    refunds: refunds.map((row) => ({
      requestId: row.requestId,
      destination: row.destination,
      provider: row.provider,
      status: row.status,
      amountCents: row.amountCents,
      failure: row.failure,
      createdAt: row.createdAt,
      settledAt: row.settledAt,
    })),
  };
}
