import { runIpImportJob } from "../modules/static-inventory/ip-import.service.ts";
import type { IpImportJobData } from "../modules/static-inventory/ip-import.types.ts";
import type { JobDefinition } from "./jobs-runner.ts";

/**
 * A committed static IP import (issue #25), queued on demand with its rows as the job's data.
 * pg-boss retries a failed run after a pause; the run is idempotent (ON CONFLICT on the
 * inventory's (address, port), progress counted from the rows actually inserted), so a retry,
 * a second commit or a run beside another writes each IP once. Finished jobs are kept a week.
 */
export const importStaticIpsJob: JobDefinition = {
  name: "import-static-ips",
  policy: "standard",
  queue: {
    retryLimit: 3,
    retryDelay: 10,
    heartbeatSeconds: 30,
    expireInSeconds: 900,
    deleteAfterSeconds: 7 * 86_400,
  },
  async run({ db, now, log }, data) {
    const job = data as IpImportJobData;
    const result = await runIpImportJob(db, job, { now });
    log.info({ importId: job.importId, written: result.written }, "jobs: static IP import written");
    return result;
  },
};
