import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  isCalendarDay,
  trafficPointSize,
  trafficRangeQuery,
  zonedDay,
  zonedMidnight,
} from "./traffic-range.ts";

const at = (iso: string) => Date.parse(iso) / 1000;

describe("calendar days in a time zone", () => {
  it("finds the day an instant falls on in the zone", () => {
    // 2026-03-08 20:30 UTC is already the 9th in Shanghai, still the 8th in New York.
    expect(zonedDay(at("2026-03-08T20:30:00Z"), "Asia/Shanghai")).toBe("2026-03-09");
    expect(zonedDay(at("2026-03-08T20:30:00Z"), "America/New_York")).toBe("2026-03-08");
    expect(zonedDay(at("2026-03-08T20:30:00Z"), "UTC")).toBe("2026-03-08");
  });

  it("finds a day's midnight, across daylight-saving changes", () => {
    expect(zonedMidnight("2026-03-09", "Asia/Shanghai")).toBe(at("2026-03-08T16:00:00Z"));
    expect(zonedMidnight("2026-03-08", "UTC")).toBe(at("2026-03-08T00:00:00Z"));
    // New York moves to EDT at 02:00 on 2026-03-08: that day starts in EST, the next in EDT.
    expect(zonedMidnight("2026-03-08", "America/New_York")).toBe(at("2026-03-08T05:00:00Z"));
    expect(zonedMidnight("2026-03-09", "America/New_York")).toBe(at("2026-03-09T04:00:00Z"));
    expect(zonedMidnight("2026-11-01", "America/New_York")).toBe(at("2026-11-01T04:00:00Z"));
    expect(zonedMidnight("2026-11-02", "America/New_York")).toBe(at("2026-11-02T05:00:00Z"));
    expect(zonedMidnight("2026-06-01", "Asia/Kolkata")).toBe(at("2026-05-31T18:30:00Z"));
  });

  it("adds and counts days over month and year ends", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-01-30", "2026-03-01")).toBe(30);
    expect(daysBetween("2026-03-01", "2026-02-28")).toBe(-1);
  });

  it("knows a calendar day from text that is not one", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("28/02/2026")).toBe(false);
    expect(isCalendarDay("")).toBe(false);
  });
});

describe("the traffic chart's ranges (spec 02 §2, §9)", () => {
  // 2026-03-11 14:20 in Shanghai.
  const now = at("2026-03-11T06:20:00Z");
  const zone = "Asia/Shanghai";

  it("the default week is the last 7 days of the zone, today included, in daily points", () => {
    expect(trafficRangeQuery({ kind: "quick", name: "week" }, now, zone)).toEqual({
      start_time: at("2026-03-04T16:00:00Z"),
      end_time: at("2026-03-11T16:00:00Z"),
      type: "days",
      time_zone: zone,
    });
  });

  it("30 and 90 days end with today too", () => {
    const month = trafficRangeQuery({ kind: "quick", name: "month" }, now, zone);
    expect(month).toMatchObject({ start_time: at("2026-02-09T16:00:00Z"), end_time: at("2026-03-11T16:00:00Z") });
    const quarter = trafficRangeQuery({ kind: "quick", name: "quarter" }, now, zone);
    expect(quarter).toMatchObject({ start_time: at("2025-12-11T16:00:00Z"), type: "days" });
  });

  it("today runs from the zone's midnight to the next full hour, in hourly points", () => {
    expect(trafficRangeQuery({ kind: "quick", name: "today" }, now, zone)).toEqual({
      start_time: at("2026-03-10T16:00:00Z"),
      end_time: at("2026-03-11T07:00:00Z"),
      type: "hours",
      time_zone: zone,
    });
    // In the zone's last hour the next full hour is its midnight.
    const late = trafficRangeQuery({ kind: "quick", name: "today" }, at("2026-03-11T15:59:00Z"), zone);
    expect(late).toMatchObject({ end_time: at("2026-03-11T16:00:00Z") });
  });

  it("yesterday is that whole day in hours", () => {
    expect(trafficRangeQuery({ kind: "quick", name: "yesterday" }, now, zone)).toEqual({
      start_time: at("2026-03-09T16:00:00Z"),
      end_time: at("2026-03-10T16:00:00Z"),
      type: "hours",
      time_zone: zone,
    });
  });

  it("a custom range covers its first and last days whole: hourly under 3 days, else daily", () => {
    const two = trafficRangeQuery({ kind: "custom", from: "2026-03-01", to: "2026-03-02" }, now, "UTC");
    expect(two).toEqual({
      start_time: at("2026-03-01T00:00:00Z"),
      end_time: at("2026-03-03T00:00:00Z"),
      type: "hours",
      time_zone: "UTC",
    });
    const three = trafficRangeQuery({ kind: "custom", from: "2026-03-01", to: "2026-03-03" }, now, "UTC");
    expect(three).toMatchObject({ type: "days", end_time: at("2026-03-04T00:00:00Z") });
    const one = trafficRangeQuery({ kind: "custom", from: "2026-03-05", to: "2026-03-05" }, now, zone);
    expect(one).toMatchObject({ start_time: at("2026-03-04T16:00:00Z"), type: "hours" });
  });

  it("a custom range backwards, over 92 days or not of days is refused", () => {
    expect(trafficRangeQuery({ kind: "custom", from: "2026-03-05", to: "2026-03-04" }, now, zone)).toEqual({
      problem: "backwards",
    });
    expect(trafficRangeQuery({ kind: "custom", from: "2026-01-01", to: "2026-04-03" }, now, zone)).toEqual({
      problem: "too_long",
    });
    expect(trafficRangeQuery({ kind: "custom", from: "2026-01-01", to: "2026-04-02" }, now, zone)).toMatchObject({
      type: "days",
    });
    expect(trafficRangeQuery({ kind: "custom", from: "", to: "2026-04-01" }, now, zone)).toEqual({
      problem: "not_a_day",
    });
  });

  it("a range of 3 days or more is daily, shorter is hourly", () => {
    expect(trafficPointSize(0, 3 * 86_400 - 1)).toBe("hours");
    expect(trafficPointSize(0, 3 * 86_400)).toBe("days");
  });
});
