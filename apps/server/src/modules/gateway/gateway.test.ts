import { MAX_USAGE_RECORDS } from "@portico/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { proxyAccounts, proxyUsageBatches, proxyUsageHourly } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type Customer, createCustomer } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import {
  asGateway,
  buyResidentialPlan,
  GATEWAY_TOKEN,
  gatewayEnv,
  proxyAccountRow,
  reportUsage,
} from "../../test/traffic-fixtures.ts";

/**
 * The proxy gateway's endpoints (ADR 411) through the whole app: who reaches them, and what a
 * usage batch does to the balance, asserted from the database. The concurrency of batches is in
 * proxy-accounts/usage-ingestion.test.ts.
 */
const HOUR = 3_600_000;
const MB = 1_000_000;
let clock = new Date("2026-11-23T10:20:00Z");
const hourAgo = (hours: number) => Math.floor((clock.getTime() - hours * HOUR) / 1000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: gatewayEnv, now: () => clock });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const post = (url: string, payload: object, headers: Record<string, string> = asGateway()) =>
  t.app.inject({ method: "POST", url, payload, headers });

const hourlyOf = async (customer: Customer) =>
  (
    await t.database.db
      .select({ hour: proxyUsageHourly.hour, bytes: proxyUsageHourly.bytes })
      .from(proxyUsageHourly)
      .where(eq(proxyUsageHourly.userId, customer.userId))
      .orderBy(proxyUsageHourly.hour)
  ).map((row) => [row.hour.toISOString(), row.bytes]);

/** The Trial plan: 1024 MB for a day. */
async function trialBuyer() {
  const customer = await createCustomer(t);
  await buyResidentialPlan(t, customer, "Trial");
  return { customer, account: await proxyAccountRow(t, customer) };
}

describe("the gateway's credential", () => {
  it("lets only the service token in: a session, an API key and an anonymous caller find no such route; a wrong token is 401", async () => {
    const customer = await createCustomer(t);
    const key = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: { token: customer.token },
      payload: { name: "full", access: "full" },
    });
    const apiKey = key.json().data.key as string;
    const calls = [
      [
        "/api/internal/usage",
        { batch_id: "access-check", records: [{ username: "unone", hour: hourAgo(1), bytes: 1 }] },
      ],
      ["/api/internal/proxy_auth", { username: "unone", password: "x" }],
      ["/api/internal/proxy_account", { email: customer.email }],
    ] as const;
    for (const [url, payload] of calls) {
      const callers: Record<string, string>[] = [{}, { token: customer.token }, { authorization: `Bearer ${apiKey}` }];
      for (const headers of callers) {
        const response = await post(url, payload, { "accept-language": "en", ...headers });
        expect(response.statusCode, `${url} ${Object.keys(headers)}`).toBe(404);
        expect(response.json()).toMatchObject({ error: "not_found", msg: `No API endpoint at ${url}.` });
      }
      const wrong = await post(url, payload, { authorization: `Bearer ${GATEWAY_TOKEN}x`, "accept-language": "zh-CN" });
      expect(wrong.statusCode, url).toBe(401);
      expect(wrong.json()).toMatchObject({ error: "unauthorized", msg: "服务令牌无效。" });
    }
    const batch = () =>
      t.database.db.select().from(proxyUsageBatches).where(eq(proxyUsageBatches.batchId, "access-check"));
    expect(await batch()).toEqual([]);
    for (const [url, payload] of calls) expect((await post(url, payload)).statusCode, url).not.toBe(401);
    expect((await batch()).map((row) => row.service)).toEqual(["gateway"]);
  });

  it("does not exist without GATEWAY_SERVICE_TOKEN, whatever token is sent", async () => {
    const bare = await createTestApp();
    try {
      for (const authorization of [`Bearer ${GATEWAY_TOKEN}`, "Bearer anything-at-all-that-is-long-enough-to-be-one"]) {
        const response = await bare.app.inject({
          method: "POST",
          url: "/api/internal/proxy_auth",
          headers: { authorization },
          payload: { username: "u", password: "p" },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe("not_found");
      }
    } finally {
      await bare.close();
    }
  });
});

