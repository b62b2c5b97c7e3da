import { closeDueOrders } from "../modules/orders/orders.service.ts";
import type { JobDefinition } from "./jobs-runner.ts";

/** Orders closed per batch, each in its own short transaction. */
const BATCH = 200;
/** A backlog larger than one run clears is left to the next minute's run. */
const RUN_BUDGET_MS = 30_000;

/**
 * Closes unpaid orders past their close time (static orders 1800 s after creation, residential
 * orders and top-ups after ORDER_CLOSE_MINUTES): their IPs go back to stock, their coupon use and
 * free test IPs come back.
 *
 * Idempotent by construction: each order is locked and closed by an update conditional on it still
 * being unpaid and due, so a repeated run, a caught-up run or a run racing a payment changes
 * nothing twice. The `stately` policy keeps one run active and one waiting across every instance.
 */
export const closeUnpaidOrdersJob: JobDefinition = {
  name: "close-unpaid-orders",
  cron: "* * * * *",
  policy: "stately",
  queue: {
    // The next minute's run retries the work, so a failed run is not retried by itself.
    retryLimit: 0,
    // A run that died with its instance holds the one active place until pg-boss notices: missed
    // heartbeats (30 s plus its monitor's minute) or, at the latest, the expiry.
    heartbeatSeconds: 30,
    expireInSeconds: 120,
    // A day of finished runs for an operator to read; pg-boss prunes older ones.
    deleteAfterSeconds: 86_400,
  },
  async run({ db, now, log }) {
    const started = Date.now();
    let closed = 0;
    for (;;) {
      const batch = await closeDueOrders(db, now(), BATCH);
      closed += batch;
      if (batch < BATCH || Date.now() - started > RUN_BUDGET_MS) break;
    }
    if (closed > 0) log.info({ closed }, "jobs: closed unpaid orders past their close time");
    return { closed };
  },
};
