import { randomUUID } from "node:crypto";
import {
  adjustCustomerWallet,
  approveWalletAdjustment,
  consoleCustomerDetail,
  consoleCustomers,
  disableCustomer,
  type Endpoint,
  enableCustomer,
  rejectWalletAdjustment,
  setCustomerCreditLine,
  signOutCustomer,
} from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { auditEvents, proxyAccounts, staticIps, users } from "../../db/schema/index.ts";
import { accountsTestEnv, logIn, signUp } from "../../test/accounts-fixtures.ts";
import { consoleTeam, type TeamMember } from "../../test/console-team.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import type { ConsoleClient } from "../../test/staff-fixtures.ts";

/**
 * The console's customers (ADR 425) through the whole app: who may call each endpoint, the
 * search and its seek pages, the customer page, disabling, signing out everywhere and the credit
 * line (the command line's rule and message).
 */
let t: TestApp;
let smtp: SmtpCatcher;
let clock = new Date("2026-11-28T09:00:00Z");
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let team: ReturnType<typeof consoleTeam>;
let owner: TeamMember;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: accountsTestEnv(smtp), now });
  team = consoleTeam(t, smtp, { now, later });
  owner = await team.owner("customers-owner@example.com");
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ENDPOINTS: Record<string, Endpoint> = {
  consoleCustomers,
  consoleCustomerDetail,
  disableCustomer,
  enableCustomer,
  signOutCustomer,
  setCustomerCreditLine,
  adjustCustomerWallet,
  approveWalletAdjustment,
  rejectWalletAdjustment,
};
const call = (client: ConsoleClient, endpoint: Endpoint) =>
  endpoint.method === "POST" ? client.post(endpoint.path, {}) : client.get(endpoint.path);

