import type { Db } from "../../db/client.ts";
import { orderErrors } from "./orders.errors.ts";
import { lockCustomerPlacing, unpaidStaticIpsOf } from "./unpaid-cap.repository.ts";

/**
 * Refuses a static order that would take the IPs the customer's unpaid orders hold past `max`
 * (MAX_UNPAID_STATIC_IPS): reserved IPs are out of everyone else's stock for 30 minutes, and an
 * account re-placing its orders could otherwise hold a region's stock indefinitely. Orders past
 * their close no longer count: they cannot be paid, and the close sweep frees them.
 *
 * First in the placing transaction, so two requests of one customer cannot both pass the count.
 * Only placing takes the per-customer lock, and before anything else (ADR 400's order → ledger
 * accounts → IPs comes after it): a transaction waiting for it holds nothing another waits for.
 */
export async function assertUnpaidRoom(tx: Db, userId: string, quantity: number, max: number, now: Date) {
  await lockCustomerPlacing(tx, userId);
  const held = await unpaidStaticIpsOf(tx, userId, now);
  if (held + quantity > max) throw orderErrors.unpaidLimitReached({ max, held, quantity });
}
