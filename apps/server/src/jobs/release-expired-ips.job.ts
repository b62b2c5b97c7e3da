import { releaseExpiredIps } from "../modules/orders/orders.service.ts";
import type { JobDefinition } from "./jobs-runner.ts";

/** IPs released per statement: each batch is one short conditional update. */
const BATCH = 200;
/** A backlog larger than one run clears is left to the next run. */
const RUN_BUDGET_MS = 30_000;

/**
 * Returns static IPs past their renewal grace (4 days after expiry, spec 02 §4) to stock, every
 * five minutes: against a grace of days, a few minutes' delay costs nothing, and a run is one
 * scan of the assigned IPs.
 *
 * Idempotent by construction: each batch releases only rows still assigned and past the grace,
 * skipping rows another sweep or a paying renewal has locked, so a repeated, caught-up or
 * overlapping run releases nothing twice. The `stately` policy keeps one run active and one
 * waiting across every instance.
 */
export const releaseExpiredIpsJob: JobDefinition = {
  name: "release-expired-ips",
  cron: "*/5 * * * *",
  policy: "stately",
  queue: {
    // The next run retries the work, so a failed run is not retried by itself.
    retryLimit: 0,
    // As close-unpaid-orders: a run that died with its instance frees its place within minutes.
    heartbeatSeconds: 30,
    expireInSeconds: 120,
    deleteAfterSeconds: 86_400,
  },
  async run({ db, now, log }) {
    const started = Date.now();
    let released = 0;
    for (;;) {
      const batch = await releaseExpiredIps(db, now(), BATCH);
      released += batch;
      if (batch < BATCH || Date.now() - started > RUN_BUDGET_MS) break;
    }
    if (released > 0) log.info({ released }, "jobs: returned static IPs past their renewal grace to stock");
    return { released };
  },
};
