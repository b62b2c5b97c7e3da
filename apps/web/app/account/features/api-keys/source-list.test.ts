import { describe, expect, it } from "vitest";
import { parseSourceList } from "./source-list";

describe("parseSourceList", () => {
  it("takes one entry per line, or entries separated by commas, semicolons or spaces", () => {
    expect(parseSourceList("203.0.113.7\n198.51.100.0/24, 2001:db8::/32;10.0.0.1  192.0.2.9")).toEqual([
      "203.0.113.7",
      "198.51.100.0/24",
      "2001:db8::/32",
      "10.0.0.1",
      "192.0.2.9",
    ]);
  });

  it("drops empty entries and keeps each entry once, in the order typed", () => {
    expect(parseSourceList("\n , 203.0.113.7,\r\n\t203.0.113.7 ,\n")).toEqual(["203.0.113.7"]);
    expect(parseSourceList("   ")).toEqual([]);
  });

  it("leaves checking what an entry is to the server", () => {
    expect(parseSourceList("not-an-ip")).toEqual(["not-an-ip"]);
  });
});
