import * as contract from "@portico/contracts";
import { API_KEY_PREFIX, type Endpoint, MAX_API_KEYS } from "@portico/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type Customer, createCustomer, topUp } from "../../test/money-fixtures.ts";

let t: TestApp;
let alice: Customer;
let bob: Customer;
beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: "40" } });
  alice = await createCustomer(t);
  bob = await createCustomer(t);
});
afterAll(() => t.close());

const withSession = (customer: Customer, language = "en") => ({ token: customer.token, "accept-language": language });
const withKey = (key: string, language = "en") => ({ authorization: `Bearer ${key}`, "accept-language": language });

async function makeKey(customer: Customer, body: object) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/member/api_keys/create",
    headers: withSession(customer),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as contract.ApiKey & { key: string };
}

/** Every customer endpoint of the contract, with an input its schema accepts where one is needed. */
const customerEndpoints = (Object.values(contract) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === "object" &&
    value !== null &&
    "operationId" in value &&
    (value as Endpoint).access.kind === "customer",
);

describe("customer API keys", () => {
  it("are made with a name and an access, shown once, kept as a digest, and listed without the secret", async () => {
    const made = await makeKey(alice, { name: "Reporting script", access: "read" });
    expect(made.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{32}$`));
    expect(made).toMatchObject({ name: "Reporting script", access: "read", allowed_ips: [], last_used_at: 0 });
    expect(made.hint).toBe(`${made.key.slice(0, API_KEY_PREFIX.length + 4)}…`);
    expect(made.scopes).toEqual(["account:read", "orders:read", "wallet:read", "proxies:read", "invoices:read"]);

    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(API_KEY_PREFIX.length));

    const list = await t.app.inject({ url: "/api/member/api_keys", headers: withSession(alice) });
    expect(list.json().data.list).toEqual([expect.objectContaining({ id: made.id, name: "Reporting script" })]);
    expect(list.body).not.toContain(made.key);
    // Another customer sees none of them.
    expect((await t.app.inject({ url: "/api/member/api_keys", headers: withSession(bob) })).json().data.list).toEqual(
      [],
    );
  });

  it("reach the customer endpoints their scope allows, as the key's account, and get 403 elsewhere", async () => {
    await topUp(t.app, alice, 5);
    const read = await makeKey(alice, { name: "read", access: "read" });
    const full = await makeKey(alice, { name: "full", access: "full" });

    const wallet = await t.app.inject({ url: "/api/member/wallet", headers: withKey(read.key) });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json().data.balance).toBe(5);
    const info = await t.app.inject({ url: "/api/member/info", headers: withKey(read.key) });
    expect(info.json().data.email).toBe(alice.email);

    // Writing needs the full key: a read-only key gets 403 naming the scope, and nothing is written.
    const packages = await t.app.inject({ url: "/api/index/packages?type=1" });
    const order = { type: 1, package_id: packages.json().data[1][0].id };
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/order/create",
      headers: withKey(read.key, "zh-CN"),
      payload: order,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "forbidden", msg: "当前凭据没有 orders:write 权限。" });
    const before = await t.app.inject({ url: "/api/order/history?type=1", headers: withSession(alice) });
    expect(before.json().data.count).toBe(0);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order/create",
      headers: withKey(full.key),
      payload: order,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const after = await t.app.inject({ url: "/api/order/history?type=1", headers: withSession(alice) });
    expect(after.json().data.count).toBe(1);

    // For every customer endpoint: a read-only key is let through exactly when the scope is a read.
    for (const endpoint of customerEndpoints) {
      if (endpoint.access.kind !== "customer") continue;
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: withKey(read.key),
        ...(endpoint.method === "POST" ? { payload: {} } : {}),
      });
      const allowed = read.scopes.includes(endpoint.access.scope);
      if (allowed) expect(response.statusCode, endpoint.operationId).not.toBe(403);
      else expect(response.statusCode, endpoint.operationId).toBe(403);
    }
  });

  it("never manage keys nor end a session, whatever they hold", async () => {
    const full = await makeKey(alice, { name: "full", access: "full" });
    for (const [method, url, payload] of [
      ["GET", "/api/member/api_keys", undefined],
      ["POST", "/api/member/api_keys/create", { name: "child", access: "full" }],
      ["POST", "/api/member/api_keys/revoke", { id: full.id }],
      ["POST", "/api/user/logout", {}],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: withKey(full.key), ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(403);
    }
    const keys = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, alice.userId));
    expect(keys.every((key) => key.name !== "child" && key.revokedAt === null)).toBe(true);
    // Even a row that somehow holds a session-only scope does not pass it on.
    await t.database.db
      .update(apiKeys)
      .set({ scopes: ["keys:manage", "wallet:read"] })
      .where(eq(apiKeys.id, full.id));
    expect((await t.app.inject({ url: "/api/member/api_keys", headers: withKey(full.key) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/member/wallet", headers: withKey(full.key) })).statusCode).toBe(200);
  });

  it("stop working the moment they are revoked; an unknown or foreign key is 401, localised", async () => {
    const made = await makeKey(alice, { name: "temp", access: "read" });
    expect((await t.app.inject({ url: "/api/member/wallet", headers: withKey(made.key) })).statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/revoke",
      headers: withSession(bob),
      payload: { id: made.id },
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/revoke",
      headers: withSession(alice),
      payload: { id: made.id },
    });
    expect(revoked.json().data).toEqual({ id: made.id, revoked: true });
    const after = await t.app.inject({ url: "/api/member/wallet", headers: withKey(made.key) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      error: "unauthorized",
      msg: expect.stringMatching(/^This API key is not valid/),
    });
    const unknown = await t.app.inject({
      url: "/api/member/wallet",
      headers: withKey(`${API_KEY_PREFIX}nope`, "zh-CN"),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().msg).toMatch(/^API 密钥无效/);
    // A call that ignores credentials is not refused for a dead key; one that resolves them says so.
    expect((await t.app.inject({ url: "/api/index/region?level=1", headers: withKey(made.key) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/index/terms", headers: withKey(made.key) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/index/terms" })).statusCode).toBe(200);
  });

  it("may be limited to source addresses and ranges; bad ones are refused with the value named", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: withSession(alice, "zh-CN"),
      payload: { name: "bad", access: "read", allowed_ips: ["203.0.113.0/24", "300.1.1.1"] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "invalid_source_address" });
    expect(bad.json().msg).toContain("300.1.1.1");
    const limited = await makeKey(alice, {
      name: "office",
      access: "read",
      allowed_ips: ["198.51.100.0/24", "2001:DB8::1"],
    });
    expect(limited.allowed_ips).toEqual(["198.51.100.0/24", "2001:db8::1"]);
    const from = (ip: string) =>
      t.app.inject({ url: "/api/member/wallet", headers: withKey(limited.key), remoteAddress: ip });
    expect((await from("198.51.100.77")).statusCode).toBe(200);
    expect((await from("::ffff:198.51.100.8")).statusCode).toBe(200);
    expect((await from("2001:db8::1")).statusCode).toBe(200);
    expect((await from("203.0.113.9")).statusCode).toBe(401);
  });

  it("record when and from where they were last used", async () => {
    const made = await makeKey(alice, { name: "usage", access: "read" });
    await t.app.inject({ url: "/api/member/wallet", headers: withKey(made.key), remoteAddress: "192.0.2.44" });
    const list = await t.app.inject({ url: "/api/member/api_keys", headers: withSession(alice) });
    const listed = (list.json().data.list as contract.ApiKey[]).find((key) => key.id === made.id);
    expect(listed?.last_used_ip).toBe("192.0.2.44");
    expect(Math.abs((listed?.last_used_at ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  });

  it("each have their own rate limit: past it a key gets 429 with Retry-After, others and sessions are untouched", async () => {
    const busy = await makeKey(bob, { name: "busy", access: "read" });
    const calm = await makeKey(bob, { name: "calm", access: "read" });
    const answers = await Promise.all(
      Array.from({ length: 45 }, () => t.app.inject({ url: "/api/member/wallet", headers: withKey(busy.key) })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const limited = answers.find((answer) => answer.statusCode === 429);
    expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited?.json()).toMatchObject({
      error: "rate_limited",
      msg: expect.stringMatching(/^This API key made too many/),
    });
    expect((await t.app.inject({ url: "/api/member/wallet", headers: withKey(calm.key) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/member/wallet", headers: withSession(bob) })).statusCode).toBe(200);
  });

  it("are at most MAX_API_KEYS per account, even when created at once", async () => {
    const carol = await createCustomer(t);
    const made = await Promise.all(
      Array.from({ length: MAX_API_KEYS + 5 }, (_, index) =>
        t.app.inject({
          method: "POST",
          url: "/api/member/api_keys/create",
          headers: withSession(carol),
          payload: { name: `k${index}`, access: "read" },
        }),
      ),
    );
    expect(made.filter((response) => response.statusCode === 200)).toHaveLength(MAX_API_KEYS);
    expect(made.filter((response) => response.statusCode === 422)).toHaveLength(5);
    const held = await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, carol.userId));
    expect(held).toHaveLength(MAX_API_KEYS);
  });
});
