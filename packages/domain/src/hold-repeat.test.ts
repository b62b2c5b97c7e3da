import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHoldRepeat } from "./hold-repeat.ts";

describe("press and hold", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("steps once on press, then after 500 ms every 100 ms until release", () => {
    const step = vi.fn();
    const hold = createHoldRepeat(step);
    hold.press();
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(101);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(step).toHaveBeenCalledTimes(5);
    hold.release();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(5);
    expect(hold.isHolding()).toBe(false);
  });

  it("a short click is one step", () => {
    const step = vi.fn();
    const hold = createHoldRepeat(step);
    hold.press();
    vi.advanceTimersByTime(200);
    hold.release();
    vi.advanceTimersByTime(2000);
    expect(step).toHaveBeenCalledTimes(1);
  });
});
