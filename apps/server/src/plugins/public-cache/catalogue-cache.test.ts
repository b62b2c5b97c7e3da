import {
  type PriceOverview,
  priceOverview,
  residentialPackages,
  type StaticRegion,
  staticRegions as staticRegionsEndpoint,
} from "@portico/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { residentialPackages as packagesTable, staticIps, staticRegions } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

// The catalogue answers come from memory (ADR 011): every write to the catalogue tables drops
// them on each instance sharing the database, within the stated bound (5 s) at the latest.
const BOUND_MS = 5_000;

let t: TestApp;
/** A second instance on the same database: it must learn of changes it did not make. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    database: t.database,
    logger: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url, headers });
}

async function usaOf(app: FastifyInstance, language: string): Promise<StaticRegion> {
  const response = await get(app, staticRegionsEndpoint.path, { "accept-language": language });
  const usa = response.json<{ data: { area: StaticRegion[] } }>().data.area.find((r) => r.country_code === "USA");
  if (!usa) throw new Error("no USA region");
  return usa;
}

async function overviewOf(app: FastifyInstance): Promise<PriceOverview> {
  return (await get(app, priceOverview.path)).json<{ data: PriceOverview }>().data;
}

async function usaRegionId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: staticRegions.id })
    .from(staticRegions)
    .where(
      and(
        eq(staticRegions.countryCode, "USA"),
        sql`${staticRegions.stateCode} is null`,
        sql`${staticRegions.cityCode} is null`,
      ),
    );
  if (!row) throw new Error("no USA region row");
  return row.id;
}

describe("catalogue answers from memory", () => {
  it("answer with an ETag and Cache-Control, and 304 when the client has that answer", async () => {
    for (const url of [`${residentialPackages.path}?type=1`, staticRegionsEndpoint.path, priceOverview.path]) {
      const first = await get(t.app, url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers["cache-control"]).toBe("public, no-cache");
      expect(String(first.headers.vary)).toMatch(/accept-language/i);
      const again = await get(t.app, url, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const stale = await get(t.app, url, { "if-none-match": '"not-this-one"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    }
  });

  it("keep one answer per language", async () => {
    expect((await usaOf(t.app, "en")).country_name).toBe("United States");
    expect((await usaOf(t.app, "zh-CN")).country_name).not.toBe("United States");
    expect((await usaOf(t.app, "en")).country_name).toBe("United States");
  });

  it("follow a stock change on this instance and on another one, in both languages", async () => {
    const regionId = await usaRegionId();
    const before = await usaOf(t.app, "en");
    await usaOf(other, "zh-CN"); // both instances hold the answer now
    const [ip] = await t.database.db
      .select({ id: staticIps.id })
      .from(staticIps)
      .where(and(eq(staticIps.regionId, regionId), eq(staticIps.status, "available")))
      .limit(1);
    if (!ip) throw new Error("no available IP in the USA");
    // What a reservation does to the inventory: the IP leaves the available stock.
    await t.database.db.update(staticIps).set({ status: "disabled" }).where(eq(staticIps.id, ip.id));
    for (const [app, language] of [
      [t.app, "en"],
      [other, "zh-CN"],
    ] as const) {
      await expect
        .poll(async () => (await usaOf(app, language)).stock, { timeout: BOUND_MS, interval: 50 })
        .toBe(before.stock - 1);
    }
    await t.database.db.update(staticIps).set({ status: "available" }).where(eq(staticIps.id, ip.id));
    await expect
      .poll(async () => (await usaOf(other, "en")).stock, { timeout: BOUND_MS, interval: 50 })
      .toBe(before.stock);
  });

  it("follow a price change, in the regions, the header's overview and the plans", async () => {
    const regionId = await usaRegionId();
    const usa = await usaOf(t.app, "en");
    const overview = await overviewOf(other);
    await t.database.db.update(staticRegions).set({ monthlyPriceCents: 1 }).where(eq(staticRegions.id, regionId));
    await expect
      .poll(async () => (await usaOf(t.app, "zh-CN")).monthly_price, { timeout: BOUND_MS, interval: 50 })
      .toBe(0.01);
    await expect
      .poll(async () => (await overviewOf(other)).static_lowest_monthly, { timeout: BOUND_MS, interval: 50 })
      .toBe(0.01);
    await t.database.db
      .update(staticRegions)
      .set({ monthlyPriceCents: Math.round(usa.monthly_price * 100) })
      .where(eq(staticRegions.id, regionId));
    await expect
      .poll(async () => (await overviewOf(other)).static_lowest_monthly, { timeout: BOUND_MS, interval: 50 })
      .toBe(overview.static_lowest_monthly);

    const plans = async (app: FastifyInstance) =>
      (await get(app, `${residentialPackages.path}?type=1`)).json<{
        data: Record<string, { id: number; sale_price: number }[]>;
      }>().data;
    const plan = Object.values(await plans(other))[0]?.[0];
    if (!plan) throw new Error("no residential plan");
    await t.database.db.update(packagesTable).set({ salePriceCents: 12_345 }).where(eq(packagesTable.id, plan.id));
    await expect
      .poll(async () => Object.values(await plans(other))[0]?.find((p) => p.id === plan.id)?.sale_price, {
        timeout: BOUND_MS,
        interval: 50,
      })
      .toBe(123.45);
  });
});
