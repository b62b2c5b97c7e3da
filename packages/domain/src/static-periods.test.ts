import { describe, expect, it } from "vitest";
import {
  canUseTestPeriod,
  DEFAULT_STATIC_PERIOD,
  normalizeStaticPeriod,
  periodPriceCents,
  STATIC_PERIODS,
} from "./static-periods.ts";

const prices = { weekly: 250, fortnightly: 450, monthly: 800, bimonthly: 1500, quarterly: 2100 };

describe("static periods", () => {
  it("lists test plus the five paid periods and starts on weekly", () => {
    expect(STATIC_PERIODS).toEqual(["test", "weekly", "fortnightly", "monthly", "bimonthly", "quarterly"]);
    expect(DEFAULT_STATIC_PERIOD).toBe("weekly");
  });

  it.each(["weekly", "fortnightly", "monthly", "bimonthly", "quarterly"])("keeps the valid period %s", (period) => {
    expect(normalizeStaticPeriod(period, { testAllowed: false })).toBe(period);
  });

  it.each([["yearly"], [""], [null], [3], ["WEEKLY"]])("falls back to monthly for %j", (value) => {
    expect(normalizeStaticPeriod(value, { testAllowed: true })).toBe("monthly");
  });

  it("allows the test period only while test IPs may be taken", () => {
    expect(normalizeStaticPeriod("test", { testAllowed: true })).toBe("test");
    expect(normalizeStaticPeriod("test", { testAllowed: false })).toBe("monthly");
  });

  it("prices one IP for the period, test IPs free", () => {
    expect(periodPriceCents(prices, "quarterly")).toBe(2100);
    expect(periodPriceCents(prices, "weekly")).toBe(250);
    expect(periodPriceCents(prices, "test")).toBe(0);
  });

  it("shows the test tab only to a logged-in user with show_test_ip and test IPs left", () => {
    expect(canUseTestPeriod({ show_test_ip: 1, left_test_ips: 3 }, true)).toBe(true);
    expect(canUseTestPeriod({ show_test_ip: 1, left_test_ips: 3 }, false)).toBe(false);
    expect(canUseTestPeriod({ show_test_ip: 0, left_test_ips: 3 }, true)).toBe(false);
    expect(canUseTestPeriod({ show_test_ip: 1, left_test_ips: 0 }, true)).toBe(false);
    expect(canUseTestPeriod(null, true)).toBe(false);
  });
});
