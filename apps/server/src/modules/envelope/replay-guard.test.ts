import { describe, expect, it } from "vitest";
import { createReplayGuard } from "./replay-guard.ts";

describe("createReplayGuard", () => {
  it("takes a nonce once within five minutes either way of now, and forgets it after the window", async () => {
    let now = 1_000_000_000;
    const guard = createReplayGuard({ now: () => now });
    expect(await guard.check(now - 299_000, "a1")).toBe("fresh");
    expect(await guard.check(now + 299_000, "b2")).toBe("fresh");
    expect(await guard.check(now, "a1")).toBe("replayed");
    expect(await guard.check(now - 301_000, "c3")).toBe("expired");
    expect(await guard.check(now + 301_000, "d4")).toBe("expired");
    expect(await guard.check(Number.NaN, "e5")).toBe("expired");
    now += 600_001;
    expect(await guard.check(now, "f6")).toBe("fresh");
    expect(guard.size).toBe(1);
  });
});
