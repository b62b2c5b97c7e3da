import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { apiFor, createCustomer } from "../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../test/money-invariants.ts";
import {
  asGateway,
  buyResidentialPlan,
  GATEWAY_TOKEN,
  gatewayEnv,
  proxyAccountRow,
  reportUsage,
} from "../test/traffic-fixtures.ts";
import { DemoTrafficError, feedDemoTraffic, type GatewayCall, planUsage } from "./demo-traffic.ts";

/**
 * `npm run demo:traffic` against the real app: the CLI's HTTP calls go through app.inject here,
 * with the same service token, to the same endpoints.
 */
const MB = 1_000_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: gatewayEnv });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const through = (app = t.app, token = GATEWAY_TOKEN): GatewayCall => {
  return async (path, body) => {
    const response = await app.inject({
      method: "POST",
      url: path,
      headers: { ...asGateway(), authorization: `Bearer ${token}` },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  };
};

/** A fixed sequence in [0, 1): the plan is the same on every run. */
function seeded(seed = 7) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const options = (email: string) => ({
  email,
  days: 30,
  share: 0.6,
  now: new Date(),
  random: seeded(),
  batchSize: 300,
  target: "http://portico.test",
});

describe("npm run demo:traffic", () => {
  it("feeds 30 days of usage through the ingestion endpoint, within the balance, with a rhythm the chart shows", async () => {
    const customer = await createCustomer(t);
    await buyResidentialPlan(t, customer, "Starter");
    const before = await proxyAccountRow(t, customer);
    const fed = await feedDemoTraffic(through(), options(customer.email));

    const after = await proxyAccountRow(t, customer);
    expect(fed.batches).toBe(Math.ceil(fed.records / 300));
    expect(after.usedBytes).toBe(fed.debitedBytes);
    expect(fed.debitedBytes).toBeLessThanOrEqual(Math.floor(before.purchasedMb * MB * 0.6));
    expect(fed.debitedBytes).toBeGreaterThan(before.purchasedMb * MB * 0.59);
    expect(fed.remainingBytes).toBe(after.purchasedMb * MB - after.usedBytes);

    const now = Math.floor(Date.now() / 1000);
    const chart = await apiFor(t.app, customer).post("/api/member/traffic_usage", {
      start_time: now - 30 * 86_400,
      end_time: now,
      type: "days",
    });
    const days = chart.json().data.list.map((point: { usage: number }) => point.usage) as number[];
    expect(days.filter((usage) => usage > 0).length).toBeGreaterThanOrEqual(29);
    // Some whole days are markedly heavier than others (the first and last are partial).
    const whole = days.slice(1, -1);
    expect(Math.max(...whole) / Math.min(...whole)).toBeGreaterThan(1.5);
  });

  it("plans a daily rhythm: evenings busier than the small hours, never above the budget", () => {
    const budget = 5_000 * MB;
    const plan = planUsage({ days: 14, budgetBytes: budget, now: new Date(), random: seeded(3) });
    expect(plan.reduce((sum, point) => sum + point.bytes, 0)).toBeLessThanOrEqual(budget);
    const byLocalHour = (hour: number) =>
      plan.filter((point) => new Date(point.hour * 1000).getHours() === hour).reduce((sum, p) => sum + p.bytes, 0);
    expect(byLocalHour(17)).toBeGreaterThan(3 * byLocalHour(5));
    expect(plan.every((point) => point.hour % 3600 === 0)).toBe(true);
  });

  it("uses only what is left of a nearly empty account", async () => {
    const customer = await createCustomer(t);
    await buyResidentialPlan(t, customer, "Trial");
    const account = await proxyAccountRow(t, customer);
    await reportUsage(t.app, {
      batch_id: `drain-${account.username}`,
      records: [
        {
          username: account.username,
          hour: Math.floor(Date.now() / 1000) - 7200,
          bytes: account.purchasedMb * MB - 5 * MB,
        },
      ],
    });
    const fed = await feedDemoTraffic(through(), { ...options(customer.email), share: 1 });
    expect(fed.debitedBytes).toBeLessThanOrEqual(5 * MB);
    expect(fed.debitedBytes).toBeGreaterThan(4.99 * MB);
    const left = await proxyAccountRow(t, customer);
    expect(left.usedBytes).toBe(account.purchasedMb * MB - 5 * MB + fed.debitedBytes);
    // Used up: nothing to feed, and it says why.
    await reportUsage(t.app, {
      batch_id: `drain-rest-${account.username}`,
      records: [{ username: account.username, hour: Math.floor(Date.now() / 1000) - 3600, bytes: 5 * MB }],
    });
    await expect(feedDemoTraffic(through(), options(customer.email))).rejects.toThrow(
      `${customer.email} has no traffic left to use: buy a residential plan in the user centre`,
    );
  });

  it("says what to do when the email has no residential account, is unknown, or the server refuses the token", async () => {
    const newcomer = await createCustomer(t);
    await expect(feedDemoTraffic(through(), options(newcomer.email))).rejects.toThrow(
      new DemoTrafficError(
        `${newcomer.email} has no residential proxy account yet: buy a residential plan in the user centre (the sandbox checkout moves no money) and run this again.`,
      ),
    );
    await expect(feedDemoTraffic(through(), options("nobody@example.com"))).rejects.toThrow(
      "No customer has the email nobody@example.com.",
    );
    await expect(feedDemoTraffic(through(t.app, `${GATEWAY_TOKEN}-wrong`), options(newcomer.email))).rejects.toThrow(
      "The Portico at http://portico.test refused the service token: use the GATEWAY_SERVICE_TOKEN it was started with.",
    );
    const withoutToken = await createTestApp();
    try {
      await expect(feedDemoTraffic(through(withoutToken.app), options(newcomer.email))).rejects.toThrow(
        "The Portico at http://portico.test has no gateway endpoints: restart it with GATEWAY_SERVICE_TOKEN set",
      );
    } finally {
      await withoutToken.close();
    }
    const unreachable: GatewayCall = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:3999");
    };
    await expect(feedDemoTraffic(unreachable, options(newcomer.email))).rejects.toThrow(
      "No Portico answered at http://portico.test (connect ECONNREFUSED 127.0.0.1:3999)",
    );
  });
});
