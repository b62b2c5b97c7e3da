import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayHosts, proxyCountries, proxyStates } from "../../db/schema/index.ts";
import { DEMO_GATEWAY_HOSTS, proxyCountrySeed, proxyStateSeed } from "../../db/seed/proxy-network.seed.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

/** The generator's lists through the API, on the seeded database; the operator's edits go in by SQL. */
let t: TestApp;
beforeAll(async () => {
  // No public cache: each request reads the tables, so an operator's edit shows at once.
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: "0" } });
});
afterAll(() => t.close());

const get = async (url: string, language = "en") => {
  const response = await t.app.inject({ url, headers: { "accept-language": language } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe("proxy_region_list", () => {
  it("lists every seeded country with its region, the operator's first markets first, then by name", async () => {
    const list = (await get("/api/index/proxy_region_list")) as { country_code: string; country_name: string }[];
    expect(list).toHaveLength(proxyCountrySeed.length);
    expect(list.slice(0, 4)).toEqual([
      { country_code: "US", country_name: "United States", region: "north_america" },
      { country_code: "GB", country_name: "United Kingdom", region: "europe" },
      { country_code: "DE", country_name: "Germany", region: "europe" },
      { country_code: "FR", country_name: "France", region: "europe" },
    ]);
    // After the first markets (sort order 1–12) the rest go by their English name.
    const rest = list.slice(12).map((country) => country.country_name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    expect(rest[0]).toBe("Albania");
  });

  it("answers in the caller's language", async () => {
    const list = (await get("/api/index/proxy_region_list", "zh-CN")) as { country_name: string }[];
    expect(list[0]).toEqual({ country_code: "US", country_name: "美国", region: "north_america" });
    expect(list.find((country) => country.country_name === "德国")).toBeDefined();
  });

  it("filters by region with `key`, and refuses an unknown region", async () => {
    const oceania = (await get("/api/index/proxy_region_list?key=oceania")) as { country_code: string }[];
    expect(oceania.map((country) => country.country_code)).toEqual(["AU", "FJ", "NZ", "PG"]);
    const refused = await t.app.inject({ url: "/api/index/proxy_region_list?key=atlantis" });
    expect(refused.statusCode).toBe(400);
  });

  it("leaves out a country the operator turned off, and shows one turned on", async () => {
    await t.database.db.update(proxyCountries).set({ active: false }).where(eq(proxyCountries.countryCode, "FJ"));
    try {
      const oceania = (await get("/api/index/proxy_region_list?key=oceania")) as { country_code: string }[];
      expect(oceania.map((country) => country.country_code)).toEqual(["AU", "NZ", "PG"]);
    } finally {
      await t.database.db.update(proxyCountries).set({ active: true }).where(eq(proxyCountries.countryCode, "FJ"));
    }
  });

  it("needs no login and ignores a stale token", async () => {
    const response = await t.app.inject({ url: "/api/index/proxy_region_list", headers: { token: "stale" } });
    expect(response.statusCode).toBe(200);
  });
});

describe("proxy_state_list", () => {
  it("lists a country's states by name in the caller's language, with the value the username carries", async () => {
    const us = (await get("/api/index/proxy_state_list?country_code=US")) as { state: string; state_name: string }[];
    expect(us).toHaveLength(51);
    expect(us[0]).toEqual({ country_code: "US", state: "alabama", state_name: "Alabama" });
    expect(us.find((state) => state.state === "new_york")?.state_name).toBe("New York");
    const zh = (await get("/api/index/proxy_state_list?country_code=us", "zh-CN")) as { state_name: string }[];
    expect(zh.find((state) => state.state_name === "纽约州")).toBeDefined();
  });

  it("lists every country's states, country by country, without a country", async () => {
    const all = (await get("/api/index/proxy_state_list")) as { country_code: string }[];
    expect(all).toHaveLength(proxyStateSeed.length);
    // The countries' order: US (1), GB (2), DE (3), CA (6), AU (7).
    expect([...new Set(all.map((state) => state.country_code))]).toEqual(["US", "GB", "DE", "CA", "AU"]);
  });

  it("answers none for a country without states, and refuses what is not a country code", async () => {
    expect(await get("/api/index/proxy_state_list?country_code=FJ")).toEqual([]);
    expect((await t.app.inject({ url: "/api/index/proxy_state_list?country_code=USA" })).statusCode).toBe(400);
  });

  it("leaves out a state turned off, and every state of a country turned off", async () => {
    const db = t.database.db;
    await db.update(proxyStates).set({ active: false }).where(eq(proxyStates.state, "wales"));
    await db.update(proxyCountries).set({ active: false }).where(eq(proxyCountries.countryCode, "AU"));
    try {
      const gb = (await get("/api/index/proxy_state_list?country_code=GB")) as { state: string }[];
      expect(gb.map((state) => state.state)).toEqual(["england", "northern_ireland", "scotland"]);
      expect(await get("/api/index/proxy_state_list?country_code=AU")).toEqual([]);
    } finally {
      await db.update(proxyStates).set({ active: true }).where(eq(proxyStates.state, "wales"));
      await db.update(proxyCountries).set({ active: true }).where(eq(proxyCountries.countryCode, "AU"));
    }
  });
});

describe("proxy_domain_list", () => {
  it("lists the demo gateway hosts with their ports and weights", async () => {
    const hosts = await get("/api/index/proxy_domain_list");
    expect(hosts).toEqual(DEMO_GATEWAY_HOSTS.map((host) => ({ id: expect.any(Number), ...host })));
    for (const host of DEMO_GATEWAY_HOSTS) expect(host.address).toMatch(/\.example$/);
  });

  it("follows the operator: a new host shows, one turned off does not", async () => {
    const db = t.database.db;
    const [added] = await db
      .insert(gatewayHosts)
      .values({ address: "gw.operator.example", port: 8080, weight: 7 })
      .returning({ id: gatewayHosts.id });
    await db.update(gatewayHosts).set({ active: false }).where(eq(gatewayHosts.address, "asia.gate.portico.example"));
    const hosts = (await get("/api/index/proxy_domain_list")) as { address: string }[];
    expect(hosts.map((host) => host.address)).toEqual([
      "us.gate.portico.example",
      "eu.gate.portico.example",
      "gw.operator.example",
    ]);
    expect(hosts.at(-1)).toEqual({ id: added?.id, address: "gw.operator.example", port: 8080, weight: 7 });
  });
});

describe("the lists as catalogue answers", () => {
  it("are kept in the public cache: an ETag, public no-cache, and 304 when the client has it", async () => {
    const cached = await createTestApp();
    try {
      const first = await cached.app.inject({ url: "/api/index/proxy_region_list?key=europe" });
      expect(first.headers["cache-control"]).toBe("public, no-cache");
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await cached.app.inject({
        url: "/api/index/proxy_region_list?key=europe",
        headers: { "if-none-match": etag },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await cached.close();
    }
  });

  it("follow an operator's edit at once: a write to the tables drops the cached answers, long before they would expire", async () => {
    // A minute's cache (the most allowed): only the change notification can make the edit show within 5 s.
    const cached = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: "60" } });
    const hostsOf = async () =>
      (await cached.app.inject({ url: "/api/index/proxy_domain_list" })).json<{ data: { address: string }[] }>().data;
    const countriesOf = async () =>
      (await cached.app.inject({ url: "/api/index/proxy_region_list" })).json<{ data: { country_code: string }[] }>()
        .data;
    const statesOf = async () =>
      (await cached.app.inject({ url: "/api/index/proxy_state_list?country_code=US" })).json<{
        data: { state: string }[];
      }>().data;
    try {
      const [host] = await hostsOf();
      if (!host) throw new Error("no seeded gateway host");
      expect((await countriesOf()).map((c) => c.country_code)).toContain("DE");
      const [state] = await statesOf();
      if (!state) throw new Error("no seeded US state");

      await cached.database.db
        .update(gatewayHosts)
        .set({ active: false })
        .where(eq(gatewayHosts.address, host.address));
      await cached.database.db
        .update(proxyCountries)
        .set({ active: false })
        .where(eq(proxyCountries.countryCode, "DE"));
      await cached.database.db
        .update(proxyStates)
        .set({ active: false })
        .where(and(eq(proxyStates.countryCode, "US"), eq(proxyStates.state, state.state)));

      const poll = { timeout: 5_000, interval: 50 };
      await expect.poll(async () => (await hostsOf()).map((h) => h.address), poll).not.toContain(host.address);
      await expect.poll(async () => (await countriesOf()).map((c) => c.country_code), poll).not.toContain("DE");
      await expect.poll(async () => (await statesOf()).map((s) => s.state), poll).not.toContain(state.state);
    } finally {
      await cached.close();
    }
  });
});
