import * as contract from "@portico/contracts";
import {
  access,
  type CustomerScope,
  defineEndpoint,
  type Endpoint,
  PUBLIC_CONSOLE_ENDPOINTS,
  type StaffPermission,
} from "@portico/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../app-error.ts";
import { registerEndpoint } from "../endpoint-route.ts";
import errors from "../errors.ts";
import requestLanguage from "../request-language.ts";
import validation from "../validation.ts";
import auth from "./auth.ts";
import type { CredentialResolver } from "./credential.ts";

/**
 * The access rule on its own (ADR 408): the real auth plugin and registerEndpoint, with a
 * credential of the test's own whose header lists the scopes or permissions it grants — the
 * real credentials (session, API key) are proven through the whole app in their modules' tests.
 */
const testCredential: CredentialResolver = {
  scheme: "test",
  present: (headers) => typeof headers["x-test-principal"] === "string",
  resolve: async (request) => {
    const [kind = "", grants = ""] = String(request.headers["x-test-principal"]).split(" ");
    const granted = grants.split(",").filter(Boolean);
    if (kind === "customer")
      return {
        kind,
        accountId: "account-a",
        actor: { kind: "api_key", keyId: 1 },
        scopes: new Set(granted as CustomerScope[]),
      };
    if (kind === "staff")
      return {
        kind,
        staffId: "staff-1",
        sessionId: 1,
        permissions: new Set(granted.filter((grant) => grant !== "fresh") as StaffPermission[]),
        reauthFresh: granted.includes("fresh"),
      };
    if (kind === "internal") return { kind, service: "gateway" };
    return null;
  },
  refused: () => new AppError(contract.CommonError.unauthorized, { en: "Dead credential.", "zh-CN": "凭据无效。" }),
};

const answer = z.object({ who: z.string() });
const define = (operationId: string, rule: Endpoint["access"]) =>
  defineEndpoint({
    operationId,
    method: "GET",
    path: `/api/test/${operationId}`,
    tag: "test",
    summary: operationId,
    access: rule,
    response: answer,
    errors: [],
  });

const endpoints = {
  anyone: define("anyone", access.public("ignored")),
  maybe: define("maybe", access.public("optional")),
  readOrders: define("readOrders", access.customer("orders:read")),
  writeOrders: define("writeOrders", access.customer("orders:write")),
  console: define("console", access.staff("orders:refund")),
  consoleMoney: define("consoleMoney", access.staffReauth("wallet:adjust")),
  gateway: define("gateway", access.internal("gateway")),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(requestLanguage);
  await app.register(validation);
  await app.register(errors);
  await app.register(auth, { resolvers: [testCredential] });
  for (const endpoint of Object.values(endpoints))
    registerEndpoint(app, endpoint, async ({ principal }) => ({ who: principal?.kind ?? "anonymous" }));
  await app.ready();
});
afterAll(() => app.close());

const call = (endpoint: Endpoint, principal?: string) =>
  app.inject({
    url: endpoint.path,
    headers: { "accept-language": "en", ...(principal ? { "x-test-principal": principal } : {}) },
  });

