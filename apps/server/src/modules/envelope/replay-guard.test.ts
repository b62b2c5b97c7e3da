import { describe, expect, it } from "vitest";
import { createReplayGuard } from "./replay-guard.ts";

describe("createReplayGuard", () => {
  it("takes a nonce once within five minutes either way of now, and forgets it after the window", () => {
    let now = 1_000_000_000;
    const guard = createReplayGuard(() => now);
    expect(guard.check(now - 299_000, "a1")).toBe("fresh");
    expect(guard.check(now + 299_000, "b2")).toBe("fresh");
    expect(guard.check(now, "a1")).toBe("replayed");
    expect(guard.check(now - 301_000, "c3")).toBe("expired");
    expect(guard.check(now + 301_000, "d4")).toBe("expired");
    expect(guard.check(Number.NaN, "e5")).toBe("expired");
    now += 600_001;
    expect(guard.check(now, "f6")).toBe("fresh");
    expect(guard.size).toBe(1);
  });
});