describe("POST /api/internal/usage", () => {
  it("debits what was used hour by hour, and answers a retried batch the same without changing anything", async () => {
    const { customer, account } = await trialBuyer();
    const batch = {
      batch_id: "gw-1:2026-11-23T09",
      records: [
        { username: account.username, hour: hourAgo(2), bytes: 150 * MB },
        // Any second within an hour counts for the hour; two records of one hour add up.
        { username: account.username, hour: hourAgo(1) + 59, bytes: 20 * MB },
        { username: account.username, hour: hourAgo(1), bytes: 5 * MB },
      ],
    };
    const first = await reportUsage(t.app, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      accepted: true,
      batch_id: batch.batch_id,
      records: 3,
      reported_bytes: 175 * MB,
      debited_bytes: 175 * MB,
      unknown_usernames: [],
      out_of_traffic: [],
      expired: [],
    });
    expect((await proxyAccountRow(t, customer)).usedBytes).toBe(175 * MB);
    expect(await hourlyOf(customer)).toEqual([
      ["2026-11-23T08:00:00.000Z", 150 * MB],
      ["2026-11-23T09:00:00.000Z", 25 * MB],
    ]);

    const again = await reportUsage(t.app, batch);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await proxyAccountRow(t, customer)).usedBytes).toBe(175 * MB);
    expect(await hourlyOf(customer)).toEqual([
      ["2026-11-23T08:00:00.000Z", 150 * MB],
      ["2026-11-23T09:00:00.000Z", 25 * MB],
    ]);

    // The same id with other records is a gateway bug, refused, and still changes nothing.
    const other = await reportUsage(
      t.app,
      { ...batch, records: [{ username: account.username, hour: hourAgo(1), bytes: 1 }] },
      asGateway("zh-CN"),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      error: "usage_batch_conflict",
      msg: "用量批次 gw-1:2026-11-23T09 已以不同的记录接收过；一个批次编号永远只对应一个批次。",
    });
    expect((await proxyAccountRow(t, customer)).usedBytes).toBe(175 * MB);
  });

  it("debits down to zero and never below, naming the account out of traffic; the gateway then refuses its logins", async () => {
    const { customer, account } = await trialBuyer();
    const bought = account.purchasedMb * MB;
    const response = await reportUsage(t.app, {
      batch_id: "overdraw",
      records: [
        { username: account.username, hour: hourAgo(3), bytes: bought - 10 * MB },
        { username: account.username, hour: hourAgo(2), bytes: 25 * MB },
        { username: account.username, hour: hourAgo(1), bytes: 7 * MB },
      ],
    });
    expect(response.json().data).toMatchObject({
      reported_bytes: bought + 22 * MB,
      debited_bytes: bought,
      out_of_traffic: [account.username],
    });
    expect((await proxyAccountRow(t, customer)).usedBytes).toBe(bought);
    // The oldest hours are debited first; the hour after the balance ran out gets nothing.
    expect(await hourlyOf(customer)).toEqual([
      ["2026-11-23T07:00:00.000Z", bought - 10 * MB],
      ["2026-11-23T08:00:00.000Z", 10 * MB],
    ]);
    const login = await post("/api/internal/proxy_auth", { username: account.username, password: account.password });
    expect(login.json().data).toEqual({
      allowed: false,
      reason: "no_traffic",
      remaining_bytes: 0,
      expire_time: Math.floor(account.expireAt.getTime() / 1000),
    });
    // More usage for an empty account debits nothing and says so again.
    const more = await reportUsage(t.app, {
      batch_id: "overdraw-2",
      records: [{ username: account.username, hour: hourAgo(1), bytes: MB }],
    });
    expect(more.json().data).toMatchObject({ debited_bytes: 0, out_of_traffic: [account.username] });
  });

  it("names unknown usernames instead of failing, and debits the others", async () => {
    const { customer, account } = await trialBuyer();
    const response = await reportUsage(t.app, {
      batch_id: "mixed",
      records: [
        { username: "u-nobody", hour: hourAgo(1), bytes: 9 * MB },
        { username: account.username, hour: hourAgo(1), bytes: 3 * MB },
        { username: "a-nobody", hour: hourAgo(1), bytes: MB },
      ],
    });
    expect(response.json().data).toMatchObject({
      reported_bytes: 13 * MB,
      debited_bytes: 3 * MB,
      unknown_usernames: ["a-nobody", "u-nobody"],
    });
    expect((await proxyAccountRow(t, customer)).usedBytes).toBe(3 * MB);
  });

  it("names an expired account, unless it never expires", async () => {
    const { account } = await trialBuyer();
    const later = new Date(account.expireAt.getTime() + HOUR);
    clock = later;
    try {
      const expired = await reportUsage(t.app, {
        batch_id: "after-expiry",
        records: [{ username: account.username, hour: hourAgo(1), bytes: MB }],
      });
      expect(expired.json().data).toMatchObject({ debited_bytes: MB, expired: [account.username], out_of_traffic: [] });
      const login = { username: account.username, password: account.password };
      expect((await post("/api/internal/proxy_auth", login)).json().data).toMatchObject({
        allowed: false,
        reason: "expired",
      });
      // The operator's "never expires" (is_inf) keeps it usable.
      await t.database.db
        .update(proxyAccounts)
        .set({ noExpiry: true })
        .where(eq(proxyAccounts.username, account.username));
      expect((await post("/api/internal/proxy_auth", login)).json().data).toEqual({
        allowed: true,
        reason: null,
        remaining_bytes: account.purchasedMb * MB - MB,
        expire_time: 0,
      });
    } finally {
      clock = new Date("2026-11-23T10:20:00Z");
    }
  });

  it("refuses an hour that has not begun, and a batch out of bounds, writing nothing", async () => {
    const { customer, account } = await trialBuyer();
    const future = await reportUsage(
      t.app,
      { batch_id: "future", records: [{ username: account.username, hour: hourAgo(-1), bytes: MB }] },
      asGateway("en"),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      error: "usage_hour_in_future",
      msg: "A usage record is for the hour starting 2026-11-23T11:00:00.000Z, which has not begun yet; check the gateway's clock.",
    });
    const record = { username: account.username, hour: hourAgo(1), bytes: 1 };
    for (const batch of [
      { batch_id: "too-many", records: Array.from({ length: MAX_USAGE_RECORDS + 1 }, () => record) },
      { batch_id: "negative", records: [{ ...record, bytes: -1 }] },
      { batch_id: "fraction", records: [{ ...record, bytes: 1.5 }] },
      { batch_id: "empty", records: [] },
      { batch_id: "bad id with spaces", records: [record] },
    ]) {
      const response = await reportUsage(t.app, batch);
      expect(response.statusCode, batch.batch_id).toBe(400);
      expect(response.json().error, batch.batch_id).toBe("validation_failed");
    }
    expect((await proxyAccountRow(t, customer)).usedBytes).toBe(0);
    const ids = (await t.database.db.select({ id: proxyUsageBatches.batchId }).from(proxyUsageBatches)).map(
      (row) => row.id,
    );
    expect(ids).not.toContain("future");
    expect(ids).not.toContain("too-many");
  });
});

