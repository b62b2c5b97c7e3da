import {
  consoleProxyNetwork,
  createGatewayHost,
  createProxyCountry,
  createProxyState,
  deleteGatewayHost,
  deleteProxyCountry,
  deleteProxyState,
  updateGatewayHost,
  updateProxyCountry,
  updateProxyState,
} from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, gatewayHosts } from "../../db/schema/index.ts";
import { consoleMember, expectConsoleRefusals } from "../../test/console-members.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/** The console's edits of the generator's tables, audited, and followed by the public lists at once. */
let t: TestApp;
let owner: ConsoleClient;
beforeAll(async () => {
  // A minute's public cache: only the tables' change notification can make an edit show within 5 s.
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: "60" } });
  owner = (await consoleMember(t, "owner")).client;
}, 120_000);
afterAll(() => t.close());

const publicList = async <T>(url: string, language = "en") =>
  (await t.app.inject({ url, headers: { "accept-language": language } })).json<{ data: T[] }>().data;
const poll = { timeout: 5_000, interval: 50 };
const auditsOf = (action: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe("who may edit the proxy network", () => {
  it("refuses customers, API keys, anonymous callers and members without catalogue:read or catalogue:write", async () => {
    const support = await consoleMember(t, "support");
    await expectConsoleRefusals(
      t,
      [
        consoleProxyNetwork,
        createGatewayHost,
        updateGatewayHost,
        deleteGatewayHost,
        createProxyCountry,
        updateProxyCountry,
        deleteProxyCountry,
        createProxyState,
        updateProxyState,
        deleteProxyState,
      ],
      support.client,
    );
    const auditor = await consoleMember(t, "auditor");
    expect((await auditor.client.get("/api/console/proxy-network")).statusCode).toBe(200);
    const refused = await auditor.client.post("/api/console/proxy-network/hosts/create", {
      address: "gw.auditor.example",
      port: 8000,
      weight: 1,
      active: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(gatewayHosts).where(eq(gatewayHosts.address, "gw.auditor.example")),
    ).toEqual([]);
  });
});

describe("gateway hosts", () => {
  it("creates, edits and deletes a host, each audited with before and after; proxy_domain_list follows at once", async () => {
    const hosts = () => publicList<{ address: string; port: number; weight: number }>("/api/index/proxy_domain_list");
    expect((await hosts()).map((h) => h.address)).not.toContain("gw.new.example");

    const created = await owner.post("/api/console/proxy-network/hosts/create", {
      address: "GW.New.Example",
      port: 9100,
      weight: 3,
      active: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const host = created.json().data;
    expect(host).toMatchObject({ address: "gw.new.example", port: 9100, weight: 3, active: true });
    await expect
      .poll(async () => (await hosts()).find((h) => h.address === "gw.new.example"), poll)
      .toMatchObject({
        port: 9100,
        weight: 3,
      });

    const edited = await owner.post("/api/console/proxy-network/hosts/update", {
      id: host.id,
      address: "gw.new.example",
      port: 9200,
      weight: 9,
      active: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(async () => (await hosts()).find((h) => h.address === "gw.new.example"), poll)
      .toMatchObject({
        port: 9200,
        weight: 9,
      });
    const [update] = await auditsOf("proxy_network.host.update");
    expect(update).toMatchObject({
      resource: "gateway_host",
      resourceId: String(host.id),
      before: { port: 9100, weight: 3 },
      after: { port: 9200, weight: 9 },
      outcome: "succeeded",
    });
    expect(update?.requestId).toBeTruthy();

    const deleted = await owner.post("/api/console/proxy-network/hosts/delete", { id: host.id });
    expect(deleted.statusCode).toBe(200);
    await expect.poll(async () => (await hosts()).map((h) => h.address), poll).not.toContain("gw.new.example");
    expect(await auditsOf("proxy_network.host.create")).toHaveLength(1);
    expect((await auditsOf("proxy_network.host.delete"))[0]?.before).toMatchObject({ address: "gw.new.example" });
  });

  it("refuses bad input and a second host at the same address and port, in the caller's language, changing nothing", async () => {
    const before = await t.database.db.select().from(gatewayHosts);
    const audits = (await t.database.db.select().from(auditEvents)).length;
    for (const body of [
      { address: "gw.bad.example", port: 70000, weight: 1, active: true },
      { address: "not a host!", port: 8000, weight: 1, active: true },
      { address: "gw.bad.example", port: 8000, weight: 0, active: true },
      { address: "gw.bad.example", port: 8000, weight: 1 },
    ]) {
      const bad = await owner.post("/api/console/proxy-network/hosts/create", body, { language: "zh-CN" });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error).toBe("validation_failed");
      expect(bad.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const [first] = before;
    if (!first) throw new Error("no seeded host");
    const duplicate = await owner.post(
      "/api/console/proxy-network/hosts/create",
      { address: first.address, port: first.port, weight: 1, active: true },
      { language: "zh-CN" },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      error: "proxy_host_exists",
      msg: `网关主机 ${first.address}:${first.port} 已存在。`,
    });
    const missing = await owner.post("/api/console/proxy-network/hosts/update", {
      id: 999_999,
      address: "gw.x.example",
      port: 1,
      weight: 1,
      active: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.select().from(gatewayHosts)).toEqual(before);
    expect((await t.database.db.select().from(auditEvents)).length).toBe(audits);
  });
});

describe("countries and states", () => {
  it("adds a country and its state, edits and removes them; the public lists follow; a country with states stays", async () => {
    const countries = (language = "en") =>
      publicList<{ country_code: string; country_name: string }>("/api/index/proxy_region_list", language);
    const states = () =>
      publicList<{ state: string; state_name: string }>("/api/index/proxy_state_list?country_code=XQ");
    expect((await countries()).map((c) => c.country_code)).not.toContain("XQ");

    const country = await owner.post("/api/console/proxy-network/countries/create", {
      country_code: "xq",
      name_en: "Questland",
      name_zh: "问国",
      continent: "oceania",
      sort_order: 500,
      active: true,
    });
    expect(country.statusCode, country.body).toBe(200);
    expect(country.json().data.country_code).toBe("XQ");
    await expect
      .poll(async () => (await countries("zh-CN")).find((c) => c.country_code === "XQ"), poll)
      .toMatchObject({
        country_name: "问国",
      });
    const again = await owner.post("/api/console/proxy-network/countries/create", country.json().data);
    expect(again.statusCode).toBe(409);

    const state = await owner.post("/api/console/proxy-network/states/create", {
      country_code: "XQ",
      state: "north_cape",
      name_en: "North Cape",
      name_zh: "北角",
      active: true,
    });
    expect(state.statusCode, state.body).toBe(200);
    await expect.poll(async () => (await states()).map((s) => s.state), poll).toEqual(["north_cape"]);
    const orphan = await owner.post("/api/console/proxy-network/states/create", {
      country_code: "XZ",
      state: "nowhere",
      name_en: "Nowhere",
      name_zh: "无处",
      active: true,
    });
    expect(orphan.statusCode).toBe(404);

    const renamed = await owner.post("/api/console/proxy-network/states/update", {
      id: state.json().data.id,
      country_code: "XQ",
      state: "north_cape",
      name_en: "Northern Cape",
      name_zh: "北角",
      active: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(async () => (await states())[0]?.state_name, poll).toBe("Northern Cape");

    const kept = await owner.post("/api/console/proxy-network/countries/delete", { country_code: "XQ" });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ error: "proxy_country_has_states" });

    const off = await owner.post("/api/console/proxy-network/countries/update", {
      ...country.json().data,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    await expect.poll(async () => (await countries()).map((c) => c.country_code), poll).not.toContain("XQ");

    expect(
      (await owner.post("/api/console/proxy-network/states/delete", { id: state.json().data.id })).statusCode,
    ).toBe(200);
    expect((await owner.post("/api/console/proxy-network/countries/delete", { country_code: "XQ" })).statusCode).toBe(
      200,
    );
    const tables = (await owner.get("/api/console/proxy-network")).json().data;
    expect(tables.countries.map((c: { country_code: string }) => c.country_code)).not.toContain("XQ");
    expect(tables.hosts.length).toBeGreaterThan(0);
    expect(tables.states.length).toBeGreaterThan(0);

    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, "proxy_country"), eq(auditEvents.resourceId, "XQ")))
      .orderBy(auditEvents.seq);
    expect(trail.map((row) => row.action)).toEqual([
      "proxy_network.country.create",
      "proxy_network.country.update",
      "proxy_network.country.delete",
    ]);
  });
});
