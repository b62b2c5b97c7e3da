import { describe, expect, it, vi } from "vitest";
import {
  createCountdown,
  createStatusPoll,
  type OneShotTimers,
  PAYMENT_REDIRECT_SECONDS,
  PAYMENT_STATUS_POLL_MS,
  secondsLeft,
} from "./payment-timing.ts";

/** Lets pending promise callbacks run (a check's answer, the poll's next step). */
async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
}

/** One-shot timers and a clock, driven by hand: `advance(ms)` runs what falls due, in time order. */
function manualClock() {
  const timers = new Map<number, { due: number; run: () => void }>();
  let now = 1_000_000;
  let nextId = 1;
  const api: OneShotTimers = {
    setTimeout: (run, ms) => {
      timers.set(nextId, { due: now + Math.max(0, ms), run });
      return nextId++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  async function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      await settle();
      const [id, timer] = [...timers].sort(([, a], [, b]) => a.due - b.due)[0] ?? [];
      if (id === undefined || timer === undefined || timer.due > end) break;
      now = timer.due;
      timers.delete(id);
      timer.run();
    }
    now = end;
    await settle();
  }
  return { timers: api, now: () => now, advance, pending: () => timers.size };
}

describe("payment status poll", () => {
  it("checks at once, then every 5 s after each answer until the check says it is done", async () => {
    const clock = manualClock();
    const answers = [false, false, true];
    const check = vi.fn(async () => answers.shift() ?? true);
    const poll = createStatusPoll(check, { timers: clock.timers });
    poll.start();
    await clock.advance(0);
    expect(check).toHaveBeenCalledTimes(1);
    await clock.advance(PAYMENT_STATUS_POLL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(check).toHaveBeenCalledTimes(2);
    await clock.advance(5000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(poll.isPolling()).toBe(false);
    await clock.advance(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(clock.pending()).toBe(0);
  });

  it("waits for a slow answer before counting the next 5 s", async () => {
    const clock = manualClock();
    const pending: { answer?: (done: boolean) => void } = {};
    const check = vi.fn(() => new Promise<boolean>((resolve) => (pending.answer = resolve)));
    createStatusPoll(check, { timers: clock.timers }).start();
    await clock.advance(12_000);
    expect(check).toHaveBeenCalledTimes(1);
    pending.answer?.(false);
    await clock.advance(4999);
    expect(check).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("reports a failed check and keeps polling", async () => {
    const clock = manualClock();
    const onError = vi.fn();
    const failure = new Error("network down");
    const check = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(true);
    const poll = createStatusPoll(check, { timers: clock.timers, onError });
    poll.start();
    await clock.advance(0);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(poll.isPolling()).toBe(true);
    await clock.advance(5000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(poll.isPolling()).toBe(false);
  });

  it("stops for good on stop(), even with a check under way", async () => {
    const clock = manualClock();
    const pending: { answer?: (done: boolean) => void } = {};
    const check = vi.fn(() => new Promise<boolean>((resolve) => (pending.answer = resolve)));
    const poll = createStatusPoll(check, { timers: clock.timers });
    poll.start();
    poll.start();
    await clock.advance(0);
    expect(check).toHaveBeenCalledTimes(1);
    poll.stop();
    pending.answer?.(false);
    await clock.advance(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });
});

describe("payment redirect countdown", () => {
  it("shows 10 at the start, one less each second, and ends once at 0", async () => {
    const clock = manualClock();
    const ticks: number[] = [];
    const onEnd = vi.fn();
    createCountdown(PAYMENT_REDIRECT_SECONDS, {
      onTick: (left) => ticks.push(left),
      onEnd,
      now: clock.now,
      timers: clock.timers,
    }).start();
    expect(ticks).toEqual([10]);
    await clock.advance(999);
    expect(ticks).toEqual([10]);
    await clock.advance(1);
    expect(ticks).toEqual([10, 9]);
    await clock.advance(8999);
    expect(ticks).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(onEnd).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(ticks.at(-1)).toBe(0);
    expect(onEnd).toHaveBeenCalledOnce();
    await clock.advance(60_000);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(clock.pending()).toBe(0);
  });

  it("reads the clock: a timer that fires late shows the true time left", async () => {
    const clock = manualClock();
    const ticks: number[] = [];
    const late: OneShotTimers = {
      // A throttled tab: every timer fires 3.5 s after it was due.
      setTimeout: (run, ms) => clock.timers.setTimeout(run, ms + 3500),
      clearTimeout: clock.timers.clearTimeout,
    };
    const onEnd = vi.fn();
    createCountdown(10, { onTick: (left) => ticks.push(left), onEnd, now: clock.now, timers: late }).start();
    await clock.advance(4500);
    expect(ticks).toEqual([10, 6]);
    await clock.advance(20_000);
    expect(ticks.at(-1)).toBe(0);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it("stop() cancels the redirect", async () => {
    const clock = manualClock();
    const onEnd = vi.fn();
    const countdown = createCountdown(10, { onTick: () => {}, onEnd, now: clock.now, timers: clock.timers });
    countdown.start();
    await clock.advance(5000);
    countdown.stop();
    await clock.advance(60_000);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("counts whole seconds up", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 800)).toBe(10);
    expect(secondsLeft(10_000, 1000)).toBe(9);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
