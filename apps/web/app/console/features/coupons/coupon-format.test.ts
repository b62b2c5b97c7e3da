import { describe, expect, it } from "vitest";
import { appliesToNames, codesCsv, fromLocalInput, productOptions, shortDateTime, toLocalInput } from "./coupon-format";

describe("coupon formats", () => {
  it("round-trips a window's instant through the datetime-local field on the browser's clock", () => {
    const iso = new Date(2030, 0, 15, 9, 5).toISOString();
    expect(toLocalInput(iso)).toBe("2030-01-15T09:05");
    expect(fromLocalInput("2030-01-15T09:05")).toBe(iso);
    expect(shortDateTime(iso)).toBe("2030-01-15 09:05");
  });

  it("reads an empty or broken field as no limit", () => {
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput(" ")).toBeNull();
    expect(fromLocalInput("not a date")).toBeNull();
  });

  it("writes the codes one a line under a header", () => {
    expect(codesCsv(["VIP-AAA", "VIP-BBB"])).toBe("code\r\nVIP-AAA\r\nVIP-BBB\r\n");
  });

  it("names what a coupon applies to in the reader's language, plans first, an unknown id by number", () => {
    const catalogue = {
      plans: [{ id: 1, name_en: "Starter", name_zh: "入门", active: true }],
      regions: [{ id: 7, name_en: "Japan (JPN)", name_zh: "日本（JPN）", active: false }],
    };
    expect(appliesToNames(null, catalogue, "en")).toBeNull();
    expect(appliesToNames({ plan_ids: [1, 9], region_ids: [7] }, catalogue, "zh-CN")).toEqual([
      "入门",
      "#9",
      "日本（JPN）",
    ]);
    expect(productOptions(catalogue.regions, "en", "off sale")).toEqual([
      { value: "7", label: "Japan (JPN) (off sale)" },
    ]);
  });
});
