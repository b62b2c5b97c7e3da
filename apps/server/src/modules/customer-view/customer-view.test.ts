import { actAsCustomer, openCustomerView } from "@portico/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, customerViews, orders } from "../../db/schema/index.ts";
import { expectConsoleRefusals } from "../../test/console-members.ts";
import { type consoleTeam, consoleTestApp, type TeamMember } from "../../test/console-team.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer } from "../../test/money-fixtures.ts";

/**
 * Support's view of a customer's user centre (ADR 431) through the whole app: who may open one,
 * what a read-only view and an acting view may do, that each is a session of its own that ends
 * with its time, its console session or its member's permission, and what the audit holds.
 */
let t: TestApp;
let now: () => Date;
let later: (ms: number) => void;
let team: ReturnType<typeof consoleTeam>;
let owner: TeamMember;
let support: TeamMember;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, now, later, team, close } = await consoleTestApp());
  owner = await team.owner("view-owner@example.com");
  support = await team.invited(owner, "view-support@example.com", "support");
}, 120_000);
afterAll(async () => {
  await close?.();
});

async function openView(member: TeamMember, customer: Customer, reason?: string) {
  const answer = await member.client.post("/api/console/customers/view", {
    customer_id: customer.userId,
    ...(reason ? { reason } : {}),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { token: string; mode: string; expires_at: number };
}

const viewOf = (token: string, language = "en") => apiFor(t.app, { userId: "", email: "", token }, language);

const ordersOf = async (customer: Customer) =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.userId))).length;

const auditOf = (action: string, viewId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.impersonating, viewId)));

const viewRow = async (token: string) => {
  const { hashViewToken } = await import("./customer-view.service.ts");
  const [row] = await t.database.db
    .select()
    .from(customerViews)
    .where(eq(customerViews.tokenHash, hashViewToken(token)));
  if (!row) throw new Error("no view row");
  return row;
};

describe("who opens a view", () => {
  it("refuses customers, API keys and anonymous callers (404) and members without the permission (403)", async () => {
    const catalogue = await team.invited(owner, "view-catalogue@example.com", "catalogue");
    await expectConsoleRefusals(t, [openCustomerView, actAsCustomer], catalogue.client);
  });

  it("lets support open a read-only view but not one that acts; acting needs a fresh code and a reason", async () => {
    const customer = await createCustomer(t);
    const refused = await support.client.post("/api/console/customers/act", {
      customer_id: customer.userId,
      reason: "placing the order the customer asked for by mail",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("forbidden");

    later(6 * 60_000); // past the owner's last reauthentication
    const stale = await owner.client.post("/api/console/customers/act", {
      customer_id: customer.userId,
      reason: "placing the order the customer asked for by mail",
    });
    expect(stale.json().error).toBe("staff_reauth_required");
    await team.reauth(owner);
    const short = await owner.client.post("/api/console/customers/act", { customer_id: customer.userId, reason: "x" });
    expect(short.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(customerViews).where(eq(customerViews.customerId, customer.userId)),
    ).toEqual([]);
  });

  it("answers an unknown customer 404 and records the refusal", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const answer = await support.client.post("/api/console/customers/view", { customer_id: missing });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe("customer_not_found");
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "customer.view"), eq(auditEvents.resourceId, missing)));
    expect(row?.outcome).toBe("refused");
  });
});

describe("a read-only view", () => {
  it("reads the customer's account as the customer sees it, and says whose view it is", async () => {
    const customer = await createCustomer(t);
    const view = await openView(support, customer, "ticket 4411: cannot find the IPs");
    expect(view.token.startsWith("cv_")).toBe(true);
    expect(view.mode).toBe("read");
    expect(view.expires_at - Math.floor(now().getTime() / 1000)).toBe(15 * 60);

    const info = await viewOf(view.token).get("/api/member/info");
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.email).toBe(customer.email);
    const banner = await viewOf(view.token).get("/api/member/view");
    expect(banner.json().data).toEqual({
      mode: "read",
      staff_name: expect.any(String),
      customer_email: customer.email,
      expires_at: view.expires_at,
    });
    expect(banner.json().data.staff_name).not.toBe("");
    // The customer's own session is not a view.
    const own = await apiFor(t.app, customer).get("/api/member/view");
    expect(own.statusCode).toBe(404);
    expect(own.json().error).toBe("customer_view_not_found");
  });

  it("changes nothing: a write, the keys and the session's own calls are refused in both languages", async () => {
    const customer = await createCustomer(t);
    const view = await openView(support, customer);
    const before = await ordersOf(customer);
    const recharge = await viewOf(view.token).post("/api/payment/recharge", { pay_type: 1, deposit: 1000 });
    expect(recharge.statusCode).toBe(403);
    expect(recharge.json().error).toBe("forbidden");
    expect(recharge.json().msg).toMatch(/viewing this customer's account from the console/);
    const zh = await viewOf(view.token, "zh-CN").post("/api/payment/recharge", { pay_type: 1, deposit: 1000 });
    expect(zh.json().msg).toMatch(/控制台/);
    expect(await ordersOf(customer)).toBe(before);
    for (const [url, payload] of [
      ["/api/member/api_keys/create", { name: "x", access: "full" }],
      ["/api/user/logout", {}],
      ["/api/user/accept_terms", {}],
    ] as const) {
      const answer = await viewOf(view.token).post(url, payload);
      expect(answer.statusCode, url).toBe(403);
    }
    expect((await viewOf(view.token).get("/api/member/api_keys")).statusCode).toBe(403);
    // The customer's own session is untouched by all of it.
    expect((await apiFor(t.app, customer).get("/api/member/info")).statusCode).toBe(200);
  });

  it("is recorded with both identities and the reason when opened, and when ended", async () => {
    const customer = await createCustomer(t);
    const view = await openView(support, customer, "ticket 4412: wrong balance shown");
    const row = await viewRow(view.token);
    const [opened] = await auditOf("customer.view", row.id);
    expect(opened).toMatchObject({
      staffId: row.staffId,
      customerId: customer.userId,
      note: "ticket 4412: wrong balance shown",
      outcome: "succeeded",
    });
    expect(opened?.after).toEqual({ view_id: row.id, mode: "read", expires_at: view.expires_at });

    const ended = await viewOf(view.token).post("/api/member/view/end", {});
    expect(ended.json().data).toEqual({ ended: true });
    expect((await viewOf(view.token).get("/api/member/info")).statusCode).toBe(401);
    const [end] = await auditOf("customer.view_end", row.id);
    expect(end).toMatchObject({ staffId: row.staffId, customerId: customer.userId });
  });
});

