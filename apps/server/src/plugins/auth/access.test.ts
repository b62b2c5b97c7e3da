import * as contract from "@portico/contracts";
import { access, type CustomerScope, defineEndpoint, type Endpoint } from "@portico/contracts";
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
    if (kind === "staff") return { kind, staffId: "staff-1", permissions: new Set(granted as `${string}:${string}`[]) };
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

  it("lets only the internal service reach an internal endpoint", async () => {
    for (const caller of [undefined, "customer orders:read", "staff orders:refund"])
      expect((await call(endpoints.gateway, caller)).statusCode, caller).toBe(404);
    expect((await call(endpoints.gateway, "internal")).json().data).toEqual({ who: "internal" });
  });
});
