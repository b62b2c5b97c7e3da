import { type PackagesResponse, residentialPackages as packagesEndpoint } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { residentialPackages } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getPackages = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `${packagesEndpoint.path}${query}`, headers });

describe("GET /api/index/packages", () => {
  it("lists active residential packages keyed '1', heaviest weight first, prices in dollars", async () => {
    const response = await getPackages("?type=1");
    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: number; msg: string; data: PackagesResponse }>();
    expect(body.code).toBe(1);
    expect(body.msg).toBe("ok");
    const plans = body.data["1"];
    expect(plans.map((p) => p.display_title)).toEqual([
      "Trial",
      "Starter",
      "Growth",
      "Business",
      "Custom",
      "Enterprise",
      "Lite",
    ]);
    expect(plans.map((p) => p.weight)).toEqual([...plans.map((p) => p.weight)].sort((a, b) => b - a));
    expect(plans[0]).toMatchObject({ sale_price: 1.99, price: 1.99, days: 1, flow: 1024, give: 0, type: 1 });
    expect(plans.find((p) => p.display_title === "Growth")).toMatchObject({
      sale_price: 120,
      price: 150,
      discount_ratio: 20,
      flow: 51200,
      give: 5120,
      popular: true,
    });
    expect(plans.find((p) => p.display_title === "Custom")?.type).toBe(999);
  });

  it("answers in Chinese under Accept-Language zh-CN", async () => {
    const plans = (await getPackages("?type=1", { "accept-language": "zh-CN,zh;q=0.9" })).json<{
      data: PackagesResponse;
    }>().data["1"];
    expect(plans.slice(0, 5).map((p) => p.display_title)).toEqual([
      "体验套餐",
      "入门版",
      "成长版",
      "商业版",
      "定制方案",
    ]);
  });

  it.each([
    ["missing", ""],
    ["not a number", "?type=abc"],
    ["another product type", "?type=2"],
  ])("rejects a %s type with a 400 envelope", async (_label, query) => {
    const response = await getPackages(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, error: "validation_failed" });
    expect(body.msg).toMatch(/^The request is invalid: type\./);
    expect(body.issues[0].path).toBe("type");
  });

  it("localises the validation message under zh-CN", async () => {
    const response = await getPackages("?type=2", { "accept-language": "zh-CN" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.msg).toBe("请求参数无效：type。");
    expect(body.issues[0].message).toMatch(/[\u4e00-\u9fff]/);
  });
  // Mutates the table, so it runs last in this file.
  it("breaks weight ties by id and leaves inactive plans out", async () => {
    await t.database.db.insert(residentialPackages).values([
      {
        planType: 1,
        titleEn: "Tie A",
        titleZh: "甲",
        priceCents: 500,
        salePriceCents: 500,
        days: 30,
        flowMb: 1024,
        weight: 90,
      },
      {
        planType: 1,
        titleEn: "Hidden",
        titleZh: "隐藏",
        priceCents: 500,
        salePriceCents: 500,
        days: 30,
        flowMb: 1024,
        weight: 1000,
        active: false,
      },
    ]);
    const titlesNow = async () =>
      (await getPackages("?type=1")).json<{ data: PackagesResponse }>().data["1"].map((p) => p.display_title);
    // Answers come from memory until the change notification arrives (ADR 011: at commit on
    // PGlite, a moment later on PostgreSQL).
    await expect.poll(async () => (await titlesNow()).includes("Tie A"), { timeout: 5_000, interval: 20 }).toBe(true);
    const titles = await titlesNow();
    expect(titles).not.toContain("Hidden");
    expect(titles.indexOf("Tie A")).toBe(titles.indexOf("Starter") + 1);
  });
});
