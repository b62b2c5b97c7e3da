import { describe, expect, it } from "vitest";
import { formatCountdown, unpaidControlsEnd, unpaidSecondsLeft } from "./unpaid-countdown.ts";

const created = 1_800_000_000;

describe("the unpaid rows' countdown (spec 02 §4)", () => {
  it("ends 20 s before a residential order's close_time", () => {
    const order = { type: 1, create_time: created, close_time: created + 3600 };
    expect(unpaidControlsEnd(order)).toBe(created + 3580);
    expect(unpaidSecondsLeft(order, created + 3000)).toBe(580);
  });

  it("ends 1800 s after a static order was created, less 20 s, whatever its close_time says", () => {
    const order = { type: 2, create_time: created, close_time: created + 7200 };
    expect(unpaidControlsEnd(order)).toBe(created + 1780);
    expect(unpaidSecondsLeft(order, created)).toBe(1780);
  });

  it("stops at 0 and counts a started second as left", () => {
    const order = { type: 2, create_time: created, close_time: 0 };
    expect(unpaidSecondsLeft(order, created + 1779.5)).toBe(1);
    expect(unpaidSecondsLeft(order, created + 1780)).toBe(0);
    expect(unpaidSecondsLeft(order, created + 5000)).toBe(0);
  });

  it("writes minutes and seconds, hours past an hour", () => {
    expect(formatCountdown(1780)).toBe("29:40");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(3725)).toBe("1:02:05");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});
