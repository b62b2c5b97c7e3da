import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import type { InFlight, Promised } from "./crash-load.ts";

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The money invariants' broken checks, each one line (none when all hold). */
export async function brokenInvariants(db: Db): Promise<string[]> {
  try {
    await assertMoneyInvariants(db);
    return [];
  } catch (error) {
    return String((error as Error).message)
      .split("\n")
      .slice(1);
  }
}

/** Each 2xx promise the database does not keep, as a sentence. */
export async function lostEffects(db: Db, promised: readonly Promised[]): Promise<string[]> {
  const lost: string[] = [];
  for (const promise of promised) {
    const [found] = await rowsOf<{ ok: boolean }>(db, queryFor(promise));
    if (!found?.ok) lost.push(JSON.stringify(promise));
  }
  return lost;
}

function queryFor(promise: Promised) {
  switch (promise.kind) {
    case "order created":
      return sql`select count(*) = 1 as ok from orders where order_no = ${promise.orderNo}`;
    case "order paid":
      return sql`select pay_status = 2 as ok from orders where order_no = ${promise.orderNo}`;
    case "checkout made":
      return sql`select count(*) >= 1 as ok from payment_checkouts c join orders o on o.id = c.order_id
        where o.order_no = ${promise.orderNo}`;
    case "webhook recorded":
      // Recorded once, and its checkout paid (its order fulfilled, or the wallet credited if it had closed).
      return sql`select count(*) = 1 and bool_and(c.state = 'paid') as ok from payment_events e
        join payment_checkouts c on c.id = e.checkout_id
        where e.provider = 'sandbox' and e.event_id = ${promise.eventId}`;
    case "refund made":
      return sql`select count(*) = 1 and bool_and(status = 'succeeded') as ok from order_refunds
        where request_id = ${promise.requestId}`;
    case "order cancelled":
      return sql`select pay_status not in (1, 2) as ok from orders where order_no = ${promise.orderNo}`;
    case "usage batch kept":
      return sql`select count(*) = 1 as ok from proxy_usage_batches where batch_id = ${promise.batchId}`;
  }
}

/** A re-sent webhook or batch is acted on exactly once: the promise of its 2xx answer, kept once. */
export function promiseOfResent(call: InFlight): Promised {
  return call.kind === "webhook"
    ? { kind: "webhook recorded", eventId: call.eventId, orderNo: call.orderNo }
    : { kind: "usage batch kept", batchId: call.batchId };
}

/**
 * Moves every unpaid order's close time into the past, as if the server had been down past their
 * window: the next start's sweep must close them. Answers the database's clock at that moment.
 */
export async function ageUnpaidOrders(db: Db): Promise<{ at: Date; orders: { orderNo: string; userId: string }[] }> {
  const rows = await rowsOf<{ order_no: string; user_id: string }>(
    db,
    sql`update orders set close_at = now() - interval '1 second' where pay_status = 1 returning order_no, user_id`,
  );
  // Read just after the update: every aged order's close time lies before it.
  const [clock] = await rowsOf<{ at: string | Date }>(db, sql`select now() as at`);
  return {
    at: new Date(clock?.at ?? Date.now()),
    orders: rows.map((row) => ({ orderNo: row.order_no, userId: row.user_id })),
  };
}

/**
 * When a close sweep has completed since `since`, the orders still unpaid past their close time as
 * of that sweep's start (none, if the sweep did its job); undefined when no sweep has run since.
 */
export async function unpaidPastWindow(db: Db, since: Date): Promise<string[] | undefined> {
  // pg-boss makes its tables at the jobs' first start, which a kill may have come before.
  const [jobs] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as present`);
  if (!jobs?.present) return undefined;
  const [sweep] = await rowsOf<{ started: string | Date | null }>(
    db,
    sql`select max(started_on) as started from pgboss.job
      where name = 'close-unpaid-orders' and state = 'completed' and started_on > ${since.toISOString()}::timestamptz`,
  );
  if (!sweep?.started) return undefined;
  const started = new Date(sweep.started);
  const rows = await rowsOf<{ order_no: string }>(
    db,
    sql`select order_no from orders where pay_status = 1 and close_at < ${started.toISOString()}::timestamptz`,
  );
  return rows.map((row) => row.order_no);
}
