import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, ledgerAccounts, ledgerTransfers, walletAdjustments } from "../../db/schema/index.ts";
import { consoleTeam, type TeamMember } from "../../test/console-team.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createCustomer } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";

/**
 * Wallet adjustments from the console (ADR 425): money moves only as a ledger transfer with a
 * reason; a double submit moves it once; above $100 a second member approves, never the one who
 * asked, and of two approvals at once one moves the money; a debit never takes a wallet below
 * zero. On PostgreSQL (TEST_DATABASE_URL) the parallel requests really race.
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
let finance: TeamMember;
let finance2: TeamMember;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://shop.example", WALLET_ADJUSTMENT_APPROVAL_ABOVE: "100" },
    now,
  });
  team = consoleTeam(t, smtp, { now, later });
  owner = await team.owner("adjust-owner@example.com");
  finance = await team.invited(owner, "adjust-finance@example.com", "finance");
  finance2 = await team.invited(owner, "adjust-finance2@example.com", "finance");
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const walletOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({ cents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, "customer_wallet")));
  return row?.cents ?? 0;
};
const adjustmentTransfers = async (userId: string) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.userId, userId), eq(ledgerTransfers.kind, "adjustment")));

const adjust = (member: TeamMember, body: object, language = "en") =>
  member.client.post("/api/console/customers/wallet/adjust", body, { language });

describe("a wallet adjustment up to the threshold", () => {
  it("is a transfer with the reason, the note and the operator, audited with before and after, shown to the customer", async () => {
    const customer = await createCustomer(t);
    await team.reauth(owner);
    const body = {
      customer_id: customer.userId,
      request_key: randomUUID(),
      amount_cents: 2500,
      reason_code: "service_outage",
      note: "Outage of 27 November",
    };
    const answer = await adjust(owner, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ status: "posted", amount_cents: 2500, needs_approval: false });
    expect(await walletOf(customer.userId)).toBe(2500);
    const [transfer] = await adjustmentTransfers(customer.userId);
    expect(transfer).toMatchObject({
      idempotencyKey: `adjustment:${answer.json().data.id}`,
      customerDeltaCents: 2500,
      inBalanceLog: true,
      memoEn: "Balance adjustment: service outage",
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "wallet.adjust"), eq(auditEvents.customerId, customer.userId)));
    expect(audit).toMatchObject({
      resource: "wallet_adjustment",
      resourceId: String(answer.json().data.id),
      reasonCode: "service_outage",
      note: "Outage of 27 November",
      outcome: "succeeded",
      before: { wallet_cents: 0 },
      after: { status: "posted", amount_cents: 2500, wallet_cents: 2500 },
    });
    const log = await t.app.inject({ url: "/api/member/balance_log", headers: { token: customer.token } });
    expect(log.json().data.list[0]).toMatchObject({
      package: "Balance adjustment: service outage",
      deducted_amount: -25,
    });
    await assertMoneyInvariants(t.database.db);
  });

  it("moves the money once when the same submission arrives twice, even at once; another body under its key is refused", async () => {
    const customer = await createCustomer(t);
    await team.reauth(finance);
    const body = {
      customer_id: customer.userId,
      request_key: randomUUID(),
      amount_cents: 1000,
      reason_code: "goodwill",
      note: "Sorry for the wait",
    };
    const [first, second] = await Promise.all([adjust(finance, body), adjust(finance, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data.id).toBe(second.json().data.id);
    const third = await adjust(finance, body);
    expect(third.json().data.id).toBe(first.json().data.id);
    expect(await walletOf(customer.userId)).toBe(1000);
    expect(await adjustmentTransfers(customer.userId)).toHaveLength(1);
    const changed = await adjust(finance, { ...body, amount_cents: 9000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe("wallet_adjustment_key_reused");
    expect(await walletOf(customer.userId)).toBe(1000);
    await assertMoneyInvariants(t.database.db);
  });

  it("refuses a debit below zero with a clear message, changes nothing, and audits the refusal", async () => {
    const customer = await createCustomer(t);
    await team.reauth(owner);
    const credit = { customer_id: customer.userId, reason_code: "goodwill", note: "Start" };
    await adjust(owner, { ...credit, request_key: randomUUID(), amount_cents: 3000 });
    const debit = await adjust(
      owner,
      { ...credit, request_key: randomUUID(), amount_cents: -5000, reason_code: "billing_error", note: "Too much" },
      "zh-CN",
    );
    expect(debit.statusCode).toBe(422);
    expect(debit.json()).toMatchObject({
      error: "wallet_adjustment_below_zero",
      msg: "钱包余额为 $30.00：扣减 $50.00 会使其低于零。未做任何更改。",
    });
    expect(await walletOf(customer.userId)).toBe(3000);
    expect(await adjustmentTransfers(customer.userId)).toHaveLength(1);
    const refused = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.customerId, customer.userId), eq(auditEvents.outcome, "refused")));
    expect(refused.map((row) => [row.action, row.errorCode])).toEqual([
      ["wallet.adjust", "wallet_adjustment_below_zero"],
    ]);
    const exact = await adjust(owner, {
      ...credit,
      request_key: randomUUID(),
      amount_cents: -3000,
      reason_code: "chargeback",
      note: "All of it",
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await walletOf(customer.userId)).toBe(0);
    await assertMoneyInvariants(t.database.db);
  });

  it("needs a fresh code", async () => {
    const customer = await createCustomer(t);
    later(6 * 60_000);
    const stale = await adjust(owner, {
      customer_id: customer.userId,
      request_key: randomUUID(),
      amount_cents: 100,
      reason_code: "goodwill",
      note: "Late",
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe("staff_reauth_required");
    expect(await walletOf(customer.userId)).toBe(0);
  });
});

describe("an adjustment above the threshold", () => {
  const ask = async (member: TeamMember, userId: string, cents: number) => {
    await team.reauth(member);
    const answer = await adjust(member, {
      customer_id: userId,
      request_key: randomUUID(),
      amount_cents: cents,
      reason_code: "manual_payment",
      note: "Bank transfer received",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { id: number; status: string };
  };
  const approve = (member: TeamMember, id: number) =>
    member.client.post("/api/console/customers/wallet/approve", { adjustment_id: id });

  it("waits for a second member: the one who asked cannot approve it; another can, once", async () => {
    const customer = await createCustomer(t);
    const pending = await ask(finance, customer.userId, 15_000);
    expect(pending.status).toBe("pending");
    expect(await walletOf(customer.userId)).toBe(0);
    expect(await adjustmentTransfers(customer.userId)).toHaveLength(0);

    await team.reauth(finance);
    const own = await approve(finance, pending.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe("wallet_adjustment_own_request");
    const ownReject = await finance.client.post("/api/console/customers/wallet/reject", { adjustment_id: pending.id });
    expect(ownReject.json().error).toBe("wallet_adjustment_own_request");
    expect(await walletOf(customer.userId)).toBe(0);

    await team.reauth(finance2);
    const approved = await approve(finance2, pending.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: "posted", decided_by: expect.any(String) });
    expect(await walletOf(customer.userId)).toBe(15_000);
    const again = await approve(finance2, pending.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("wallet_adjustment_decided");
    expect(await walletOf(customer.userId)).toBe(15_000);
    const actions = await t.database.db
      .select({ action: auditEvents.action, outcome: auditEvents.outcome, staffId: auditEvents.staffId })
      .from(auditEvents)
      .where(eq(auditEvents.customerId, customer.userId))
      .orderBy(auditEvents.seq);
    expect(actions.map((row) => `${row.action} ${row.outcome}`)).toEqual([
      "wallet.adjust succeeded",
      "wallet.adjust.approve refused",
      "wallet.adjust.reject refused",
      "wallet.adjust.approve succeeded",
      "wallet.adjust.approve refused",
    ]);
    await assertMoneyInvariants(t.database.db);
  });

  it("moves the money once when two members approve at the same moment", async () => {
    const customer = await createCustomer(t);
    const pending = await ask(owner, customer.userId, 20_000);
    await team.reauth(finance);
    await team.reauth(finance2);
    const answers = await Promise.all([approve(finance, pending.id), approve(finance2, pending.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await walletOf(customer.userId)).toBe(20_000);
    expect(await adjustmentTransfers(customer.userId)).toHaveLength(1);
    const [row] = await t.database.db.select().from(walletAdjustments).where(eq(walletAdjustments.id, pending.id));
    expect(row?.status).toBe("posted");
    await assertMoneyInvariants(t.database.db);
  });

  it("refuses a debit the wallet does not hold when asked, and again at approval if the wallet fell meanwhile (it stays pending); a rejection moves nothing", async () => {
    const customer = await createCustomer(t);
    const credit = await ask(owner, customer.userId, 20_000);
    await team.reauth(finance2);
    expect((await approve(finance2, credit.id)).statusCode).toBe(200);
    await team.reauth(finance);
    const tooMuch = await adjust(finance, {
      customer_id: customer.userId,
      request_key: randomUUID(),
      amount_cents: -25_000,
      reason_code: "billing_error",
      note: "More than it holds",
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe("wallet_adjustment_below_zero");
    const debit = await ask(finance, customer.userId, -15_000);
    expect(debit.status).toBe("pending");
    // Meanwhile $100 leaves the wallet (not above the threshold: posted at once).
    expect((await ask(finance2, customer.userId, -10_000)).status).toBe("posted");
    await team.reauth(owner);
    const refused = await approve(owner, debit.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe("wallet_adjustment_below_zero");
    const [row] = await t.database.db.select().from(walletAdjustments).where(eq(walletAdjustments.id, debit.id));
    expect(row?.status).toBe("pending");
    const rejected = await owner.client.post("/api/console/customers/wallet/reject", { adjustment_id: debit.id });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe("rejected");
    expect(await walletOf(customer.userId)).toBe(10_000);
    const late = await approve(finance2, debit.id);
    expect(late.statusCode).toBe(409);
    await assertMoneyInvariants(t.database.db);
  });
});
