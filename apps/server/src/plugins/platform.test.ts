import * as contract from "@portico/contracts";
import { access, changeLanguage, type Endpoint, residentialPackages } from "@portico/contracts";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { commonErrors } from "./common-errors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      // Test-only routes stay out of the API document.
      app.get("/api/test/boom", { schema: { hide: true }, config: { access: access.public("ignored") } }, async () => {
        throw new Error("secret database password in stack");
      });
      app.get(
        "/api/test/conflict",
        { schema: { hide: true }, config: { access: access.public("ignored") } },
        async () => {
          throw commonErrors.conflict();
        },
      );
    },
  });
});
afterAll(() => t.close());

describe("error envelope", () => {
  it("answers an unknown /api path with the JSON 404 envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: 0, msg: "No API endpoint at /api/does-not-exist.", error: "not_found" });
  });

  it("hides the details of an internal error", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/test/boom",
      headers: { "accept-language": "zh-CN" },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ code: 0, msg: "服务器出现错误，请稍后重试。", error: "internal_error" });
    expect(response.body).not.toContain("secret");
  });

  it("maps an AppError to its status and stable code", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 0, error: "conflict" });
  });
});

describe("request ids", () => {
  it("returns a generated id, or keeps a well-formed incoming one", async () => {
    const generated = await t.app.inject({ url: "/livez" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: "/livez", headers: { "x-request-id": "edge-42" } });
    expect(kept.headers["x-request-id"]).toBe("edge-42");
    const replaced = await t.app.inject({ url: "/livez", headers: { "x-request-id": "bad id\nwith newline" } });
    // Replaced by a UUID (checked by its form: a random UUID may well contain the letters "bad").
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe("probes and metrics", () => {
  it("reports liveness", async () => {
    const response = await t.app.inject({ url: "/livez" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, msg: "ok", data: { status: "live" } });
  });

  it("reports readiness from a database ping", async () => {
    const response = await t.app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: "ready" });
  });

  it("exposes default metrics and request durations by route and status", async () => {
    await t.app.inject({ url: `${residentialPackages.path}?type=1` });
    const response = await t.app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/plain/);
    expect(response.body).toContain("process_cpu_user_seconds_total");
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/index\/packages",status_code="200"\} [1-9]/,
    );
  });
});

describe("API documentation", () => {
  it("serves the OpenAPI document generated from the route schemas", async () => {
    const response = await t.app.inject({ url: "/api/docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.paths[residentialPackages.path].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "type", in: "query" })]),
    );
    expect(document.paths[changeLanguage.path].post).toBeDefined();
    expect(document.paths["/livez"]).toBeUndefined();
  });

  it("documents every endpoint of the contract under its operationId, with its access rule", async () => {
    const document = (await t.app.inject({ url: "/api/docs/openapi.json" })).json();
    const endpoints = (Object.values(contract) as unknown[]).filter(
      (value): value is Endpoint => typeof value === "object" && value !== null && "operationId" in value,
    );
    expect(endpoints.length).toBeGreaterThan(20);
    for (const endpoint of endpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toMatchObject({ operationId: endpoint.operationId });
      const rule = endpoint.access;
      const security =
        rule.kind === "public"
          ? rule.credential === "ignored"
            ? []
            : [{}, { session: [] }, { apiKey: [] }]
          : rule.kind === "customer" && (rule.scope === "keys:manage" || rule.scope === "session")
            ? [{ session: [] }]
            : rule.kind === "customer"
              ? [{ session: [] }, { apiKey: [rule.scope] }]
              : rule.kind === "internal"
                ? [{ service: [] }]
                : [{ staff: [rule.permission] }];
      expect(operation.security, endpoint.operationId).toEqual(security);
      expect(operation.description, endpoint.operationId).toMatch(/^(Public|Customer|Staff|Internal)/);
    }
    expect(document.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "header", name: "token" });
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.components.securitySchemes.service).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.components.securitySchemes.staff).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "portico_staff",
    });
    expect(document.paths[contract.orderHistory.path].get.security).toEqual([
      { session: [] },
      { apiKey: ["orders:read"] },
    ]);
  });

  it("documents the failure envelope for each status an endpoint may answer", async () => {
    const document = (await t.app.inject({ url: "/api/docs/openapi.json" })).json();
    const loginResponses = document.paths[contract.login.path].post.responses;
    expect(loginResponses["422"]).toMatchObject({
      description: "error: invalid_credentials, captcha_failed",
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
    });
    expect(loginResponses["429"].description).toBe("error: login_locked");
    expect(document.paths[contract.memberInfo.path].get.responses["401"].description).toBe("error: unauthorized");
    expect(document.paths[contract.memberInfo.path].get.responses["403"].description).toBe("error: forbidden");
  });

  it("passes the recommended OpenAPI lint rules with no errors", async () => {
    const source = (await t.app.inject({ url: "/api/docs/openapi.json" })).body;
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it("serves the reference page under its own CSP", async () => {
    const redirect = await t.app.inject({ url: "/api/docs" });
    expect(redirect.statusCode).toBe(301);
    const response = await t.app.inject({ url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(String(response.headers["content-security-policy"])).toContain("script-src 'self' 'unsafe-inline'");
    const api = await t.app.inject({ url: `${residentialPackages.path}?type=1` });
    // A data answer allows nothing at all, should it be opened as a page.
    expect(api.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("serves the reference page's script and the document as YAML; an unknown docs path is a 404", async () => {
    const script = await t.app.inject({ url: "/api/docs/js/scalar.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    const yaml = await t.app.inject({ url: "/api/docs/openapi.yaml" });
    expect(yaml.headers["content-type"]).toMatch(/yaml/);
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0/m);
    const unknown = await t.app.inject({ url: "/api/docs/nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 0 });
  });
});

/** What guards data wherever it is read, and the helmet headers that act on documents only. */
const DATA_HEADERS = {
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "content-security-policy": "default-src 'none';frame-ancestors 'none'",
};
const DOCUMENT_ONLY = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

describe("security headers", () => {
  it("give data answers (the API, its errors, the probes, metrics) the headers that guard data", async () => {
    for (const url of [
      `${residentialPackages.path}?type=1`,
      "/api/no-such-endpoint",
      "/api/test/boom",
      "/livez",
      "/readyz",
      "/metrics",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.headers, url).toMatchObject(DATA_HEADERS);
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it("give documents helmet's full set and the page CSP", async () => {
    for (const url of ["/api/docs/", "/not-a-data-path"]) {
      const response = await t.app.inject({ url });
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${url} ${name}`).toBeDefined();
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(String(response.headers["content-security-policy"])).toContain("default-src 'self'");
    }
  });
});

describe("readiness when the database is down", () => {
  it("answers 503 with the envelope", async () => {
    const down = await createTestApp();
    await down.database.close();
    try {
      const response = await down.app.inject({ url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 0, error: "service_unavailable" });
    } finally {
      await down.app.close();
      await down.database.close().catch(() => undefined);
    }
  });
});