describe("the access rule", () => {
  it("is declared by every endpoint of the contract", () => {
    const all = (Object.values(contract) as unknown[]).filter(
      (value): value is Endpoint => typeof value === "object" && value !== null && "operationId" in value,
    );
    expect(all.length).toBeGreaterThan(40);
    for (const endpoint of all)
      expect(["public", "customer", "staff", "internal"], endpoint.operationId).toContain(endpoint.access?.kind);
  });

  it("is `staff` on every console endpoint but the listed ones that obtain a staff session (ADR 420)", () => {
    const consoleEndpoints = (Object.values(contract) as unknown[]).filter((value): value is Endpoint =>
      typeof value === "object" && value !== null && "operationId" in value && "path" in value
        ? String((value as Endpoint).path).startsWith("/api/console/")
        : false,
    );
    expect(consoleEndpoints.length).toBeGreaterThan(10);
    const publicOnes: readonly string[] = PUBLIC_CONSOLE_ENDPOINTS;
    for (const endpoint of consoleEndpoints) {
      if (publicOnes.includes(endpoint.operationId))
        expect(endpoint.access, endpoint.operationId).toEqual({ kind: "public", credential: "ignored" });
      else expect(endpoint.access.kind, endpoint.operationId).toBe("staff");
    }
  });

  it("cannot be left out: registering an endpoint without one fails, and so does a bare /api route", async () => {
    const bare = Fastify({ logger: false });
    await bare.register(auth, { resolvers: [] });
    const { access: _left, ...withoutRule } = endpoints.anyone;
    expect(() => registerEndpoint(bare, withoutRule as unknown as Endpoint, async () => ({ who: "" }))).toThrow(
      /no access rule/,
    );
    expect(() => bare.get("/api/test/raw", async () => "raw")).toThrow(/has no access rule/);
    await bare.close();
  });

  it("lets anyone call a public endpoint; `ignored` never looks at a credential, `optional` resolves it", async () => {
    expect((await call(endpoints.anyone)).json().data).toEqual({ who: "anonymous" });
    expect((await call(endpoints.anyone, "dead")).json().data).toEqual({ who: "anonymous" });
    expect((await call(endpoints.maybe)).json().data).toEqual({ who: "anonymous" });
    expect((await call(endpoints.maybe, "customer orders:read")).json().data).toEqual({ who: "customer" });
    expect((await call(endpoints.maybe, "dead")).statusCode).toBe(401);
  });

  it("answers 401 to an anonymous caller of a customer endpoint, 403 naming the scope it lacks", async () => {
    expect((await call(endpoints.readOrders)).statusCode).toBe(401);
    expect((await call(endpoints.readOrders, "customer orders:read")).json().data).toEqual({ who: "customer" });
    const lacking = await call(endpoints.writeOrders, "customer orders:read,wallet:read");
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json()).toMatchObject({
      code: 0,
      error: "forbidden",
      msg: "This credential does not allow orders:write.",
    });
    const zh = await app.inject({
      url: endpoints.writeOrders.path,
      headers: { "accept-language": "zh-CN", "x-test-principal": "customer" },
    });
    expect(zh.json().msg).toBe("当前凭据没有 orders:write 权限。");
    expect((await call(endpoints.readOrders, "staff orders:read")).statusCode).toBe(403);
  });

  it("answers anyone but staff at a staff endpoint as if no route were there; staff lacking the permission get 403", async () => {
    const unknown = (await app.inject({ url: "/api/test/nothing-here" })).statusCode;
    for (const caller of [undefined, "customer orders:read,orders:write", "internal"]) {
      const response = await call(endpoints.console, caller);
      expect(response.statusCode, caller).toBe(404);
      expect(response.json().error).toBe("not_found");
    }
    expect(unknown).toBe(404);
    expect((await call(endpoints.console, "staff orders:read")).statusCode).toBe(403);
    expect((await call(endpoints.console, "staff orders:refund")).json().data).toEqual({ who: "staff" });
  });

  it("answers staff without a fresh reauthentication 403 `staff_reauth_required` where the rule asks for one", async () => {
    const stale = await call(endpoints.consoleMoney, "staff wallet:adjust");
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ error: "staff_reauth_required" });
    expect((await call(endpoints.consoleMoney, "staff wallet:adjust,fresh")).json().data).toEqual({ who: "staff" });
    // The permission is checked first: a fresh code does not stand in for it.
    expect((await call(endpoints.consoleMoney, "staff orders:read,fresh")).json().error).toBe("forbidden");
    expect((await call(endpoints.consoleMoney)).statusCode).toBe(404);
  });

  it("lets only the internal service reach an internal endpoint", async () => {
    for (const caller of [undefined, "customer orders:read", "staff orders:refund"])
      expect((await call(endpoints.gateway, caller)).statusCode, caller).toBe(404);
    expect((await call(endpoints.gateway, "internal")).json().data).toEqual({ who: "internal" });
  });
});
