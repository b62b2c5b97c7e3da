import { describe, expect, it } from "vitest";
import { FAILURE_WINDOW_MS, isLockedOut, recordFailure, resendSecondsLeft } from "./account-rules.ts";

describe("client lockout", () => {
  it("locks from the 3rd failure inside five minutes and forgets older ones", () => {
    let failures: number[] = [];
    failures = recordFailure(failures, 0);
    failures = recordFailure(failures, 1000);
    expect(isLockedOut(failures, 1000)).toBe(false);
    failures = recordFailure(failures, 2000);
    expect(isLockedOut(failures, 2000)).toBe(true);
    expect(isLockedOut(failures, FAILURE_WINDOW_MS + 1000)).toBe(false);
    expect(recordFailure(failures, FAILURE_WINDOW_MS + 1500)).toEqual([2000, FAILURE_WINDOW_MS + 1500]);
  });
});

describe("resendSecondsLeft", () => {
  it("counts down the 60 s wait", () => {
    expect(resendSecondsLeft(null, 5000)).toBe(0);
    expect(resendSecondsLeft(0, 0)).toBe(60);
    expect(resendSecondsLeft(0, 59_001)).toBe(1);
    expect(resendSecondsLeft(0, 60_000)).toBe(0);
  });
});
