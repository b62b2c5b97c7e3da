import type { StaticIpRow } from "@portico/contracts";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SORT,
  isIpFilterValid,
  NO_FILTERS,
  nextCount,
  notRenewable,
  renewalPaymentPath,
  staticIpListQuery,
} from "./static-ip-query";

const row = (id: number, renewable: boolean): StaticIpRow => ({
  id,
  ip: `198.18.0.${id}`,
  port: 8000,
  country: "United States",
  region: "USA",
  order_no: "S1",
  create_time: 1,
  expire_time: 2,
  extime: 3,
  status: 2,
  tag: "",
  renewable,
  renew_block: renewable ? null : "past_grace",
});

describe("the IP list's query", () => {
  it("sends only the applied filters, trimmed, with the sort's server field", () => {
    expect(staticIpListQuery(NO_FILTERS, DEFAULT_SORT, { page: 1 }, 10)).toEqual({
      page: 1,
      limit: 10,
      sortField: "create_time",
      sortOrder: "desc",
    });
    const filters = { orderNo: " s123 ", ip: "198.18 ", state: "3", tag: " eu " } as const;
    expect(staticIpListQuery(filters, { column: "timeLeft", order: "asc" }, { page: 2, cursor: "c" }, 20)).toEqual({
      page: 2,
      limit: 20,
      cursor: "c",
      orderNo: "s123",
      ip: "198.18",
      status: 3,
      tag: "eu",
      sortField: "expire_time",
      sortOrder: "asc",
    });
  });

  it("accepts a whole address or whole leading octets as the IP filter", () => {
    expect(isIpFilterValid("")).toBe(true);
    expect(isIpFilterValid("198.18.0.1")).toBe(true);
    expect(isIpFilterValid("198.18.")).toBe(true);
    expect(isIpFilterValid("198.1x")).toBe(false);
    expect(isIpFilterValid("198.18.0.256")).toBe(false);
  });
});

describe("the pager", () => {
  it("keeps the count through pages read by cursor and takes a new one from a page read by number", () => {
    const kept = { total: 10_000, capped: true };
    expect(nextCount(kept, { total: null, total_capped: null })).toBe(kept);
    expect(nextCount(kept, { total: 42, total_capped: false })).toEqual({ total: 42, capped: false });
    expect(nextCount(null, { total: 10_000, total_capped: true })).toEqual(kept);
  });
});

describe("renewal", () => {
  it("names the selected rows that cannot be renewed", () => {
    expect(notRenewable([row(1, true), row(2, false)]).map((blocked) => blocked.id)).toEqual([2]);
    expect(notRenewable([row(1, true)])).toEqual([]);
  });

  it("opens the payment view with the spec's renewal query", () => {
    const path = renewalPaymentPath([4, 9], "weekly");
    const query = new URL(path, "https://portico.test").searchParams;
    expect(path.startsWith("/payment?")).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      type: "2",
      renew_type: "renew",
      renew_ip_ids: "4,9",
      num: "2",
      date_unit: "weekly",
    });
  });
});
