/**
 * When each phase of the start ended, in milliseconds since the process started (Node's
 * `performance.now()` counts from there), so the log of a slow start says where the time went.
 * `bench/restart.ts` reads it from the JSON log line.
 */
export type StartTimeline = {
  mark(phase: string): void;
  /** Phase name → milliseconds since the process started, in the order they ended. */
  phases(): Record<string, number>;
};

export function startTimeline(): StartTimeline {
  const marks: Record<string, number> = {};
  return {
    mark(phase) {
      marks[phase] = Math.round(performance.now());
    },
    phases: () => ({ ...marks }),
  };
}
