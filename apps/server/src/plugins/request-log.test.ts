import { access } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { createCustomer } from "../test/money-fixtures.ts";

// One line per request, written by the root logger with the request's id; the request's own
// logger (request.log) is made only when something logs through it, and still carries the id.

let t: TestApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: "info" },
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    routes: (app) => {
      app.get(
        "/api/test/logs-twice",
        { schema: { hide: true }, config: { access: access.public("ignored") } },
        async (request) => {
          request.log.info({ step: "own" }, "a line of the route's own");
          return { ok: true };
        },
      );
      app.get("/api/test/fails", { schema: { hide: true }, config: { access: access.public("ignored") } }, async () => {
        throw new Error("broken on purpose");
      });
    },
  });
});
afterAll(() => t.close());

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe("the request log", () => {
  it("writes one line per request with its id, method, path without the query, status and time", async () => {
    await t.app.inject({ url: "/api/index/packages?type=1&secret=s3cr3t", headers: { "x-request-id": "log-one" } });
    const own = linesOf("log-one");
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ level: 30, method: "GET", path: "/api/index/packages", status: 200 });
    expect(own[0]?.msg).toMatch(/^GET \/api\/index\/packages 200 \d+ ms$/);
    expect(JSON.stringify(lines)).not.toContain("s3cr3t");
  });

  it("names who acted when a credential was resolved: the customer of a session, the key of a key", async () => {
    const customer = await createCustomer(t);
    await t.app.inject({ url: "/api/member/wallet", headers: { token: customer.token, "x-request-id": "log-who" } });
    expect(linesOf("log-who")[0]).toMatchObject({ status: 200, actor: `user:${customer.userId}` });
    const made = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: { token: customer.token },
      payload: { name: "logged", access: "read" },
    });
    const { id, key } = made.json().data;
    await t.app.inject({
      url: "/api/member/wallet",
      headers: { authorization: `Bearer ${key}`, "x-request-id": "log-key" },
    });
    expect(linesOf("log-key")[0]).toMatchObject({ status: 200, actor: `key:${id}` });
    expect(JSON.stringify(lines)).not.toContain(key);
    await t.app.inject({ url: "/api/index/packages?type=1", headers: { "x-request-id": "log-nobody" } });
    expect(linesOf("log-nobody")[0]).not.toHaveProperty("actor");
  });

  it("keeps the probes quiet below their own level", async () => {
    for (const url of ["/livez", "/readyz", "/metrics"]) {
      const response = await t.app.inject({ url, headers: { "x-request-id": `probe${url.replace("/", "-")}` } });
      expect(response.statusCode).toBe(200);
      expect(linesOf(`probe${url.replace("/", "-")}`)).toHaveLength(0);
    }
  });

  it("names the request in what a route or the error handler logs through request.log", async () => {
    await t.app.inject({ url: "/api/test/logs-twice", headers: { "x-request-id": "log-two" } });
    expect(linesOf("log-two").map((line) => line.msg)).toEqual([
      "a line of the route's own",
      expect.stringMatching(/^GET \/api\/test\/logs-twice 200 \d+ ms$/),
    ]);
    await t.app.inject({ url: "/api/test/fails", headers: { "x-request-id": "log-three" } });
    const failed = linesOf("log-three");
    expect(failed.map((line) => [line.level, line.msg])).toEqual([
      [50, "unhandled error"],
      [30, expect.stringMatching(/^GET \/api\/test\/fails 500 \d+ ms$/)],
    ]);
  });
});
