/** The payment success view's timing (spec 01 §4, §9): poll every 5 s, then a 10 s countdown. */
export const PAYMENT_STATUS_POLL_MS = 5000;
export const PAYMENT_REDIRECT_SECONDS = 10;

export type OneShotTimers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

// Browsers and Node both have these globals; the domain package is typed without either's lib.
const globalTimers = globalThis as unknown as OneShotTimers;
const systemNow = () => (globalThis as unknown as { Date: { now: () => number } }).Date.now();

/**
 * Polls until `check` says to stop: the first check at once, each next one `interval` after the
 * previous answer, so a slow answer never overlaps the next request. A check that throws is
 * reported to `onError` and polled again; `stop()` ends it, also while a check is under way.
 */
export function createStatusPoll(
  check: () => Promise<boolean>,
  {
    interval = PAYMENT_STATUS_POLL_MS,
    timers = globalTimers,
    onError,
  }: { interval?: number; timers?: OneShotTimers; onError?: (error: unknown) => void } = {},
) {
  let handle: unknown = null;
  let polling = false;

  async function tick(): Promise<void> {
    handle = null;
    let finished = false;
    try {
      finished = await check();
    } catch (error) {
      onError?.(error);
    }
    if (!polling) return;
    if (finished) {
      polling = false;
      return;
    }
    handle = timers.setTimeout(() => void tick(), interval);
  }

  return {
    start(): void {
      if (polling) return;
      polling = true;
      void tick();
    },
    stop(): void {
      polling = false;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
    isPolling: () => polling,
  };
}

/** Whole seconds left until `endMs`, rounded up (9.2 s left reads 10), never below 0. */
export function secondsLeft(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

/**
 * A countdown of whole seconds: `onTick(seconds)` at the start and each time the shown number
 * drops, then `onEnd()` once at 0. Each tick is read from the clock, so a late timer (a tab in the
 * background) shows the true time left instead of falling behind.
 */
export function createCountdown(
  seconds: number,
  {
    onTick,
    onEnd,
    now = systemNow,
    timers = globalTimers,
  }: { onTick: (secondsLeft: number) => void; onEnd: () => void; now?: () => number; timers?: OneShotTimers },
) {
  let handle: unknown = null;
  let endMs = 0;

  function show(): void {
    handle = null;
    const left = secondsLeft(endMs, now());
    onTick(left);
    if (left === 0) {
      onEnd();
      return;
    }
    // Until the shown number next drops: the moment `left - 1` whole seconds remain.
    handle = timers.setTimeout(show, endMs - now() - (left - 1) * 1000);
  }

  return {
    start(): void {
      if (handle !== null) timers.clearTimeout(handle);
      endMs = now() + seconds * 1000;
      show();
    },
    stop(): void {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}
