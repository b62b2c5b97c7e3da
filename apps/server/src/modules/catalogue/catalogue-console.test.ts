import {
  type ConsolePlan,
  consolePlans,
  consoleRegions,
  consoleTestIpSettings,
  createConsolePlan,
  createConsoleRegion,
  type Endpoint,
  type PackagesResponse,
  residentialPackages as publicPackages,
  setConsolePlanActive,
  setConsoleRegionActive,
  updateConsolePlan,
  updateConsoleRegion,
  updateConsoleTestIpSettings,
} from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, residentialPackages } from "../../db/schema/index.ts";
import { consoleMember } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createCustomer } from "../../test/money-fixtures.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/**
 * The console's residential plans (issue #25, item 2) through the whole app: who may call, the
 * changes with their audit rows, validation, and the public catalogue following at once.
 */
let t: TestApp;
let owner: ConsoleClient;
beforeAll(async () => {
  // Cached public answers would live a minute: only the tables' change notification clears them in time.
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: "60" } });
  owner = (await consoleMember(t, "owner")).client;
});
afterAll(() => t.close());

const CATALOGUE_ENDPOINTS: readonly Endpoint[] = [
  consolePlans,
  createConsolePlan,
  updateConsolePlan,
  setConsolePlanActive,
  consoleRegions,
  createConsoleRegion,
  updateConsoleRegion,
  setConsoleRegionActive,
  consoleTestIpSettings,
  updateConsoleTestIpSettings,
];

const starterInput = {
  type: 1,
  title_en: "Console Plan",
  title_zh: "控制台套餐",
  price: 25,
  sale_price: 20,
  discount_ratio: 20,
  days: 30,
  flow: 10_240,
  give: 1_024,
  popular: false,
  weight: 5,
} as const;

async function plans(): Promise<ConsolePlan[]> {
  const response = await owner.get(consolePlans.path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.list;
}

/** The public answer the /residential/ page renders from (cached until the table's notification). */
async function publicPlans(language = "en") {
  const response = await t.app.inject({
    url: `${publicPackages.path}?type=1`,
    headers: { "accept-language": language },
  });
  return response.json<{ data: PackagesResponse }>().data["1"];
}

const auditRows = (action: string, resourceId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId)));

describe("who may call the console's catalogue", () => {
  it("answers an anonymous caller, a customer's session and a customer's API key 404 on every endpoint", async () => {
    const customer = await createCustomer(t);
    const key = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: { token: customer.token },
      payload: { name: "script", access: "full" },
    });
    const apiKey: string = key.json().data.key;
    for (const endpoint of CATALOGUE_ENDPOINTS) {
      for (const headers of [{}, { token: customer.token }, { authorization: `Bearer ${apiKey}` }]) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: { ...headers, "x-portico-console": "1" },
          ...(endpoint.method === "POST" ? { payload: { ...starterInput, id: 1, active: false } } : {}),
        });
        expect(response.statusCode, `${endpoint.path} ${Object.keys(headers)}`).toBe(404);
        expect(response.json().error).toBe("not_found");
      }
    }
  });

  it("refuses a member without catalogue:read everything, and one with only catalogue:read every change", async () => {
    const content = (await consoleMember(t, "content")).client;
    const auditor = (await consoleMember(t, "auditor")).client;
    const before = await t.database.db.select().from(residentialPackages);
    for (const endpoint of CATALOGUE_ENDPOINTS) {
      const payload = { ...starterInput, id: 1, active: false, isp: "x", hot: false };
      const call = (client: ConsoleClient) =>
        endpoint.method === "GET" ? client.get(endpoint.path) : client.post(endpoint.path, payload);
      const refused = await call(content);
      expect(refused.statusCode, endpoint.path).toBe(403);
      expect(refused.json()).toMatchObject({ error: "forbidden" });
      const asAuditor = await call(auditor);
      if (endpoint.method === "GET") expect(asAuditor.statusCode, endpoint.path).toBe(200);
      else {
        expect(asAuditor.statusCode, endpoint.path).toBe(403);
        expect(asAuditor.json().msg).toBe("Your role does not allow catalogue:write.");
      }
    }
    expect(await t.database.db.select().from(residentialPackages)).toEqual(before);
  });
});

