import { describe, expect, it } from "vitest";
import { overviewWindow } from "./overview-window.ts";

describe("the overview's days on the reader's clock", () => {
  it("takes today and the month from the reader's zone, not UTC's", () => {
    // 20:30 UTC on 30 November is already 1 December in Shanghai (UTC+8).
    const now = new Date("2026-11-30T20:30:00Z");
    const shanghai = overviewWindow(now, 480, 3);
    expect(shanghai).toMatchObject({ today: "2026-12-01", monthStart: "2026-12-01" });
    expect(shanghai.days).toEqual(["2026-11-29", "2026-11-30", "2026-12-01"]);
    expect(shanghai.from.toISOString()).toBe("2026-11-28T16:00:00.000Z");
    expect(shanghai.to.toISOString()).toBe("2026-12-01T16:00:00.000Z");

    const newYork = overviewWindow(now, -300, 3);
    expect(newYork).toMatchObject({ today: "2026-11-30", monthStart: "2026-11-01" });
    // The month reaches further back than three days: read from its first midnight.
    expect(newYork.from.toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(newYork.to.toISOString()).toBe("2026-12-01T05:00:00.000Z");
  });
});