describe("who reaches the customers", () => {
  it("answers a customer's session, a customer's API key and an anonymous caller 404 on every endpoint", async () => {
    const customer = await createCustomer(t);
    const key = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: { token: customer.token },
      payload: { name: "script", access: "full" },
    });
    const apiKey: string = key.json().data.key;
    for (const endpoint of Object.values(ENDPOINTS)) {
      for (const headers of [{}, { token: customer.token }, { authorization: `Bearer ${apiKey}` }]) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: { ...headers, "x-portico-console": "1" },
          ...(endpoint.method === "POST" ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${endpoint.operationId} ${Object.keys(headers)}`).toBe(404);
      }
    }
  });

  it("refuses each endpoint to a member whose roles lack its permission, naming the permission", async () => {
    const catalogue = await team.invited(owner, "customers-catalogue@example.com", "catalogue");
    const auditor = await team.invited(owner, "customers-auditor@example.com", "auditor");
    const support = await team.invited(owner, "customers-support@example.com", "support");
    const refusals: [TeamMember, Endpoint, string][] = [
      [catalogue, consoleCustomers, "customers:read"],
      [catalogue, consoleCustomerDetail, "customers:read"],
      [auditor, disableCustomer, "customers:write"],
      [auditor, enableCustomer, "customers:write"],
      [auditor, signOutCustomer, "customers:write"],
      [support, setCustomerCreditLine, "credit:write"],
      [support, adjustCustomerWallet, "wallet:adjust"],
      [support, approveWalletAdjustment, "wallet:approve"],
      [support, rejectWalletAdjustment, "wallet:approve"],
    ];
    expect(new Set(refusals.map(([, endpoint]) => endpoint))).toEqual(new Set(Object.values(ENDPOINTS)));
    for (const [member, endpoint, permission] of refusals) {
      const refused = await call(member.client, endpoint);
      expect(refused.statusCode, `${endpoint.operationId} as ${member.email}`).toBe(403);
      expect(refused.json()).toMatchObject({ error: "forbidden", msg: `Your role does not allow ${permission}.` });
    }
    // What their roles do hold, they reach (past the access rule: the empty input is what is refused).
    expect((await auditor.client.get("/api/console/customers")).statusCode).toBe(200);
    expect((await support.client.post(disableCustomer.path, {})).statusCode).toBe(400);
  });
});

describe("the search", () => {
  it("finds customers by email prefix, order number, IP address, an IP's proxy username and the proxy account's", async () => {
    const alice = await createCustomer(t, "alice.search@example.com");
    const alina = await createCustomer(t, "alina.search@example.com");
    const bob = await createCustomer(t, "bob.search@example.com");
    const carol = await createCustomer(t, "carol.search@example.com");
    const dave = await createCustomer(t, "dave.search@example.com");
    const orderNo = await topUp(t.app, bob, 5);
    // Carol buys one static IP, paid from a topped-up balance: it is hers with its own proxy username.
    const region = await createRegion(t, "SR", 1, 800);
    await topUp(t.app, carol, 10);
    const carolApi = apiFor(t.app, carol);
    const bought = (
      await carolApi.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:1` })
    ).json().data;
    expect((await carolApi.post("/api/checkout/pay", { order_no: bought.order_no })).statusCode).toBe(200);
    const [ip] = await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, region));
    await t.database.db.insert(proxyAccounts).values({
      userId: dave.userId,
      username: "daveproxy",
      password: "x",
      expireAt: new Date(clock.getTime() + 86_400_000),
    });
    const search = async (q: string) =>
      (
        (await owner.client.get(`/api/console/customers?q=${encodeURIComponent(q)}`)).json().data.list as {
          email: string;
        }[]
      ).map((row) => row.email);
    expect(await search("ALI")).toEqual([alice.email, alina.email]);
    expect(await search(orderNo)).toEqual([bob.email]);
    expect(await search(ip?.address ?? "")).toEqual([carol.email]);
    expect(await search(ip?.proxyUsername ?? "-")).toEqual([carol.email]);
    expect(await search("daveproxy")).toEqual([dave.email]);
    expect(await search("nobody-at-all")).toEqual([]);
    // A search ending in a character outside the basic plane (found by the fuzz, a 500 on the
    // embedded database): the range's end was half a character.
    const emoji = await owner.client.get(`/api/console/customers?q=${encodeURIComponent("🦊👩‍👩‍👧‍👦🏳️‍🌈")}`);
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().data.list).toEqual([]);
  });

  it("pages by seek with a cursor tied to its search; a cursor that is not one is refused", async () => {
    for (let index = 0; index < 5; index++) await createCustomer(t, `pager${index}.seek@example.com`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/console/customers?q=pager&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await owner.client.get(url)).json().data as {
        list: { email: string }[];
        next_cursor: string | null;
      };
      seen.push(...page.list.map((row) => row.email));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([0, 1, 2, 3, 4].map((index) => `pager${index}.seek@example.com`));

    const newest = (await owner.client.get("/api/console/customers?limit=3")).json().data;
    const next = (await owner.client.get(`/api/console/customers?limit=3&cursor=${newest.next_cursor}`)).json().data;
    expect(next.list).toHaveLength(3);
    expect(new Set([...newest.list, ...next.list].map((row: { id: string }) => row.id)).size).toBe(6);

    const foreign = await owner.client.get(`/api/console/customers?q=alice&cursor=${newest.next_cursor}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      error: "customer_list_cursor_invalid",
      msg: "This page link is not valid any more. Start again from the first page.",
    });
    expect((await owner.client.get("/api/console/customers?cursor=not-a-cursor")).statusCode).toBe(400);
  });
});

describe("the customer page and its actions", () => {
  it("disabling ends the sessions and refuses login and API keys; enabling lets them back in; all audited", async () => {
    const email = "disable.me@example.com";
    const userId = await signUp(t.app, smtp, email);
    const login = await logIn(t.app, email);
    expect(login.statusCode, login.body).toBe(200);
    const token: string = login.json().data.token;
    const key = await t.app.inject({
      method: "POST",
      url: "/api/member/api_keys/create",
      headers: { token },
      payload: { name: "script", access: "full" },
    });
    const apiKey: string = key.json().data.key;
    const disabled = await owner.client.post("/api/console/customers/disable", {
      customer_id: userId,
      note: "Card testing",
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: userId, disabled: true });
    expect((await t.app.inject({ url: "/api/member/info", headers: { token } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: "/api/member/info", headers: { authorization: `Bearer ${apiKey}` } })).statusCode,
    ).toBe(401);
    const refused = await logIn(t.app, email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: "account_disabled",
      msg: "This account has been disabled. Please contact support.",
    });
    const wrong = await logIn(t.app, email, "NotThePassword1");
    expect(wrong.json().error).toBe("invalid_credentials");

    expect((await owner.client.post("/api/console/customers/enable", { customer_id: userId })).statusCode).toBe(200);
    const back = await logIn(t.app, email);
    expect(back.statusCode).toBe(200);
    const signOut = await owner.client.post("/api/console/customers/sign-out", { customer_id: userId });
    expect(signOut.json().data).toEqual({ ended: 1 });
    expect(
      (await t.app.inject({ url: "/api/member/info", headers: { token: back.json().data.token } })).statusCode,
    ).toBe(401);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.customerId, userId))
      .orderBy(auditEvents.seq);
    expect(audited.map((row) => [row.action, row.before, row.after])).toEqual([
      // The signup's session and the login's.
      ["customer.disable", { disabled: false }, { disabled: true, sessions_ended: 2 }],
      ["customer.enable", { disabled: true }, { disabled: false, sessions_ended: 0 }],
      ["customer.sign_out", null, { sessions_ended: 1 }],
    ]);
    expect(audited[0]).toMatchObject({ note: "Card testing", resource: "customer", resourceId: userId });

    const missing = await owner.client.post("/api/console/customers/disable", { customer_id: randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("customer_not_found");
  });

  it("sets the credit line by the command line's rule and message, audited with before and after", async () => {
    const customer = await createCustomer(t);
    await team.reauth(owner);
    const set = await owner.client.post("/api/console/customers/credit-line", {
      customer_id: customer.userId,
      limit_cents: 1000,
    });
    expect(set.statusCode, set.body).toBe(200);
    // $8.00 drawn on it by a static order paid from the balance.
    const region = await createRegion(t, "CLC", 1, 800);
    const api = apiFor(t.app, customer);
    const order = (
      await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:1` })
    ).json().data;
    expect((await api.post("/api/checkout/pay", { order_no: order.order_no })).statusCode).toBe(200);
    const admin = (...argv: string[]) =>
      runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, argv);
    const cli = await admin("credit:set", "--email", customer.email, "--limit", "5").catch((error: Error) => error);
    const low = await owner.client.post("/api/console/customers/credit-line", {
      customer_id: customer.userId,
      limit_cents: 500,
    });
    expect(low.statusCode, low.body).toBe(422);
    expect(low.json().msg).toBe((cli as Error).message);
    expect(low.json().msg).toBe("The credit line cannot go below the $8.00 drawn on it; lower it once that is repaid.");
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.customerId, customer.userId), eq(auditEvents.action, "customer.credit_line")))
      .orderBy(auditEvents.seq);
    expect(audit).toMatchObject({
      before: { credit_limit_cents: 0, drawn_cents: 0 },
      after: { credit_limit_cents: 1000 },
    });
    const refusal = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.customerId, customer.userId), eq(auditEvents.outcome, "refused")));
    expect(refusal.map((row) => [row.action, row.errorCode])).toEqual([["customer.credit_line", "business_rule"]]);
    await assertMoneyInvariants(t.database.db);
  });

  it("shows profile, wallet, orders, sessions, keys, adjustments and a timeline of audit and ledger", async () => {
    const customer = await createCustomer(t, "page.customer@example.com");
    const orderNo = await topUp(t.app, customer, 12);
    await team.reauth(owner);
    const adjusted = await owner.client.post("/api/console/customers/wallet/adjust", {
      customer_id: customer.userId,
      request_key: randomUUID(),
      amount_cents: 300,
      reason_code: "goodwill",
      note: "Welcome gift",
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const page = await owner.client.get(`/api/console/customers/detail?id=${customer.userId}`);
    expect(page.statusCode, page.body).toBe(200);
    const detail = page.json().data;
    expect(detail.profile).toMatchObject({ email: customer.email, name: "Mei Lin", disabled: false });
    expect(detail.wallet).toEqual({ wallet_cents: 1500, credit_limit_cents: 0, credit_drawn_cents: 0 });
    expect(detail.orders.map((order: { order_no: string }) => order.order_no)).toEqual([orderNo]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.adjustments).toMatchObject([{ amount_cents: 300, status: "posted", reason_code: "goodwill" }]);
    expect(detail.timeline.slice(0, 3)).toMatchObject([
      {
        source: "audit",
        action: "wallet.adjust",
        staff: "Staff Member",
        reason_code: "goodwill",
        note: "Welcome gift",
      },
      { source: "ledger", kind: "adjustment", delta_cents: 300, memo: "Balance adjustment: goodwill" },
      { source: "ledger", kind: "recharge", delta_cents: 1200, order_no: orderNo },
    ]);
    const unknown = await owner.client.get(`/api/console/customers/detail?id=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row?.disabledAt).toBeNull();
  });
});
