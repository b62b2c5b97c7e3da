import { describe, expect, it } from "vitest";
import { ipImportRowMessages } from "./ip-import.errors.ts";
import { judgeIpImport, parseIpImportCsv } from "./ip-import.parse.ts";

const parsed = (text: string) => {
  const result = parseIpImportCsv(text);
  if (!result.ok) throw new Error(`not parsed: ${result.reason}`);
  return result;
};

describe("parseIpImportCsv", () => {
  it("reads the columns by name in any order and case, trims and unquotes fields, ignores other columns", () => {
    const result = parsed(
      '\uFEFFRegion, "Port" ,ADDRESS,tag\r\n USA-CA , 8080 , 203.0.113.7 ,x\r\n\r\n"GBR","1","198.51.100.1",\n',
    );
    expect(result.totalRows).toBe(2);
    expect(result.ignoredColumns).toEqual(["tag"]);
    expect(result.problems).toEqual([]);
    expect(result.candidates).toEqual([
      { line: 2, address: "203.0.113.7", port: 8080, region: "USA-CA" },
      { line: 4, address: "198.51.100.1", port: 1, region: "GBR" },
    ]);
  });

  it("names each bad row with its line and code; the later of two equal rows is the duplicate", () => {
    const result = parsed(
      [
        "address,port,region",
        "203.0.113.1,8000,USA",
        "203.0.113.256,8000,USA",
        "203.0.113.01,8000,USA",
        "2001:db8::1,8000,USA",
        "203.0.113.2,0,USA",
        "203.0.113.3,65536,USA",
        "203.0.113.4,80.5,USA",
        "203.0.113.5,65535,USA",
        "203.0.113.1,8000,GBR",
        "203.0.113.1,8001,USA",
        "203.0.113.6,,USA",
        "203.0.113.7,8000",
        "999.0.0.1,0,USA",
      ].join("\n"),
    );
    expect(result.totalRows).toBe(13);
    expect(result.problems.map((p) => [p.line, p.code, p.value])).toEqual([
      [3, "bad_ipv4", "203.0.113.256"],
      [4, "bad_ipv4", "203.0.113.01"],
      [5, "bad_ipv4", "2001:db8::1"],
      [6, "bad_port", "0"],
      [7, "bad_port", "65536"],
      [8, "bad_port", "80.5"],
      [10, "duplicate_in_file", "203.0.113.1:8000"],
      [12, "missing_field", "203.0.113.6,,USA"],
      [13, "missing_field", "203.0.113.7,8000"],
      [14, "bad_ipv4", "999.0.0.1"],
      [14, "bad_port", "0"],
    ]);
    expect(result.candidates.map((c) => c.line)).toEqual([2, 9, 11]);
  });

  it("refuses a file without the three columns, or without rows", () => {
    expect(parseIpImportCsv("203.0.113.1,8000,USA\n")).toEqual({
      ok: false,
      reason: "header_invalid",
      missing: ["address", "port", "region"],
    });
    expect(parseIpImportCsv("address,region\n")).toEqual({ ok: false, reason: "header_invalid", missing: ["port"] });
    expect(parseIpImportCsv("")).toMatchObject({ ok: false, reason: "header_invalid" });
    expect(parseIpImportCsv("address,port,region\n \n")).toEqual({
      ok: false,
      reason: "row_count_invalid",
      totalRows: 0,
    });
  });
});

describe("judgeIpImport", () => {
  it("resolves regions active or not, refuses unknown ones and pairs already in the inventory", () => {
    const file = parsed(
      [
        "address,port,region",
        "203.0.113.1,8000,USA",
        "203.0.113.2,8000,OFF",
        "203.0.113.3,8000,NOPE",
        "203.0.113.4,8000,USA",
        "203.0.113.4,8000,USA",
        "203.0.113.5,8000,usa",
      ].join("\n"),
    );
    const regions = new Map([
      ["USA", { id: 1, active: true }],
      ["OFF", { id: 2, active: false }],
    ]);
    const judged = judgeIpImport(file, regions, new Set(["203.0.113.4:8000"]));
    expect(judged.rows).toEqual([
      { line: 2, address: "203.0.113.1", port: 8000, regionId: 1 },
      { line: 3, address: "203.0.113.2", port: 8000, regionId: 2 },
    ]);
    expect(judged.problems.map((p) => [p.line, p.code])).toEqual([
      [4, "unknown_region"],
      [5, "already_in_inventory"],
      [6, "duplicate_in_file"],
      // Region codes are matched as written: the catalogue's codes are upper case.
      [7, "unknown_region"],
    ]);
    expect(judged.inactiveRegions).toEqual([{ code: "OFF", rows: 1 }]);
  });
});

describe("row messages", () => {
  it("say every code in English and Chinese with the line", () => {
    for (const text of Object.values(ipImportRowMessages)) {
      expect(text.en).toContain("{line}");
      expect(text["zh-CN"]).toContain("{line}");
      expect(text["zh-CN"]).not.toBe(text.en);
    }
  });
});
