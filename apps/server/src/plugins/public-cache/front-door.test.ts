import { request as httpRequest } from "node:http";
import type { ApiTransport } from "@portico/contracts";
import { eq, sql } from "drizzle-orm";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqArticles, residentialPackages } from "../../db/schema/index.ts";
import { articleSubtitleOf } from "../../modules/help-centre/article-views.ts";
import { accountsTestEnv, logIn, signUp } from "../../test/accounts-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { fakeWebBuild } from "../../test/fake-web-build.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";

// The front door (ADR 013) answers a repeated request for a shared answer before Fastify routes
// it. Over real HTTP (app.inject never reaches it): its answer must be the one Fastify sends —
// status, headers and bytes — carry the same record, never be personal, and follow a change.

/** A page that shows who is asking and a plan's price; an article page reads its article. */
const page = {
  async loader(api: ApiTransport, path: string) {
    const subtitle = articleSubtitleOf(path);
    if (subtitle) {
      const answer = await api({ method: "GET", path: `/api/faq/article?subtitle=${subtitle}` });
      return [String((answer.body as { data?: { title: string } }).data?.title)];
    }
    const [member, plans] = await Promise.all([
      api({ method: "GET", path: "/api/member/info" }),
      api({ method: "GET", path: "/api/index/packages?type=1" }),
    ]);
    const who = member.status === 200 ? (member.body as { data: { email: string } }).data.email : "anonymous";
    const plan = (plans.body as { data: { "1": { sale_price: number }[] } }).data["1"][0];
    return [`who:${who}`, `plan:${plan?.sale_price}`];
  },
};

let t: TestApp;
let smtp: SmtpCatcher;
let origin = "";
let token = "";
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const build = fakeWebBuild(page);
  t = await createTestApp({
    web: { mode: "production", createRequestHandler, loadBuild: async () => build },
    // Pages fresh for 15 s: long enough that nothing here goes stale on a slow machine.
    env: { ...accountsTestEnv(smtp), PUBLIC_CACHE_SECONDS: "30", LOG_LEVEL: "info" },
    logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
  });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on a port");
  origin = `http://127.0.0.1:${address.port}`;
  await signUp(t.app, smtp, "mei@portico.test");
  token = (await logIn(t.app, "mei@portico.test")).json<{ data: { token: string } }>().data.token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One request over a new connection, the bytes as sent (no decompression). */
function fetchRaw(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${origin}${url}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) flat[name] = String(value);
        resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}

const answered = () => t.app.frontDoor?.answered ?? Number.NaN;

/** The headers two answers of one request may differ in: their own id and time. */
function comparable(answer: Answer, alsoDrop: string[] = []) {
  const headers = { ...answer.headers };
  for (const name of ["x-request-id", "date", ...alsoDrop]) delete headers[name];
  return { status: answer.status, headers, body: answer.body.toString("base64") };
}

/** Drops every cached answer and page, as any catalogue write does (ADR 011), and waits for it. */
let changes = 0;
async function dropCaches() {
  const before = changes;
  await t.database.db.execute(
    sql`update ${residentialPackages} set weight = weight where id = (select min(id) from ${residentialPackages})`,
  );
  await expect.poll(() => changes, { timeout: 5_000 }).toBeGreaterThan(before);
}
beforeAll(() => {
  t.app.catalogueChanges.subscribe(() => {
    changes += 1;
  });
});

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

