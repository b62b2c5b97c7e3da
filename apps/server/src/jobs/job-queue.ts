import type { JobsRunner } from "./jobs-runner.ts";

/**
 * How a module queues an on-demand job (the static IP import's commit). The jobs runner starts
 * after the app is built (start-server.ts: after the first answer), so the app holds this and
 * the runner is attached to it once started. Without one attached (JOBS=off, or before the start)
 * `request` answers false and the caller runs the work itself.
 */
export type JobQueue = {
  request(name: string, data: object): Promise<boolean>;
  attach(runner: Pick<JobsRunner, "request"> | undefined): void;
};

export function createJobQueue(): JobQueue {
  let runner: Pick<JobsRunner, "request"> | undefined;
  return {
    async request(name, data) {
      if (!runner) return false;
      await runner.request(name, { data });
      return true;
    },
    attach(next) {
      runner = next;
    },
  };
}
