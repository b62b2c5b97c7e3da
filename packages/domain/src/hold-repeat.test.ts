import { describe, expect, it, vi } from "vitest";
import { createHoldRepeat, type HoldTimers } from "./hold-repeat.ts";

/** Timers on a hand-driven clock: `advance(ms)` runs what falls due, in time order. */
function manualClock() {
  type Timer = { due: number; every: number | null; run: () => void };
  const timers = new Map<number, Timer>();
  let now = 0;
  let nextId = 1;
  const add = (run: () => void, ms: number, every: number | null) => {
    timers.set(nextId, { due: now + ms, every, run });
    return nextId++;
  };
  const remove = (handle: unknown) => void timers.delete(handle as number);
  const api: HoldTimers = {
    setTimeout: (run, ms) => add(run, ms, null),
    clearTimeout: remove,
    setInterval: (run, ms) => add(run, ms, ms),
    clearInterval: remove,
  };
  function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      const [id, timer] = [...timers].sort(([, a], [, b]) => a.due - b.due)[0] ?? [];
      if (id === undefined || timer === undefined || timer.due > end) break;
      now = timer.due;
      if (timer.every === null) timers.delete(id);
      else timer.due += timer.every;
      timer.run();
    }
    now = end;
  }
  return { timers: api, advance };
}

describe("press and hold", () => {
  it("steps once on press and not again before 500 ms", () => {
    const clock = manualClock();
    const step = vi.fn();
    createHoldRepeat(step, { timers: clock.timers }).press();
    expect(step).toHaveBeenCalledTimes(1);
    clock.advance(499);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it("repeats at 500 ms, then every 100 ms until release", () => {
    const clock = manualClock();
    const step = vi.fn();
    const hold = createHoldRepeat(step, { timers: clock.timers });
    hold.press();
    clock.advance(500);
    expect(step).toHaveBeenCalledTimes(2);
    clock.advance(99);
    expect(step).toHaveBeenCalledTimes(2);
    clock.advance(1);
    expect(step).toHaveBeenCalledTimes(3);
    clock.advance(300);
    expect(step).toHaveBeenCalledTimes(6);
    hold.release();
    clock.advance(1000);
    expect(step).toHaveBeenCalledTimes(6);
    expect(hold.isHolding()).toBe(false);
  });

  it("a release before 500 ms is one step, and a new press starts the wait again", () => {
    const clock = manualClock();
    const step = vi.fn();
    const hold = createHoldRepeat(step, { timers: clock.timers });
    hold.press();
    clock.advance(450);
    hold.release();
    clock.advance(2000);
    expect(step).toHaveBeenCalledTimes(1);
    hold.press();
    clock.advance(499);
    expect(step).toHaveBeenCalledTimes(2);
    clock.advance(1);
    expect(step).toHaveBeenCalledTimes(3);
  });
});
