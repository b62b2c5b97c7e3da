import { describe, expect, it } from "vitest";
import { orderTitles } from "./order-titles.ts";

describe("order titles", () => {
  it("says one day, not one days", () => {
    const trial = { en: "Trial", zh: "体验套餐" };
    expect(orderTitles.residential(trial, 1)).toEqual({
      en: "Residential proxies · Trial · 1 day",
      zh: "住宅代理 · 体验套餐 · 1 天",
    });
    expect(orderTitles.residential(trial, 30).en).toBe("Residential proxies · Trial · 30 days");
  });
});