describe("residential plans in the console", () => {
  it("lists every plan with both titles, those off sale too, heaviest first", async () => {
    const list = await plans();
    expect(list.map((plan) => plan.title_en)).toEqual(
      expect.arrayContaining(["Trial", "Starter", "Growth", "Business", "Custom"]),
    );
    expect(list.map((plan) => plan.weight)).toEqual([...list.map((plan) => plan.weight)].sort((a, b) => b - a));
    expect(list.find((plan) => plan.title_en === "Growth")).toMatchObject({
      title_zh: "成长版",
      price: 150,
      sale_price: 120,
      discount_ratio: 20,
      flow: 51_200,
      give: 5_120,
      popular: true,
      active: true,
    });
  });

  it("creates a plan, on sale at once, audited with what it became", async () => {
    const created = await owner.post(createConsolePlan.path, starterInput);
    expect(created.statusCode, created.body).toBe(200);
    const plan: ConsolePlan = created.json().data;
    expect(plan).toMatchObject({ ...starterInput, active: true });
    await expect
      .poll(async () => (await publicPlans()).find((entry) => entry.id === plan.id)?.sale_price, { timeout: 5_000 })
      .toBe(20);
    const [row] = await auditRows("catalogue.plan.create", String(plan.id));
    expect(row).toMatchObject({ resource: "residential_package", outcome: "succeeded", before: null });
    // The audit keeps the prices in integer cents, never dollars with decimals.
    const { price: _price, sale_price: _salePrice, ...fields } = plan;
    expect(row?.after).toEqual({ ...fields, price_cents: 2_500, sale_price_cents: 2_000 });
    expect(row?.staffId).toBeTruthy();
  });

  it("changes a plan's price: the public catalogue answers the new price at once, the audit has before and after", async () => {
    const growth = (await plans()).find((plan) => plan.title_en === "Growth") as ConsolePlan;
    // The public answer is read first, so it sits in the cache the change must clear.
    expect((await publicPlans()).find((entry) => entry.id === growth.id)?.sale_price).toBe(120);
    const { id, active: _active, ...fields } = growth;
    const changed = await owner.post(updateConsolePlan.path, { ...fields, id, sale_price: 99.5, weight: 77 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id, sale_price: 99.5, price: 150, weight: 77 });
    await expect
      .poll(async () => (await publicPlans()).find((entry) => entry.id === id)?.sale_price, { timeout: 5_000 })
      .toBe(99.5);
    expect((await publicPlans("zh-CN")).find((entry) => entry.id === id)).toMatchObject({
      display_title: "成长版",
      sale_price: 99.5,
    });
    const [row] = await auditRows("catalogue.plan.update", String(id));
    expect(row?.before).toMatchObject({ sale_price_cents: 12_000, price_cents: 15_000, weight: growth.weight });
    expect(row?.after).toMatchObject({ sale_price_cents: 9_950, price_cents: 15_000, weight: 77 });
    expect(row?.after).not.toHaveProperty("sale_price");
    const [stored] = await t.database.db.select().from(residentialPackages).where(eq(residentialPackages.id, id));
    expect(stored).toMatchObject({ salePriceCents: 9_950, priceCents: 15_000 });
  });

  it("takes a plan off sale and back: the public catalogue follows, each step audited", async () => {
    const business = (await plans()).find((plan) => plan.title_en === "Business") as ConsolePlan;
    const off = await owner.post(setConsolePlanActive.path, { id: business.id, active: false });
    expect(off.json().data.active).toBe(false);
    await expect
      .poll(async () => (await publicPlans()).some((entry) => entry.id === business.id), { timeout: 5_000 })
      .toBe(false);
    expect((await plans()).find((plan) => plan.id === business.id)?.active).toBe(false);
    await owner.post(setConsolePlanActive.path, { id: business.id, active: true });
    await expect
      .poll(async () => (await publicPlans()).some((entry) => entry.id === business.id), { timeout: 5_000 })
      .toBe(true);
    const [disabled] = await auditRows("catalogue.plan.disable", String(business.id));
    expect(disabled).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(await auditRows("catalogue.plan.enable", String(business.id))).toHaveLength(1);
  });

  it.each([
    ["a negative price", { price: -1 }, "price"],
    ["a price with three decimals", { sale_price: 1.234 }, "sale_price"],
    ["a discount above 100", { discount_ratio: 101 }, "discount_ratio"],
    ["zero days", { days: 0 }, "days"],
    ["fractional traffic", { flow: 10.5 }, "flow"],
    ["an empty title", { title_zh: "  " }, "title_zh"],
    ["an unknown plan type", { type: 2 }, "type"],
  ])("refuses %s with a localised 400 and changes nothing", async (_label, change, field) => {
    const before = await t.database.db.select().from(residentialPackages);
    const first = before[0] as { id: number };
    const response = await owner.post(
      updateConsolePlan.path,
      { ...starterInput, ...change, id: first.id },
      { language: "zh-CN" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, error: "validation_failed" });
    expect(response.json().msg).toBe(`请求参数无效：${field}。`);
    expect(await t.database.db.select().from(residentialPackages)).toEqual(before);
  });

  it("refuses a sale price above the list price (audited as refused) and an unknown plan, changing nothing", async () => {
    const before = await t.database.db.select().from(residentialPackages);
    const first = before[0] as { id: number };
    const above = await owner.post(updateConsolePlan.path, {
      ...starterInput,
      id: first.id,
      price: 10,
      sale_price: 12,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      error: "catalogue_sale_above_price",
      msg: "The sale price ($12.00) cannot be higher than the list price ($10.00).",
    });
    const inChinese = await owner.post(
      createConsolePlan.path,
      { ...starterInput, price: 10, sale_price: 12 },
      {
        language: "zh-CN",
      },
    );
    expect(inChinese.json().msg).toBe("售价（$12.00）不能高于原价（$10.00）。");
    const missing = await owner.post(setConsolePlanActive.path, { id: 999_999, active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: "catalogue_plan_not_found", msg: "No such plan." });
    expect(await t.database.db.select().from(residentialPackages)).toEqual(before);
    const [refused] = await auditRows("catalogue.plan.update", String(first.id)).then((rows) =>
      rows.filter((row) => row.outcome === "refused"),
    );
    expect(refused).toMatchObject({ errorCode: "catalogue_sale_above_price", after: null });
  });
});
