import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { access, defineEndpoint, STAFF_COOKIE } from "@portico/contracts";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { LANGUAGE_COOKIE } from "../modules/language/language-cookie.ts";
import { registerEndpoint } from "../plugins/endpoint-route.ts";
import { consoleMember } from "../test/console-members.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { fakeWebBuild } from "../test/fake-web-build.ts";
import { createCustomer } from "../test/money-fixtures.ts";
import { missingCookieFlags, missingHeaders, type ResponseType } from "./headers/expectations.ts";
import { recordFigure } from "./run-settings.ts";

/**
 * Issue #26 item 6: every kind of response the server gives carries its security headers, and
 * every cookie it sets has the flags that fit it. The app runs as deployed: behind https
 * (PUBLIC_URL), with a web build (pages and static files) and the console.
 */
const thrower = defineEndpoint({
  operationId: "headersTestThrows",
  method: "GET",
  path: "/api/test/throws",
  tag: "test",
  summary: "Fails as a bug would",
  access: access.public("ignored"),
  response: z.object({}),
  errors: [],
});

/** What each cookie must carry. The language cookie is also written by the web app's script, so it cannot be HttpOnly (it holds nothing secret). */
const COOKIE_POLICY: Record<string, { httpOnly: boolean; secure: boolean; sameSite: "Strict" | "Lax" }> = {
  [STAFF_COOKIE]: { httpOnly: true, secure: true, sameSite: "Strict" },
  [LANGUAGE_COOKIE]: { httpOnly: false, secure: true, sameSite: "Lax" },
};

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "portico-headers-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
  writeFileSync(path.join(clientDir, "humans.txt"), "Team: Portico");
  const build = fakeWebBuild({
    async loader(_api, pagePath) {
      if (pagePath === "/no-such-page") throw new Response("Not found", { status: 404 });
      return ["page"];
    },
  });
  t = await createTestApp({
    web: { mode: "production", createRequestHandler, loadBuild: async () => build, clientDir },
    env: { PUBLIC_URL: "https://portico.test", ALTCHA_COST: "1" },
    routes: (app) => {
      registerEndpoint(app, thrower, async () => {
        throw new Error("a bug");
      });
    },
  });
});

afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("security headers and cookies", () => {
  it("every response type carries its security headers, and every cookie its flags", async () => {
    const inject = (options: InjectOptions) => t.app.inject(options);
    const customer = await createCustomer(t);
    const owner = await consoleMember(t, "owner");
    const staffCookie = { cookie: `${STAFF_COOKIE}=${owner.client.cookie}` };

    const types: ResponseType[] = [
      { name: "page", kind: "document", response: await inject({ url: "/" }) },
      { name: "page 404", kind: "document", response: await inject({ url: "/no-such-page" }) },
      { name: "console page", kind: "document", response: await inject({ url: "/console", headers: staffCookie }) },
      { name: "API reference page", kind: "document", response: await inject({ url: "/api/docs" }) },
      { name: "static asset", kind: "asset", response: await inject({ url: "/assets/entry-abc123.js" }) },
      { name: "public file", kind: "asset", response: await inject({ url: "/humans.txt" }) },
      { name: "public API answer", kind: "data", response: await inject({ url: "/api/index/packages?type=1" }) },
      {
        name: "customer API answer",
        kind: "data",
        private: true,
        response: await inject({ url: "/api/member/info", headers: { token: customer.token } }),
      },
      {
        name: "API 400",
        kind: "data",
        private: true,
        response: await inject({ method: "POST", url: "/api/user/login", payload: { username: 1 } }),
      },
      { name: "API 401", kind: "data", private: true, response: await inject({ url: "/api/member/info" }) },
      { name: "API 404", kind: "data", private: true, response: await inject({ url: "/api/no/such/endpoint" }) },
      { name: "API 500", kind: "data", private: true, response: await inject({ url: "/api/test/throws" }) },
      {
        name: "malformed JSON",
        kind: "data",
        private: true,
        response: await inject({
          method: "POST",
          url: "/api/user/login",
          payload: "{",
          headers: { "content-type": "application/json" },
        }),
      },
      {
        name: "payment webhook",
        kind: "data",
        private: true,
        response: await inject({ method: "POST", url: "/api/payment/webhook/sandbox", payload: { forged: true } }),
      },
      {
        name: "unknown payment webhook",
        kind: "data",
        private: true,
        response: await inject({ method: "POST", url: "/api/payment/webhook/nobody", payload: {} }),
      },
      {
        name: "console API answer",
        kind: "data",
        private: true,
        response: await inject({ url: "/api/console/me", headers: staffCookie }),
      },
      { name: "console API refusal", kind: "data", private: true, response: await inject({ url: "/api/console/me" }) },
      { name: "liveness probe", kind: "data", response: await inject({ url: "/livez" }) },
      { name: "readiness probe", kind: "data", response: await inject({ url: "/readyz" }) },
      { name: "metrics", kind: "data", response: await inject({ url: "/metrics" }) },
    ];
    for (const type of types) expect(type.response.statusCode, type.name).toBeLessThan(600);
    const statuses = Object.fromEntries(types.map((type) => [type.name, type.response.statusCode]));
    expect(statuses).toMatchObject({
      page: 200,
      "page 404": 404,
      "static asset": 200,
      "customer API answer": 200,
      "API 400": 400,
      "API 401": 401,
      "API 404": 404,
      "API 500": 500,
      "payment webhook": 400,
      "console API answer": 200,
    });
    const missing = types.flatMap(missingHeaders);

    // Every cookie the server sets: the console's session (signing in and out) and the language.
    const cookieAnswers: LightMyRequestResponse[] = [
      await inject({
        method: "POST",
        url: "/api/console/login",
        payload: { email: owner.email, password: owner.password },
        headers: { "x-portico-console": "1" },
      }),
      await inject({
        method: "POST",
        url: "/api/console/logout",
        headers: { ...staffCookie, "x-portico-console": "1" },
      }),
      await inject({ method: "POST", url: "/api/index/lang", payload: { language: "zh-CN" } }),
      ...types.map((type) => type.response),
    ];
    const lines = cookieAnswers.flatMap((response) => {
      const set = response.headers["set-cookie"];
      return set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
    });
    const names = new Set(lines.map((line) => line.split("=", 1)[0] ?? ""));
    expect([...names].sort()).toEqual([LANGUAGE_COOKIE, STAFF_COOKIE].sort());
    const flagMisses = lines.flatMap((line) => {
      const name = line.split("=", 1)[0] ?? "";
      const policy = COOKIE_POLICY[name];
      if (!policy) return [`${name}: a cookie with no policy here`];
      return missingCookieFlags(line, policy).map((flag) => `${name}: ${flag}`);
    });

    await recordFigure({ part: "headers", name: "response types checked", value: types.length });
    await recordFigure({ part: "headers", name: "missing headers", value: missing.length, expected: 0 });
    await recordFigure({ part: "headers", name: "cookies checked", value: lines.length });
    await recordFigure({ part: "headers", name: "cookie flags missing", value: flagMisses.length, expected: 0 });
    expect(missing).toEqual([]);
    expect(flagMisses).toEqual([]);
  });
});
