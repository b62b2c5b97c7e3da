import type { OrderRow } from "../../db/schema/index.ts";
import { type CustomerContact, customerContact } from "../accounts/customer.service.ts";
import { findOrderForReceipt, presentOrderRow } from "../orders/orders.service.ts";
import type { PaymentsDeps } from "./payments-deps.ts";
import { receiptMail } from "./receipt-mail.ts";

/** What the caller already holds: the paid order as committed, and its customer. */
export type KnownReceipt = { order: OrderRow; customer: Pick<CustomerContact, "email" | "language"> };

/**
 * Mails the receipt of a newly paid order, after its transaction committed. Called only by the
 * one transaction that settled the order, so a customer gets one receipt per order; a delivery
 * failure is logged (the message stays in the outbox) and never undoes the payment. A caller
 * holding the paid order and its customer (the balance checkout) passes them, saving the reads.
 */
export async function sendReceipt(deps: PaymentsDeps, orderNo: string, known?: KnownReceipt): Promise<void> {
  try {
    const order = known?.order ?? (await findOrderForReceipt(deps.db, orderNo));
    const customer = known?.customer ?? (order && (await customerContact(deps.db, order.userId)));
    if (!order || !customer) return;
    const info = await presentOrderRow(deps.db, order, customer.language);
    const listPath =
      order.kind === "recharge"
        ? "/ucenter/wallet/deposit/"
        : order.listType === 1
          ? "/ucenter/residential/orders"
          : "/ucenter/staticisp/orders";
    await deps.mail.sendMail(
      receiptMail(
        customer.email,
        info,
        { minor: order.payPriceMinor ?? 0, currency: order.payCurrency ?? "usd" },
        customer.language,
        deps.productName,
        `${deps.publicUrl}${listPath}?orderNo=${order.orderNo}`,
      ),
    );
  } catch (error) {
    deps.log.error({ err: error, orderNo }, "receipt mail failed");
  }
}
