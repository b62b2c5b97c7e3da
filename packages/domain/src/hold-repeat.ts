import { HOLD_REPEAT_DELAY_MS, HOLD_REPEAT_INTERVAL_MS } from "./static-quantity.ts";

export type HoldTimers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

// Browsers and Node both have these globals; the domain package is typed without either's lib.
const globalTimers = globalThis as unknown as HoldTimers;

/**
 * Press-and-hold: one step on press, one at `delay`, then one every `interval` until release.
 * Framework-free so the timing is unit-tested with fake timers; the React hook wraps it.
 */
export function createHoldRepeat(
  step: () => void,
  { delay = HOLD_REPEAT_DELAY_MS, interval = HOLD_REPEAT_INTERVAL_MS, timers = globalTimers } = {},
) {
  let delayHandle: unknown = null;
  let intervalHandle: unknown = null;

  function release(): void {
    if (delayHandle !== null) timers.clearTimeout(delayHandle);
    if (intervalHandle !== null) timers.clearInterval(intervalHandle);
    delayHandle = null;
    intervalHandle = null;
  }

  function press(): void {
    release();
    step();
    // The first repeat is due at `delay` itself; the interval only spaces the ones after it.
    delayHandle = timers.setTimeout(() => {
      delayHandle = null;
      intervalHandle = timers.setInterval(step, interval);
      step();
    }, delay);
  }

  return { press, release, isHolding: () => delayHandle !== null || intervalHandle !== null };
}
