import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NO_FILTERS, orderHistoryQuery } from "./order-filters";

// The inputs' values are local times; the test pins the zone so the seconds are known.
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = "Asia/Shanghai";
});
afterEach(() => {
  process.env.TZ = zone;
});

describe("the order lists' query", () => {
  it("sends only the filters that are set", () => {
    expect(orderHistoryQuery(2, NO_FILTERS, 1, 10)).toEqual({ type: 2, page: 1, limit: 10 });
    expect(orderHistoryQuery(1, { ...NO_FILTERS, orderNo: "  AB12CD34 ", payStatus: "1" }, 3, 20)).toEqual({
      type: 1,
      page: 3,
      limit: 20,
      order_no: "AB12CD34",
      pay_status: 1,
    });
  });

  it("turns dates into the first and the last second of the local day", () => {
    const query = orderHistoryQuery(2, { ...NO_FILTERS, from: "2026-11-01", to: "2026-11-02" }, 1, 10);
    expect(query.start_time).toBe(Date.UTC(2026, 9, 31, 16, 0, 0) / 1000);
    expect(query.end_time).toBe(Date.UTC(2026, 10, 2, 15, 59, 59) / 1000);
  });

  it("turns date-times into their minute, the end minute included", () => {
    const query = orderHistoryQuery(1, { ...NO_FILTERS, from: "2026-11-01T09:30", to: "2026-11-01T10:15" }, 1, 10);
    expect(query.start_time).toBe(Date.UTC(2026, 10, 1, 1, 30, 0) / 1000);
    expect(query.end_time).toBe(Date.UTC(2026, 10, 1, 2, 15, 59) / 1000);
  });

  it("ignores what is not a date or a pay status", () => {
    expect(orderHistoryQuery(2, { ...NO_FILTERS, from: "yesterday", payStatus: "7" }, 1, 10)).toEqual({
      type: 2,
      page: 1,
      limit: 10,
    });
  });
});
