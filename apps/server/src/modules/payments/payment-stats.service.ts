import type { Db } from "../../db/client.ts";
import { failedCheckoutsByDay, refundsByDay } from "./payment-stats.repository.ts";

export type PaymentTroubleDay = { day: string; refundCents: number; refunds: number; failedPayments: number };

/** For the console's overview: completed refunds and failed checkouts per day of the reader's clock in [from, to). */
export async function paymentTroubleByDay(
  db: Db,
  window: { from: Date; to: Date; offsetMinutes: number },
): Promise<PaymentTroubleDay[]> {
  const [refunds, failed] = await Promise.all([
    refundsByDay(db, window.from, window.to, window.offsetMinutes),
    failedCheckoutsByDay(db, window.from, window.to, window.offsetMinutes),
  ]);
  const days = new Map<string, PaymentTroubleDay>();
  const entry = (day: string) => {
    const found = days.get(day) ?? { day, refundCents: 0, refunds: 0, failedPayments: 0 };
    days.set(day, found);
    return found;
  };
  for (const row of refunds) Object.assign(entry(row.day), { refundCents: row.cents, refunds: row.refunds });
  for (const row of failed) entry(row.day).failedPayments = row.failed;
  return [...days.values()];
}
