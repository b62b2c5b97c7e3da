import { releaseExpiredIps } from "../modules/orders/orders.service.ts";
import { batchedSweep } from "./batched-sweep.ts";

/**
 * Returns static IPs past their renewal grace (4 days after expiry, spec 02 §4) to stock, every
 * five minutes: against a grace of days, a few minutes' delay costs nothing. Each step is one
 * short conditional update.
 *
 * Idempotent by construction: each batch releases only rows still assigned and past the grace,
 * skipping rows another sweep or a paying renewal has locked, so a repeated, caught-up or
 * overlapping run releases nothing twice.
 */
export const releaseExpiredIpsJob = batchedSweep({
  name: "release-expired-ips",
  cron: "*/5 * * * *",
  step: releaseExpiredIps,
  counted: "released",
  message: "jobs: returned static IPs past their renewal grace to stock",
});
