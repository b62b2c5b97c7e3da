import type { ApiTransport } from "@portico/contracts";
import { and, eq, sql } from "drizzle-orm";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { residentialPackages, staticRegions } from "../../db/schema/index.ts";
import { accountsTestEnv, logIn, signUp } from "../../test/accounts-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { fakeWebBuild } from "../../test/fake-web-build.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";

// The page cache (ADR 011): anonymous public pages are shared per path, language and the query
// that changes them; nothing personal is ever kept or answered from it; a catalogue change shows
// on the pages within the bound.
const BOUND_MS = 5_000;

/** A page that shows who is asking (when a session reaches the loader), a plan's price and a region's stock. */
const page = {
  async loader(api: ApiTransport) {
    const [member, plans, regions] = await Promise.all([
      api({ method: "GET", path: "/api/member/info" }),
      api({ method: "GET", path: "/api/index/packages?type=1" }),
      api({ method: "GET", path: "/api/index/static_regions" }),
    ]);
    const who = member.status === 200 ? (member.body as { data: { email: string } }).data.email : "anonymous";
    const plan = (plans.body as { data: { "1": { display_title: string; sale_price: number }[] } }).data["1"][0];
    const usa = (regions.body as { data: { area: { country_code: string; stock: number }[] } }).data.area.find(
      (r) => r.country_code === "USA",
    );
    return [`who:${who}`, `plan:${plan?.display_title}:${plan?.sale_price}`, `usa-stock:${usa?.stock}`];
  },
};

let t: TestApp;
let smtp: SmtpCatcher;
const tokens: Record<"mei" | "ada", string> = { mei: "", ada: "" };
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const build = fakeWebBuild(page);
  t = await createTestApp({
    web: { mode: "production", createRequestHandler, loadBuild: async () => build },
    env: accountsTestEnv(smtp),
  });
  for (const name of ["mei", "ada"] as const) {
    await signUp(t.app, smtp, `${name}@portico.test`);
    tokens[name] = (await logIn(t.app, `${name}@portico.test`)).json<{ data: { token: string } }>().data.token;
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const fromCache = (response: { headers: Record<string, unknown> }) =>
  response.headers["server-timing"] === "page-cache;desc=hit";

describe("the page cache", () => {
  it("shares an anonymous page, with an ETag, s-maxage and stale-while-revalidate for a CDN", async () => {
    const first = await get("/staticisp/");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("who:anonymous");
    const second = await get("/staticisp/");
    expect(fromCache(second)).toBe(true);
    expect(second.body).toBe(first.body);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=3, stale-while-revalidate=2");
    expect(String(second.headers.vary)).toMatch(/cookie/);
    // The CSP names the nonces of the page it comes with.
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(String(second.headers["content-security-policy"]))?.[1];
    expect(second.body).toContain(`<script nonce="${nonce}">`);
    const revalidated = await get("/staticisp/", { "if-none-match": String(second.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it("never answers a customer from it, nor keeps a customer's page: two customers and a visitor", async () => {
    await get("/"); // an anonymous copy is held
    const mei = await get("/", { token: tokens.mei });
    const ada = await get("/", { token: tokens.ada });
    expect(mei.body).toContain("who:mei@portico.test");
    expect(ada.body).toContain("who:ada@portico.test");
    for (const response of [mei, ada]) {
      expect(fromCache(response)).toBe(false);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
    const visitor = await get("/");
    expect(fromCache(visitor)).toBe(true);
    expect(visitor.body).toContain("who:anonymous");
    expect(visitor.body).not.toMatch(/mei@|ada@/);
  });

  it("leaves out requests with a cookie the server does not render the same for everyone, or an unknown query", async () => {
    await get("/residential/");
    for (const headers of [
      { cookie: "session=abc" } as Record<string, string>,
      { cookie: "language=en; other=1" },
      { authorization: "Bearer x" },
    ]) {
      const response = await get("/residential/", headers);
      expect(fromCache(response)).toBe(false);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
    await get("/residential/?utm=1");
    expect(fromCache(await get("/residential/?utm=1"))).toBe(false);
    // The pages that are never shared: the reset link (a token), a customer's own.
    for (const url of ["/resetpassword?token=abc", "/ucenter/info", "/payment"]) {
      await get(url);
      expect(fromCache(await get(url))).toBe(false);
    }
  });

  it("keeps one copy per language: ?lang=, the language cookie and Accept-Language", async () => {
    const english = await get("/terms");
    const chinese = await get("/terms", { cookie: "language=zh-CN" });
    expect(english.body).toContain('<html lang="en">');
    expect(chinese.body).toContain('<html lang="zh-CN">');
    expect((await get("/terms?lang=zh-CN")).body).toContain('<html lang="zh-CN">');
    const cachedChinese = await get("/terms", { "accept-language": "zh-CN" });
    expect(fromCache(cachedChinese)).toBe(true);
    expect(cachedChinese.body).toContain('<html lang="zh-CN">');
    const cachedEnglish = await get("/terms", { cookie: "cookie_consent=1" });
    expect(fromCache(cachedEnglish)).toBe(true);
    expect(cachedEnglish.body).toContain('<html lang="en">');
  });

  it("keeps a returning visitor's page (a cookie choice stored) apart from a first visit's (ADR 442)", async () => {
    const chosen = { cookie: `cookie_consent=${encodeURIComponent("analytics:1,marketing:0")}` };
    await get("/findpassword");
    expect(fromCache(await get("/findpassword"))).toBe(true);
    // The first visit's copy carries the consent banner: a visitor who chose gets a copy of their own.
    expect(fromCache(await get("/findpassword", chosen))).toBe(false);
    expect(fromCache(await get("/findpassword", chosen))).toBe(true);
    expect(fromCache(await get("/findpassword", { cookie: `language=zh-CN; ${chosen.cookie}` }))).toBe(false);
    // A value the page cannot read renders the banner, as no cookie does: the first visit's copy.
    expect(fromCache(await get("/findpassword", { cookie: "cookie_consent=1" }))).toBe(true);
  });

  it("follows a stock and a price change within the bound, in both languages", async () => {
    for (const url of ["/staticisp/", "/staticisp/?lang=zh-CN"]) await get(url);
    const stockOf = (body: string) => Number(/usa-stock:(\d+)/.exec(body)?.[1]);
    const before = stockOf((await get("/staticisp/")).body);
    const [usa] = await t.database.db
      .select({ id: staticRegions.id })
      .from(staticRegions)
      .where(
        and(
          eq(staticRegions.countryCode, "USA"),
          sql`${staticRegions.stateCode} is null`,
          sql`${staticRegions.cityCode} is null`,
        ),
      );
    if (!usa) throw new Error("no USA region");
    // A reservation takes an IP out of the available stock.
    await t.database.db.execute(
      sql`update static_ips set status = 'disabled' where id = (select id from static_ips where region_id = ${usa.id} and status = 'available' limit 1)`,
    );
    await t.database.db.update(residentialPackages).set({ salePriceCents: 54_321 });
    for (const url of ["/staticisp/", "/staticisp/?lang=zh-CN"]) {
      await expect
        .poll(async () => stockOf((await get(url)).body), { timeout: BOUND_MS, interval: 50 })
        .toBe(before - 1);
      await expect
        .poll(async () => (await get(url)).body, { timeout: BOUND_MS, interval: 50 })
        .toMatch(/plan:[^<]*:543\.21/);
    }
  });
});
