import type { Db } from "../../db/client.ts";
import { orderErrors } from "./orders.errors.ts";
import type { Order } from "./orders.types.ts";
import { lockCustomerPlacing, unpaidStaticIpsOf } from "./unpaid-cap.repository.ts";

/**
 * One static order placing at a time per customer, until the transaction ends: taken first in
 * the placing transaction, so a second request of the same customer waits here, then counts the
 * first one's order. Only placing takes this lock, and before anything else (ADR 400's order →
 * ledger accounts → IPs comes after it): a transaction waiting for it holds nothing another waits for.
 */
export const serialisePlacing = lockCustomerPlacing;

/**
 * Refuses the new static order when it would take the IPs the customer's unpaid orders hold past
 * `max` (MAX_UNPAID_STATIC_IPS): reserved IPs are out of everyone else's stock for 30 minutes, and
 * an account placing its orders again could otherwise hold a region's stock indefinitely. Orders
 * past their close no longer count: they cannot be paid, and the close sweep frees them. The
 * caller holds `serialisePlacing`, so no other order of the customer appears meanwhile.
 */
export async function assertUnpaidRoom(tx: Db, order: Order, max: number, now: Date): Promise<void> {
  const held = await unpaidStaticIpsOf(tx, order.userId, now, order.id);
  if (held + order.quantity > max) throw orderErrors.unpaidLimitReached({ max, held, quantity: order.quantity });
}
