import type { Db } from "../../db/client.ts";
import { customerOrderKind, orderNumbersAmong, renewedIpIds } from "./order-numbers.repository.ts";

/**
 * What the static IP manager needs of orders (ADR 410: values, not a join): the number of the
 * order that bought each IP, and which IPs an order number stands for.
 */

/** Order numbers by order id, for the customer's orders among `orderIds`; others are absent. */
export async function orderNumbersOf(
  db: Db,
  userId: string,
  orderIds: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(orderIds)];
  return new Map((await orderNumbersAmong(db, userId, unique)).map((row) => [row.id, row.orderNo]));
}

/**
 * The IPs an order number of the customer's stands for: a static order's are the IPs it bought
 * (`boughtBy`, the inventory's `order_id`), a renewal's are the IPs its lines name. Anything
 * else — another customer's order, a top-up, a residential plan, no such number — stands for none.
 */
export async function staticIpsOfOrderNo(
  db: Db,
  userId: string,
  orderNo: string,
): Promise<{ boughtBy: number } | { ipIds: number[] } | null> {
  const order = await customerOrderKind(db, userId, orderNo.toUpperCase());
  if (order?.kind === "static") return { boughtBy: order.id };
  if (order?.kind === "renewal") return { ipIds: await renewedIpIds(db, order.id) };
  return null;
}