describe("the front door", () => {
  it("answers a repeated catalogue request exactly as Fastify answered it, in every encoding, language and revalidation", async () => {
    const urls = [
      "/api/index/packages?type=1",
      "/api/index/static_regions",
      "/api/faq/related?subtitle=refund-policy",
      "/api/faq/article?subtitle=refund-policy",
    ];
    for (const url of urls) {
      const etag = (await fetchRaw(url)).headers.etag ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      const variants: Record<string, string>[] = [
        {},
        { "accept-encoding": BROWSER_ENCODINGS },
        { "accept-encoding": "gzip, deflate" },
        { "accept-language": "zh-CN,zh;q=0.9" },
        { "if-none-match": etag },
      ];
      for (const headers of variants) {
        await dropCaches();
        const before = answered();
        const byFastify = await fetchRaw(url, headers);
        expect(answered(), `${url} ${JSON.stringify(headers)}: the first goes to Fastify`).toBe(before);
        const byFrontDoor = await fetchRaw(url, headers);
        expect(answered(), `${url} ${JSON.stringify(headers)}: the second is answered at the door`).toBe(before + 1);
        expect(byFrontDoor.status).toBe("if-none-match" in headers ? 304 : 200);
        expect(comparable(byFrontDoor)).toEqual(comparable(byFastify));
      }
    }
  });

  it("answers a repeated anonymous page as the page cache sent it, and 304 for the browser that has it", async () => {
    const variants: [string, Record<string, string>][] = [
      ["/", {}],
      ["/", { "accept-encoding": BROWSER_ENCODINGS }],
      ["/", { "accept-language": "zh-CN" }],
      ["/?lang=zh-CN", { "accept-encoding": "gzip" }],
      ["/faq/", { cookie: "language=zh-CN; cookie_consent=1" }],
    ];
    for (const [url, headers] of variants) {
      await dropCaches();
      const before = answered();
      const rendered = await fetchRaw(url, headers);
      expect(rendered.headers["server-timing"]).toMatch(/^render;dur=/);
      const byFrontDoor = await fetchRaw(url, headers);
      expect(answered(), `${url} ${JSON.stringify(headers)}`).toBe(before + 1);
      expect(byFrontDoor.headers["server-timing"]).toBe("page-cache;desc=hit");
      expect(comparable(byFrontDoor, ["server-timing"])).toEqual(comparable(rendered, ["server-timing"]));

      const revalidated = await fetchRaw(url, { ...headers, "if-none-match": byFrontDoor.headers.etag ?? "" });
      expect(answered()).toBe(before + 2);
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(comparable(revalidated)).toEqual(
        comparable({ ...byFrontDoor, status: 304, body: Buffer.alloc(0) }, ["content-length", "content-encoding"]),
      );
    }
  });

  it("never answers a request that could be personal, and leaves it to the routes' own rules", async () => {
    await fetchRaw("/api/index/packages?type=1");
    await fetchRaw("/");
    const before = answered();
    // A session token: the endpoint checks it (a dead one is a 401) and the page is the customer's own.
    expect((await fetchRaw("/api/index/packages?type=1", { token: "not-a-live-token" })).status).toBe(401);
    expect((await fetchRaw("/api/index/packages?type=1", { token })).status).toBe(200);
    // An API key is a credential too (the auth plugin says so): a dead one is refused, not served.
    const deadKey = { authorization: "Bearer pk_live_not-a-live-key-000000000000000" };
    expect((await fetchRaw("/api/index/packages?type=1", deadKey)).status).toBe(401);
    const own = await fetchRaw("/", { token });
    expect(own.body.toString()).toContain("who:mei@portico.test");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    // A cookie the server does not render the same for everyone, a HEAD, a POST, a page never shared.
    expect((await fetchRaw("/", { cookie: "session=abc" })).headers["cache-control"]).toBe("private, no-store");
    expect((await fetchRaw("/", {}, "HEAD")).status).toBe(200);
    expect((await fetchRaw("/api/index/packages?type=1", {}, "POST")).status).toBe(404);
    await fetchRaw("/resetpassword?token=abc");
    await fetchRaw("/resetpassword?token=abc");
    expect(answered()).toBe(before);
    // The anonymous visitor next still gets the shared page, at the door.
    const anonymous = await fetchRaw("/");
    expect(anonymous.body.toString()).toContain("who:anonymous");
    expect(answered()).toBe(before + 1);
  });

  it("follows a catalogue change at once: the next answer and page carry the new price", async () => {
    const plan = async () => {
      const body = (await fetchRaw("/api/index/packages?type=1")).body.toString();
      const first = (JSON.parse(body) as { data: { "1": { id: number; sale_price: number }[] } }).data["1"][0];
      if (!first) throw new Error("no traffic plan");
      return first;
    };
    const { id } = await plan();
    await fetchRaw("/");
    await fetchRaw("/");
    const before = answered();
    const seen = changes;
    await t.database.db
      .update(residentialPackages)
      .set({ salePriceCents: 12_345 })
      .where(eq(residentialPackages.id, id));
    await expect.poll(() => changes, { timeout: 5_000 }).toBeGreaterThan(seen);
    expect((await plan()).sale_price).toBe(123.45);
    expect((await fetchRaw("/")).body.toString()).toContain("plan:123.45");
    expect(answered(), "both went to Fastify, the cache being empty").toBe(before);
    expect((await plan()).sale_price).toBe(123.45);
    expect(answered()).toBe(before + 1);
  });

  it("has a page's render read a fresh catalogue answer from memory, not through a request of its own", async () => {
    await fetchRaw("/api/index/packages?type=1");
    const plan = JSON.parse((await fetchRaw("/api/index/packages?type=1")).body.toString()) as {
      data: { "1": { sale_price: number }[] };
    };
    const from = logLines.length;
    // A cookie the page cache does not share: the page is rendered for this request.
    const rendered = await fetchRaw("/", { cookie: "session=abc" });
    expect(rendered.body.toString()).toContain(`plan:${plan.data["1"][0]?.sale_price}`);
    const paths = logLines.slice(from).map((line) => line.path);
    expect(paths, "the uncached call still goes through its route").toContain("/api/member/info");
    expect(paths).not.toContain("/api/index/packages");
    expect(paths).toContain("/");
  });

  it("records what the routes record: the request id, one log line, the metrics and an article's views", async () => {
    const url = "/api/faq/related?subtitle=refund-policy";
    await fetchRaw(url);
    const metric = async () => {
      const text = (await fetchRaw("/metrics")).body.toString();
      const line = text
        .split("\n")
        .find((l) =>
          l.startsWith('http_request_duration_seconds_count{method="GET",route="/api/faq/related",status_code="200"}'),
        );
      return Number(line?.split(" ").at(-1) ?? 0);
    };
    const counted = await metric();
    const before = answered();
    const answer = await fetchRaw(url, { "x-request-id": "from-the-proxy-1" });
    expect(answered()).toBe(before + 1);
    expect(answer.headers["x-request-id"]).toBe("from-the-proxy-1");
    const own = await fetchRaw(url);
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await metric()).toBe(counted + 2);
    for (const reqId of ["from-the-proxy-1", own.headers["x-request-id"]]) {
      const lines = logLines.filter((line) => line.reqId === reqId);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ method: "GET", path: "/api/faq/related", status: 200, level: 30 });
      expect(lines[0]?.msg).toMatch(/^GET \/api\/faq\/related 200 \d+ ms$/);
    }

    // An article read at the door, as an answer or as its page, is a view like any other.
    const views = async () => {
      await t.app.articleViews.flush();
      const [row] = await t.database.db
        .select({ views: faqArticles.views })
        .from(faqArticles)
        .where(eq(faqArticles.subtitle, "refund-policy"));
      return Number(row?.views);
    };
    await fetchRaw("/api/faq/article?subtitle=refund-policy");
    await fetchRaw("/faq/refund-policy.html");
    const viewed = await views();
    const atDoor = answered();
    await fetchRaw("/api/faq/article?subtitle=refund-policy");
    await fetchRaw("/faq/refund-policy.html");
    expect(answered()).toBe(atDoor + 2);
    expect(await views()).toBe(viewed + 2);
  });
});
