import {
  type PriceOverview,
  priceOverview,
  residentialPackages,
  type StaticRegion,
  staticRegions as staticRegionsEndpoint,
} from "@portico/contracts";
import { unitPricePerGb } from "@portico/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticIps, staticRegions } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function regions(query = "", language = "en"): Promise<StaticRegion[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `${staticRegionsEndpoint.path}${query}`,
    headers: { "accept-language": language },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { area: StaticRegion[] } }>().data.area;
}

async function availableInDb(regionId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(staticIps)
    .where(sql`${staticIps.regionId} = ${regionId} and ${staticIps.status} = 'available'`);
  return row?.n ?? -1;
}

describe("GET /api/index/static_regions", () => {
  it("lists regions over several continents with the spec's fields, heaviest first", async () => {
    const area = await regions();
    expect(area.length).toBeGreaterThanOrEqual(20);
    expect(new Set(area.map((r) => r.continent)).size).toBeGreaterThanOrEqual(5);
    for (const code of ["USA", "GBR", "IDN", "CAN", "FRA", "HKG", "IND", "KOR", "JPN", "DEU"]) {
      expect(area.map((r) => r.country_code)).toContain(code);
    }
    expect(area.map((r) => r.weight)).toEqual([...area.map((r) => r.weight)].sort((a, b) => b - a));
    const usa = area.find((r) => r.country_code === "USA");
    expect(usa).toMatchObject({ country_name: "United States", state_code: null, city_code: null, hot: true });
    expect(usa?.monthly_price).toBe(5);
    expect(usa?.weekly_price).toBe(1.6);
  });

  it("merges a state or a city into the code and the name", async () => {
    const area = await regions();
    expect(area.find((r) => r.country_code === "USA-CA")).toMatchObject({
      country_name: "United States · California",
      state_code: "CA",
      state_name: "California",
      city_code: null,
    });
    expect(area.find((r) => r.country_code === "USA-SEA")).toMatchObject({
      country_name: "United States · Seattle",
      state_code: "WA",
      city_code: "SEA",
      city_name: "Seattle",
    });
  });

  it("counts stock from the available IPs of the inventory, including a sold-out region", async () => {
    const area = await regions();
    for (const region of area) expect(region.stock).toBe(await availableInDb(region.id));
    expect(area.find((r) => r.country_code === "ARE")?.stock).toBe(0);
    expect(area.reduce((sum, r) => sum + r.stock, 0)).toBeGreaterThan(1000);
  });

  it("names regions in Chinese under zh-CN", async () => {
    const area = await regions("", "zh-CN");
    expect(area.find((r) => r.country_code === "USA-CA")?.country_name).toBe("美国 · 加利福尼亚州");
  });

  it.each([
    ["a code, any case", "?keyword=gbr", ["GBR", "GBR-LON"]],
    ["an English name", "?keyword=Kingdom", ["GBR", "GBR-LON"]],
    ["a Chinese name", `?keyword=${encodeURIComponent("英国")}`, ["GBR", "GBR-LON"]],
    ["a city", "?keyword=frankfurt", ["DEU-FRA"]],
  ])("filters by %s", async (_label, query, codes) => {
    expect((await regions(query)).map((r) => r.country_code).sort()).toEqual(codes);
  });

  it("takes LIKE wildcards literally and answers an empty list when nothing matches", async () => {
    expect(await regions("?keyword=%25")).toEqual([]);
    expect(await regions("?keyword=_")).toEqual([]);
    expect(await regions("?keyword=atlantis")).toEqual([]);
  });

  it("treats a blank keyword as no filter", async () => {
    expect((await regions("?keyword=%20%20")).length).toBe((await regions()).length);
  });

  it("rejects a keyword longer than 64 characters", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `${staticRegionsEndpoint.path}?keyword=${"x".repeat(65)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, error: "validation_failed" });
  });
});

describe("GET /api/index/price_overview", () => {
  it("computes the lowest prices from the catalogue and lists top countries with stock", async () => {
    const response = await t.app.inject({ method: "GET", url: priceOverview.path });
    const overview = response.json<{ data: PriceOverview }>().data;
    const area = await regions();
    const cheapestMonthly = Math.min(...area.filter((r) => r.stock > 0).map((r) => r.monthly_price));
    expect(overview.static_lowest_monthly).toBe(cheapestMonthly);
    const plans = (await t.app.inject({ method: "GET", url: `${residentialPackages.path}?type=1` })).json().data[
      "1"
    ] as {
      sale_price: number;
      flow: number;
      give: number;
      type: number;
    }[];
    const perGb = plans.filter((p) => p.type === 1).map((p) => unitPricePerGb(p.sale_price, p.flow, p.give) ?? 1e9);
    expect(overview.residential_lowest_per_gb).toBe(Math.min(...perGb));
    // Seeded: Enterprise, $1000 for 1000 GB.
    expect(overview.residential_lowest_per_gb).toBe(1);
    expect(overview.top_regions.length).toBe(8);
    expect(overview.top_regions.every((r) => !r.country_code.includes("-") && r.stock > 0)).toBe(true);
  });
});

// Mutates the inventory, so it runs last in this file.
describe("stock follows the inventory", () => {
  it("drops by one when an IP leaves the pool", async () => {
    const [gbr] = await t.database.db.select().from(staticRegions).where(eq(staticRegions.countryCode, "GBR"));
    if (!gbr) throw new Error("seed lacks GBR");
    const before = (await regions("?keyword=GBR")).find((r) => r.id === gbr.id)?.stock ?? 0;
    const [ip] = await t.database.db
      .select({ id: staticIps.id })
      .from(staticIps)
      .where(sql`${staticIps.regionId} = ${gbr.id} and ${staticIps.status} = 'available'`)
      .limit(1);
    await t.database.db
      .update(staticIps)
      .set({ status: "disabled" })
      .where(eq(staticIps.id, ip?.id ?? 0));
    // Answers come from memory until the change notification arrives (ADR 011: at commit on
    // PGlite, a moment later on PostgreSQL).
    await expect
      .poll(async () => (await regions("?keyword=GBR")).find((r) => r.id === gbr.id)?.stock, {
        timeout: 5_000,
        interval: 20,
      })
      .toBe(before - 1);
  });
});
