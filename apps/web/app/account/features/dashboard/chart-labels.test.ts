import { describe, expect, it } from "vitest";
import { onOneDay, pointLabel } from "./chart-labels";

describe("the traffic chart's axis labels", () => {
  it("shows month-day for daily points", () => {
    expect(pointLabel({ date: "2026-03-08" }, "days", false)).toBe("03-08");
  });

  it("shows the hour within one day, and the day with it across days", () => {
    expect(pointLabel({ date: "2026-03-08 13:00" }, "hours", true)).toBe("13:00");
    expect(pointLabel({ date: "2026-03-08 13:00" }, "hours", false)).toBe("03-08 13:00");
  });

  it("knows when hourly points fall on one day", () => {
    expect(onOneDay([{ date: "2026-03-08 00:00" }, { date: "2026-03-08 23:00" }])).toBe(true);
    expect(onOneDay([{ date: "2026-03-08 23:00" }, { date: "2026-03-09 00:00" }])).toBe(false);
    expect(onOneDay([])).toBe(true);
  });
});
