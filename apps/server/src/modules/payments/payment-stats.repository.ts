import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { localDay } from "../../db/local-day.ts";
import { orderRefunds, paymentCheckouts } from "./payments.tables.ts";

/** Completed refunds per reader's day of settling in [from, to). */
export function refundsByDay(db: Db, from: Date, to: Date, offsetMinutes: number) {
  const day = localDay(orderRefunds.settledAt, offsetMinutes);
  return db
    .select({ day, refunds: count(), cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, "succeeded"), gte(orderRefunds.settledAt, from), lt(orderRefunds.settledAt, to)))
    .groupBy(day);
}

/** Failed provider checkouts per reader's day they were opened in [from, to). */
export function failedCheckoutsByDay(db: Db, from: Date, to: Date, offsetMinutes: number) {
  const day = localDay(paymentCheckouts.createdAt, offsetMinutes);
  return db
    .select({ day, failed: count() })
    .from(paymentCheckouts)
    .where(
      and(
        eq(paymentCheckouts.state, "failed"),
        gte(paymentCheckouts.createdAt, from),
        lt(paymentCheckouts.createdAt, to),
      ),
    )
    .groupBy(day);
}
