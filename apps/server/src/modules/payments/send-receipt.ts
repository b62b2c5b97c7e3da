import type { Db } from "../../db/client.ts";
import { type CustomerContact, customerContact } from "../accounts/customer.service.ts";
import type { Mail, StagedMail } from "../mail/mail.service.ts";
import { findOrderForReceipt, presentOrderRow } from "../orders/orders.service.ts";
import type { Order } from "../orders/orders.types.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { receiptMail } from "./receipt-mail.ts";

type ReceiptDeps = Pick<PaymentsDeps, "db" | "mail" | "log" | "productName" | "publicUrl">;

/** The paid order as committed, and its customer. */
export type Receipt = { order: Order; customer: Pick<CustomerContact, "email" | "language"> };

/** The receipt mail of a paid order, in its customer's language; `db` reads the order's lines. */
async function receiptOf(deps: ReceiptDeps, db: Db, { order, customer }: Receipt): Promise<Mail> {
  const info = await presentOrderRow(db, order, customer.language);
  const listPath =
    order.kind === "recharge"
      ? "/ucenter/wallet/deposit/"
      : order.listType === 1
        ? "/ucenter/residential/orders"
        : "/ucenter/staticisp/orders";
  return receiptMail(
    customer.email,
    info,
    { minor: order.payPriceMinor ?? 0, currency: order.payCurrency ?? "usd" },
    customer.language,
    deps.productName,
    `${deps.publicUrl}${listPath}?orderNo=${order.orderNo}`,
  );
}

/**
 * Writes the receipt of the order the caller's transaction is paying to the outbox, inside that
 * transaction: the receipt exists exactly when the payment commits, one per order, and the
 * payment costs no commit of its own for it. Deliver it with `deliverReceipt` after the commit.
 */
export async function stageReceipt(deps: ReceiptDeps, tx: Db, order: Order): Promise<StagedMail | undefined> {
  const customer = await customerContact(tx, order.userId);
  return customer && deps.mail.stage(tx, await receiptOf(deps, tx, { order, customer }));
}

/** Delivers a staged receipt after its payment committed; a failure is logged (the outbox keeps it). */
export async function deliverReceipt(deps: ReceiptDeps, staged: StagedMail): Promise<void> {
  try {
    await deps.mail.deliver(staged);
  } catch (error) {
    deps.log.error({ err: error, outboxId: staged.id }, "receipt mail failed");
  }
}

/**
 * Mails the receipt of a newly paid order, after its transaction committed (a provider's
 * webhook). Called only by the one transaction that settled the order, so a customer gets one
 * receipt per order; a delivery failure is logged (the message stays in the outbox) and never
 * undoes the payment.
 */
export async function sendReceipt(deps: ReceiptDeps, orderNo: string): Promise<void> {
  try {
    const order = await findOrderForReceipt(deps.db, orderNo);
    const customer = order && (await customerContact(deps.db, order.userId));
    if (!order || !customer) return;
    await deps.mail.sendMail(await receiptOf(deps, deps.db, { order, customer }));
  } catch (error) {
    deps.log.error({ err: error, orderNo }, "receipt mail failed");
  }
}
