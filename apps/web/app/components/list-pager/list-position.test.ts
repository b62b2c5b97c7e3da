import { describe, expect, it } from "vitest";
import { numberedPages, positionFor } from "./list-position";

describe("history pager positions (ADR 415)", () => {
  const answer = { next_cursor: "n", prev_cursor: "p" };

  it("reads the pages beside the one shown by their cursors, any other page by number", () => {
    expect(positionFor(101, 100, answer)).toEqual({ page: 101, cursor: "n" });
    expect(positionFor(99, 100, answer)).toEqual({ page: 99, cursor: "p" });
    expect(positionFor(7, 100, answer)).toEqual({ page: 7 });
    // The first page is always read by number: it counts afresh and shows the newest rows.
    expect(positionFor(1, 2, answer)).toEqual({ page: 1 });
    expect(positionFor(3, 2, { next_cursor: null, prev_cursor: null })).toEqual({ page: 3 });
  });

  it("numbers every page of an exact count, and only the first 10,000 rows' of a capped one", () => {
    expect(numberedPages(0, false, 10)).toBe(1);
    expect(numberedPages(95, false, 10)).toBe(10);
    expect(numberedPages(10_000, true, 10)).toBe(1_000);
    expect(numberedPages(10_000, true, 30)).toBe(334);
  });
});
