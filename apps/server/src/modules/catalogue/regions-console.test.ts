import {
  type ConsoleRegion,
  consoleRegions,
  createConsoleRegion,
  staticRegions as publicRegions,
  type StaticRegion,
  setConsoleRegionActive,
  updateConsoleRegion,
} from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, staticRegions } from "../../db/schema/index.ts";
import { consoleMember } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/**
 * The console's static regions (issue #25, item 2): the period prices, order, hot flag and sale
 * state, each change audited, and the public region list following at once.
 */
let t: TestApp;
let catalogue: ConsoleClient;
beforeAll(async () => {
  // Cached public answers would live a minute: only the tables' change notification clears them in time.
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: "60" } });
  catalogue = (await consoleMember(t, "catalogue")).client;
});
afterAll(() => t.close());

async function regions(): Promise<ConsoleRegion[]> {
  const response = await catalogue.get(consoleRegions.path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.list;
}

async function publicArea(language = "en"): Promise<StaticRegion[]> {
  const response = await t.app.inject({ url: publicRegions.path, headers: { "accept-language": language } });
  return response.json<{ data: { area: StaticRegion[] } }>().data.area;
}

const byCode = async (code: string) => (await regions()).find((region) => region.code === code) as ConsoleRegion;
const changeOf = ({ id, isp, weight, hot, ...region }: ConsoleRegion) => ({
  id,
  isp,
  weight,
  hot,
  weekly_price: region.weekly_price,
  fortnightly_price: region.fortnightly_price,
  monthly_price: region.monthly_price,
  bimonthly_price: region.bimonthly_price,
  quarterly_price: region.quarterly_price,
});

describe("static regions in the console", () => {
  it("lists every region with both names, its five prices and live stock, sold-out ones too", async () => {
    const list = await regions();
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.find((region) => region.code === "USA-CA")).toMatchObject({
      name_en: "United States · California",
      name_zh: "美国 · 加利福尼亚州",
      active: true,
    });
    expect(list.find((region) => region.code === "USA")).toMatchObject({ monthly_price: 5, weekly_price: 1.6 });
    expect(list.find((region) => region.code === "ARE")?.stock).toBe(0);
    const area = await publicArea();
    for (const region of area) expect(list.find((entry) => entry.id === region.id)?.stock).toBe(region.stock);
  });

  it("changes a region's period prices: the public list answers them at once, the audit has before and after", async () => {
    const gbr = await byCode("GBR");
    expect((await publicArea()).find((region) => region.id === gbr.id)?.weekly_price).toBe(gbr.weekly_price);
    const changed = await catalogue.post(updateConsoleRegion.path, {
      ...changeOf(gbr),
      weekly_price: 2.15,
      quarterly_price: 14.9,
      hot: false,
      isp: "Thames Gateway Fibre",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ weekly_price: 2.15, quarterly_price: 14.9, hot: false });
    await expect
      .poll(async () => (await publicArea()).find((region) => region.id === gbr.id)?.weekly_price, { timeout: 5_000 })
      .toBe(2.15);
    expect((await publicArea("zh-CN")).find((region) => region.id === gbr.id)).toMatchObject({
      country_name: "英国",
      quarterly_price: 14.9,
      isp: "Thames Gateway Fibre",
      hot: false,
    });
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.region.update"), eq(auditEvents.resourceId, String(gbr.id))));
    expect(row).toMatchObject({ resource: "static_region", outcome: "succeeded" });
    // The audit keeps the prices in integer cents, never dollars with decimals.
    expect(row?.before).toMatchObject({
      weekly_price_cents: Math.round(gbr.weekly_price * 100),
      hot: true,
      isp: gbr.isp,
    });
    expect(row?.after).toMatchObject({ weekly_price_cents: 215, quarterly_price_cents: 1_490, hot: false });
    expect(row?.after).not.toHaveProperty("weekly_price");
    const [stored] = await t.database.db.select().from(staticRegions).where(eq(staticRegions.id, gbr.id));
    expect(stored).toMatchObject({ weeklyPriceCents: 215, quarterlyPriceCents: 1_490 });
  });

  it("takes a region off sale and back: the public list follows; its IPs stay", async () => {
    const fra = await byCode("FRA");
    const off = await catalogue.post(setConsoleRegionActive.path, { id: fra.id, active: false });
    expect(off.json().data).toMatchObject({ active: false, stock: fra.stock });
    await expect
      .poll(async () => (await publicArea()).some((region) => region.id === fra.id), { timeout: 5_000 })
      .toBe(false);
    await catalogue.post(setConsoleRegionActive.path, { id: fra.id, active: true });
    await expect
      .poll(async () => (await publicArea()).find((region) => region.id === fra.id)?.stock, { timeout: 5_000 })
      .toBe(fra.stock);
    const actions = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.resourceId, String(fra.id)));
    expect(actions.map((row) => row.action)).toEqual(["catalogue.region.disable", "catalogue.region.enable"]);
  });

  it.each([
    ["a zero price", { monthly_price: 0 }, "monthly_price"],
    ["a price with three decimals", { weekly_price: 1.005 }, "weekly_price"],
    ["an empty ISP", { isp: "" }, "isp"],
    ["a fractional weight", { weight: 1.5 }, "weight"],
  ])("refuses %s with a localised 400 and changes nothing", async (_label, change, field) => {
    const usa = await byCode("USA");
    const before = await t.database.db.select().from(staticRegions);
    const response = await catalogue.post(updateConsoleRegion.path, { ...changeOf(usa), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed", msg: `The request is invalid: ${field}.` });
    expect(await t.database.db.select().from(staticRegions)).toEqual(before);
  });

  it("refuses an unknown region with a localised 404, audited as refused", async () => {
    const usa = await byCode("USA");
    const response = await catalogue.post(
      updateConsoleRegion.path,
      { ...changeOf(usa), id: 987_654 },
      { language: "zh-CN" },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "catalogue_region_not_found", msg: "该静态地区不存在。" });
    const [refused] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.resourceId, "987654"));
    expect(refused).toMatchObject({ outcome: "refused", errorCode: "catalogue_region_not_found" });
  });

  it("opens a region with a state merged into its code and names: on sale at once, no stock, audited", async () => {
    const oregon = {
      continent: "north_america",
      country: { code: "usa", name_en: "United States", name_zh: "美国" },
      state: { code: "or", name_en: "Oregon", name_zh: "俄勒冈州" },
      city: null,
      isp: "Willamette Fiber",
      weight: 40,
      hot: false,
      weekly_price: 1.7,
      fortnightly_price: 3.1,
      monthly_price: 5.3,
      bimonthly_price: 10.1,
      quarterly_price: 14.3,
    };
    const created = await catalogue.post(createConsoleRegion.path, oregon);
    expect(created.statusCode, created.body).toBe(200);
    const region: ConsoleRegion = created.json().data;
    expect(region).toMatchObject({
      code: "USA-OR",
      name_en: "United States · Oregon",
      name_zh: "美国 · 俄勒冈州",
      stock: 0,
      active: true,
      monthly_price: 5.3,
    });
    // Chinese had no cached answer yet, so it can show the region before the change notification has
    // cleared English's cached one: wait for both.
    await expect
      .poll(async () => (await publicArea("zh-CN")).find((entry) => entry.id === region.id)?.country_name, {
        timeout: 5_000,
      })
      .toBe("美国 · 俄勒冈州");
    await expect
      .poll(async () => (await publicArea()).find((entry) => entry.id === region.id), { timeout: 5_000 })
      .toMatchObject({
        country_code: "USA-OR",
        state_code: "OR",
        state_name: "Oregon",
        city_code: null,
        stock: 0,
      });
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.region.create"), eq(auditEvents.resourceId, String(region.id))));
    expect(row).toMatchObject({
      outcome: "succeeded",
      before: null,
      after: {
        code: "USA-OR",
        isp: "Willamette Fiber",
        weekly_price_cents: 170,
        fortnightly_price_cents: 310,
        monthly_price_cents: 530,
        bimonthly_price_cents: 1_010,
        quarterly_price_cents: 1_430,
      },
    });

    const before = await t.database.db.select().from(staticRegions);
    const again = await catalogue.post(createConsoleRegion.path, { ...oregon, isp: "Another" }, { language: "zh-CN" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: "catalogue_region_code_taken",
      msg: "代码为 USA-OR 的地区已存在，请直接编辑该地区。",
    });
    const badCountry = await catalogue.post(createConsoleRegion.path, {
      ...oregon,
      country: { ...oregon.country, code: "US" },
    });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().msg).toBe("The request is invalid: country.code.");
    expect(await t.database.db.select().from(staticRegions)).toEqual(before);
    const [refused] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "catalogue.region.create"), eq(auditEvents.outcome, "refused")));
    expect(refused).toMatchObject({ resourceId: "USA-OR", errorCode: "catalogue_region_code_taken" });
  });
});
