import { IP_IMPORT_MAX_CHARS } from "@portico/domain";
import { describe, expect, it } from "vitest";
import { checkIpImport, chunked, IMPORT_CHUNK } from "./ip-import-check";

const noCall = () => Promise.reject(new Error("an invalid import must not be looked up"));

describe("the import check", () => {
  it("answers the spec's three refusals before any lookup", async () => {
    expect(await checkIpImport("  \n\n ", noCall)).toEqual({ kind: "empty" });
    expect(await checkIpImport("hello\n300.1.1.1:80:u:p", noCall)).toEqual({ kind: "no_valid_ip" });
    expect(await checkIpImport("1".repeat(IP_IMPORT_MAX_CHARS + 1), noCall)).toEqual({ kind: "too_long" });
  });

  it("looks addresses up in chunks a page holds", () => {
    const ips = Array.from({ length: 250 }, (_, index) => `10.0.${Math.floor(index / 250)}.${index % 250}`);
    const chunks = chunked(ips, IMPORT_CHUNK);
    expect(IMPORT_CHUNK).toBe(100);
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(chunks.flat()).toEqual(ips);
  });
});
