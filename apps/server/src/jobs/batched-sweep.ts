import type { Db } from "../db/client.ts";
import type { JobDefinition } from "./jobs-runner.ts";

/** Rows a sweep handles per step. */
const BATCH = 200;
/** A backlog larger than one run clears is left to the next run. */
const RUN_BUDGET_MS = 30_000;

/**
 * The queue every periodic sweep shares. The next scheduled run retries the work, so a failed
 * run is not retried by itself; a run that died with its instance holds the one active place
 * until pg-boss notices (missed heartbeats, 30 s plus its monitor's minute, or at the latest the
 * expiry); a day of finished runs is kept for an operator to read.
 */
const SWEEP_QUEUE: JobDefinition["queue"] = {
  retryLimit: 0,
  heartbeatSeconds: 30,
  expireInSeconds: 120,
  deleteAfterSeconds: 86_400,
};

/**
 * A periodic sweep as a job: `step` handles at most `limit` rows and answers how many it did;
 * the run repeats it until a step comes back short or the run's time budget is spent. The
 * `stately` policy keeps one run active and one waiting across every instance, so each step must
 * be idempotent and safe beside another instance's.
 */
export function batchedSweep<Counted extends string>(sweep: {
  name: string;
  cron: string;
  step: (db: Db, now: Date, limit: number) => Promise<number>;
  /** The key of the run's output, and what its log line says when it did anything. */
  counted: Counted;
  message: string;
}): JobDefinition {
  return {
    name: sweep.name,
    cron: sweep.cron,
    policy: "stately",
    queue: SWEEP_QUEUE,
    async run({ db, now, log }) {
      const started = Date.now();
      let done = 0;
      for (;;) {
        const batch = await sweep.step(db, now(), BATCH);
        done += batch;
        if (batch < BATCH || Date.now() - started > RUN_BUDGET_MS) break;
      }
      if (done > 0) log.info({ [sweep.counted]: done }, sweep.message);
      return { [sweep.counted]: done };
    },
  };
}