describe("a view lives only as long as it may", () => {
  it("ends after fifteen minutes", async () => {
    const customer = await createCustomer(t);
    await team.reauth(support); // keeps the console session itself alive across the wait
    const view = await openView(support, customer);
    later(14 * 60_000);
    expect((await viewOf(view.token).get("/api/member/info")).statusCode).toBe(200);
    later(61_000);
    const over = await viewOf(view.token).get("/api/member/info");
    expect(over.statusCode).toBe(401);
    expect(over.json().msg).toMatch(/view of the customer's account has ended/);
  });

  it("ends with the console session that opened it, and with the member's permission", async () => {
    const customer = await createCustomer(t);
    const member = await team.invited(owner, `view-support-${Date.now()}@example.com`, "support");
    const first = await openView(member, customer);
    expect((await viewOf(first.token).get("/api/member/info")).statusCode).toBe(200);
    await member.client.post("/api/console/logout", {});
    expect((await viewOf(first.token).get("/api/member/info")).statusCode).toBe(401);

    const view = await openView(support, customer);
    const roles = (await owner.client.get("/api/console/roles")).json().data.list as { id: number; name: string }[];
    const staff = (await owner.client.get("/api/console/staff")).json().data.list as { id: string; email: string }[];
    const supportId = staff.find((entry) => entry.email === support.email)?.id;
    const contentRole = roles.find((role) => role.name === "content")?.id;
    const supportRole = roles.find((role) => role.name === "support")?.id;
    await team.reauth(owner);
    const demoted = await owner.client.post("/api/console/staff/roles", {
      staff_id: supportId,
      role_ids: [contentRole],
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await viewOf(view.token).get("/api/member/info")).statusCode).toBe(401);
    await owner.client.post("/api/console/staff/roles", { staff_id: supportId, role_ids: [supportRole] });
  });
});

describe("a view that acts", () => {
  it("acts for the customer, records every change before and after it, and still never touches keys or terms", async () => {
    const customer = await createCustomer(t);
    await team.reauth(owner);
    const opened = await owner.client.post("/api/console/customers/act", {
      customer_id: customer.userId,
      reason: "ticket 4413: customer asked us to start a $10 top-up",
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json().data as { token: string; mode: string };
    expect(view.mode).toBe("act");
    const row = await viewRow(view.token);
    expect(row.reason).toBe("ticket 4413: customer asked us to start a $10 top-up");

    const before = await ordersOf(customer);
    const recharge = await viewOf(view.token).post("/api/payment/recharge", { pay_type: 1, deposit: 1000 });
    expect(recharge.statusCode, recharge.body).toBe(200);
    expect(await ordersOf(customer)).toBe(before + 1);
    const [asked] = await auditOf("customer.act_request", row.id);
    expect(asked).toMatchObject({
      staffId: row.staffId,
      customerId: customer.userId,
      resource: "endpoint",
      resourceId: "POST /api/payment/recharge",
      requestId: recharge.headers["x-request-id"],
    });
    await expect
      .poll(async () => (await auditOf("customer.act_result", row.id)).map((event) => event.outcome))
      .toEqual(["succeeded"]);

    for (const url of ["/api/member/api_keys/create", "/api/user/accept_terms", "/api/user/logout"]) {
      const answer = await viewOf(view.token).post(url, { name: "x", access: "full" });
      expect(answer.statusCode, url).toBe(403);
    }
    await expect.poll(async () => (await auditOf("customer.act_result", row.id)).length).toBe(4);
    const results = (await auditOf("customer.act_result", row.id)).map((event) => event.outcome).sort();
    expect(results).toEqual(["refused", "refused", "refused", "succeeded"]);
    // Reads in an acting view are not audited one by one.
    await viewOf(view.token).get("/api/member/info");
    expect((await auditOf("customer.act_request", row.id)).length).toBe(4);
  });
});