describe("POST /api/internal/proxy_auth", () => {
  it("allows a live account with traffic; an unknown username and a wrong password are both `unknown`", async () => {
    const { account } = await trialBuyer();
    const good = await post("/api/internal/proxy_auth", { username: account.username, password: account.password });
    expect(good.json().data).toEqual({
      allowed: true,
      reason: null,
      remaining_bytes: account.purchasedMb * MB,
      expire_time: Math.floor(account.expireAt.getTime() / 1000),
    });
    for (const login of [
      { username: account.username, password: `${account.password}x` },
      { username: account.username, password: "" },
      { username: "unobody", password: account.password },
    ]) {
      expect((await post("/api/internal/proxy_auth", login)).json().data).toEqual({
        allowed: false,
        reason: "unknown",
        remaining_bytes: 0,
        expire_time: 0,
      });
    }
  });
});

describe("POST /api/internal/proxy_account", () => {
  it("finds a customer's residential account by email, and says when there is none", async () => {
    const { customer, account } = await trialBuyer();
    const found = await post("/api/internal/proxy_account", { email: customer.email.toUpperCase() });
    expect(found.json().data).toEqual({
      username: account.username,
      remaining_bytes: account.purchasedMb * MB,
      used_bytes: 0,
      expire_time: Math.floor(account.expireAt.getTime() / 1000),
      is_inf: 0,
    });
    const newcomer = await createCustomer(t);
    const none = await post("/api/internal/proxy_account", { email: newcomer.email }, asGateway("zh-CN"));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      error: "proxy_account_not_found",
      msg: `${newcomer.email} 还没有动态住宅代理账户：首次购买动态住宅套餐后才会创建。`,
    });
    const nobody = await post("/api/internal/proxy_account", { email: "nobody@example.com" });
    expect(nobody.json()).toMatchObject({
      error: "customer_not_found",
      msg: "No customer has the email nobody@example.com.",
    });
  });
});
