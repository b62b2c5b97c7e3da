import type { Db } from "../../db/client.ts";
import { paidOrdersByDay } from "./order-stats.repository.ts";

export type PaidOrdersDay = {
  day: string;
  revenueCents: number;
  paidOrders: number;
  topUpCents: number;
  topUps: number;
};

/** For the console's overview: paid orders and top-ups per day of the reader's clock in [from, to). */
export async function paidOrderTotalsByDay(
  db: Db,
  window: { from: Date; to: Date; offsetMinutes: number },
): Promise<PaidOrdersDay[]> {
  const rows = await paidOrdersByDay(db, window.from, window.to, window.offsetMinutes);
  const days = new Map<string, PaidOrdersDay>();
  for (const row of rows) {
    const entry = days.get(row.day) ?? { day: row.day, revenueCents: 0, paidOrders: 0, topUpCents: 0, topUps: 0 };
    if (row.topUp) {
      entry.topUpCents += row.cents;
      entry.topUps += row.orders;
    } else {
      entry.revenueCents += row.cents;
      entry.paidOrders += row.orders;
    }
    days.set(row.day, entry);
  }
  return [...days.values()];
}
