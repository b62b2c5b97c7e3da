import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  type AuditEventView,
  adjustCustomerWallet,
  type ConsolePlan,
  consoleAuditEvents,
  consoleCustomerDetail,
  consoleInventoryStock,
  consoleIpImport,
  consoleIpImportCommit,
  consoleIpImportDryRun,
  consolePlans,
  consoleRefundOrder,
  createConsoleRegion,
  inviteStaff,
  type PackagesResponse,
  staticRegions as publicStaticRegions,
  residentialPackages,
  type StaticRegion,
  staffMe,
  updateConsolePlan,
} from "@portico/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminUsageError, runAdminCommand } from "../admin/admin-commands.ts";
import { orderRefunds, orders, staticIps } from "../db/schema/index.ts";
import { createStaffService } from "../modules/staff/staff.service.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";
import { apiFor, completeSandboxCheckout, createCustomer } from "./money-fixtures.ts";
import { assertMoneyInvariants } from "./money-invariants.ts";
import { type SmtpCatcher, startSmtpCatcher } from "./smtp-catcher.ts";
import { acceptAndEnrol, type ConsoleClient, consoleClient, invitationTokenFor, totpAt } from "./staff-fixtures.ts";

/**
 * Issue #25's "Done when", walked end to end through the real app, each step through the entry
 * point an operator uses — the admin command line for the first invitation and for audit:verify,
 * the console's API for everything else: a new owner enrols TOTP, invites a support and a finance
 * member, imports 10,000 IPs from a CSV with 20 bad rows (dry run, then commit), changes a plan's
 * price and the public catalogue follows, refunds part of an order to the wallet and the rest to
 * the provider, adjusts a wallet with a reason; audit:verify passes, then fails on one audit row
 * edited by SQL. On PGlite and on PostgreSQL (TEST_DATABASE_URL), where audit:verify also runs as
 * `npm run admin` does, in a process of its own.
 */
const driver = process.env.PORTICO_TEST_DRIVER === "postgres" ? "postgres" : "pglite";
const REPO_ROOT = path.resolve(import.meta.dirname, "../../../..");

let t: TestApp;
let smtp: SmtpCatcher;
// The console's clock (reauthentication windows, TOTP steps) starts at the wall clock and only
// moves forward, so the sandbox's hosted page and webhook, on the wall clock, stay in their windows.
let clock = new Date();
const now = () => clock;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://shop.example",
      // Cached public answers would live a minute: only the tables' change notification clears them in time.
      PUBLIC_CACHE_SECONDS: "60",
      WALLET_ADJUSTMENT_APPROVAL_ABOVE: "100",
    },
    now,
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** `npm run admin -- …` in process, wired as console-team.ts wires it (the staff service mails through SMTP). */
const admin = (...argv: string[]) =>
  runAdminCommand(
    {
      db: t.database.db,
      providers: async () => t.app.payments.providers,
      staff: createStaffService({
        db: t.database.db,
        now,
        mail: t.app.mail,
        publicUrl: t.config.publicUrl,
        productName: t.config.productName,
      }),
    },
    argv,
  );

/** `npm run admin -- audit:verify` as the operator runs it: its own process on the database (PostgreSQL only). */
const auditVerifyProcess = (databaseUrl: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, "apps/server/src/admin/admin-cli.ts"), "audit:verify"],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) =>
      resolve({
        code,
        stdout: stdout.trim(),
        // Node's own warnings (experimental features) are not the command's answer.
        stderr: stderr
          .split("\n")
          .filter((line) => line.trim() !== "" && !/^\(node:\d+\)|^\(Use `node --trace-/.test(line))
          .join("\n"),
      }),
    );
  });

type Member = { email: string; client: ConsoleClient; secret: string };

/** A fresh reauthentication, as the console's code prompt asks before money and staff actions. */
async function reauth(member: Member) {
  later(30_000);
  const answer = await member.client.post("/api/console/reauth", { code: totpAt(member.secret, now()) });
  expect(answer.statusCode, answer.body).toBe(200);
}

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Every number with decimals inside a JSON value, with its path. */
function fractions(value: unknown, at = "$"): string[] {
  if (typeof value === "number") return Number.isInteger(value) ? [] : [`${at} = ${value}`];
  if (Array.isArray(value)) return value.flatMap((item, index) => fractions(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => fractions(item, `${at}.${key}`));
  return [];
}

/** The walk's import: 10,000 rows for the new region, 20 of them bad (5 of each kind), spread through the file. */
function inventoryCsv(regionCode: string, existing: readonly { address: string; port: number }[]) {
  const BAD_KINDS = ["bad_ipv4", "duplicate_in_file", "already_in_inventory", "unknown_region"] as const;
  const badIpv4 = ["100.64.300.1", "100.64.7", "100.64.01.9", "fe80::1", "100.64.8.9.10"];
  const lines = ["address,port,region,rack"];
  const bad: [number, string][] = [];
  let valid = 0;
  let previous = "";
  for (let row = 0; row < 10_000; row++) {
    const line = row + 2;
    // Every 500th row from the 250th is bad: rows 250, 750, …, 9,750; the kinds take turns.
    const slot = row % 500 === 250 ? (row - 250) / 500 : -1;
    const kind = slot >= 0 ? BAD_KINDS[slot % 4] : undefined;
    const n = Math.floor(slot / 4);
    if (!kind) {
      // 100.64.0.0/10, the shared address space: no other test or seeded row uses it.
      previous = `100.64.${Math.floor(valid / 250)}.${(valid % 250) + 1},8000,${regionCode}`;
      lines.push(`${previous},R${row % 40}`);
      valid++;
      continue;
    }
    bad.push([line, kind]);
    if (kind === "bad_ipv4") lines.push(`${badIpv4[n]},8000,${regionCode},R0`);
    // The valid row just above, again.
    else if (kind === "duplicate_in_file") lines.push(`${previous},R0`);
    else if (kind === "already_in_inventory")
      lines.push(`${existing[n]?.address},${existing[n]?.port},${regionCode},R0`);
    // Addresses no valid row takes, so the region alone is at fault.
    else lines.push(`100.127.255.${n + 1},8000,PRT-X${n},R0`);
  }
  return { content: `${lines.join("\r\n")}\r\n`, bad, valid };
}

describe(`issue #25, Done when: an operator's first day, end to end (${driver})`, () => {
  it("owner from the command line, team, import, price, refunds, adjustment, audit:verify intact then broken", async () => {
    // 1. The first owner, invited from the command line; the link is mailed.
    const ownerEmail = "olive.owner@example.com";
    const invited = await admin("staff:invite", ownerEmail, "--role", "owner");
    expect(invited).toMatch(
      /^Invited olive\.owner@example\.com to the console as owner: the link is mailed and works once, until \d{4}-\d\d-\d\dT[\d:.]+Z\.$/,
    );
    const ownerToken = await invitationTokenFor(smtp, ownerEmail);

    // 2. The owner accepts, signs in, and enrols an authenticator with a TOTP code.
    const ownerClient = consoleClient(t.app);
    const password = "a long owner password";
    const accepted = await ownerClient.post("/api/console/invitation/accept", {
      token: ownerToken,
      password,
      display_name: "Olive Owner",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const login = await ownerClient.post("/api/console/login", { email: ownerEmail, password });
    expect(login.json().data).toMatchObject({ next: "needs_enrolment" });
    const secret: string = login.json().data.secret;
    // Before enrolment the session reaches nothing else, and a wrong code enrols nothing.
    expect((await ownerClient.get(staffMe.path)).statusCode).toBe(403);
    const wrong = await ownerClient.post("/api/console/enrolment/confirm", { code: totpAt(secret, now(), 3) });
    expect(wrong.json().error).toBe("staff_code_invalid");
    const enrolled = await ownerClient.post("/api/console/enrolment/confirm", { code: totpAt(secret, now()) });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json().data.recovery_codes).toHaveLength(10);
    const owner: Member = { email: ownerEmail, client: ownerClient, secret };
    const ownerMe = (await ownerClient.get(staffMe.path)).json().data;
    expect(ownerMe).toMatchObject({ staff: { email: ownerEmail }, roles: [{ name: "owner" }] });

    // 3. The owner invites a support member and a finance member; each accepts and enrols.
    const roles = (await ownerClient.get("/api/console/roles")).json().data.list as { id: number; name: string }[];
    const roleId = (name: string) => roles.find((role) => role.name === name)?.id;
    const invite = async (email: string, role: string): Promise<Member> => {
      await reauth(owner);
      const before = smtp.messages.length;
      const answer = await ownerClient.post(inviteStaff.path, { email, role_id: roleId(role) });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toMatchObject({ email });
      const token = await invitationTokenFor(smtp, email, before);
      return { email, ...(await acceptAndEnrol(t.app, { token, email, now })) };
    };
    const support = await invite("sam.support@example.com", "support");
    const finance = await invite("fay.finance@example.com", "finance");
    const supportMe = (await support.client.get(staffMe.path)).json().data;
    expect(supportMe.roles).toEqual([{ id: roleId("support"), name: "support" }]);
    expect(supportMe.permissions).not.toContain("orders:refund");
    const financeMe = (await finance.client.get(staffMe.path)).json().data;
    expect(financeMe.roles).toEqual([{ id: roleId("finance"), name: "finance" }]);
    expect(financeMe.permissions).toEqual(expect.arrayContaining(["orders:refund", "wallet:adjust"]));

    // 4. A new region, then 10,000 IPs for it from a CSV with 20 bad rows: the dry run names
    //    exactly those rows by line and code and writes no IP; the commit writes the other 9,980.
    const opened = await ownerClient.post(createConsoleRegion.path, {
      continent: "europe",
      country: { code: "prt", name_en: "Portugal", name_zh: "葡萄牙" },
      state: null,
      city: { code: "lis", name_en: "Lisbon", name_zh: "里斯本" },
      isp: "Tejo Fibra",
      weight: 30,
      hot: false,
      weekly_price: 1.8,
      fortnightly_price: 3.2,
      monthly_price: 5.5,
      bimonthly_price: 10.5,
      quarterly_price: 15,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const region = opened.json().data as { id: number; code: string; stock: number };
    expect(region).toMatchObject({ code: "PRT-LIS", stock: 0 });
    const existing = await t.database.db
      .select({ address: staticIps.address, port: staticIps.port })
      .from(staticIps)
      .orderBy(staticIps.id)
      .limit(5);
    const csv = inventoryCsv(region.code, existing);
    expect(csv.bad).toHaveLength(20);
    expect(csv.valid).toBe(9_980);

    const dry = await ownerClient.post(consoleIpImportDryRun.path, { file_name: "lisbon.csv", content: csv.content });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data;
    expect(report).toMatchObject({
      status: "dry_run",
      total_rows: 10_000,
      valid_rows: 9_980,
      error_rows: 20,
      rows_written: 0,
    });
    expect(report.report.error_count).toBe(20);
    expect(report.report.errors.map((error: { line: number; code: string }) => [error.line, error.code])).toEqual(
      csv.bad,
    );
    expect(report.report.errors[0].message).toBe("Line 252: “100.64.300.1” is not an IPv4 address like 203.0.113.7.");
    const stockOf = async () =>
      (
        (await ownerClient.get(consoleInventoryStock.path)).json().data.list as {
          region_id: number;
          available: number;
        }[]
      ).find((row) => row.region_id === region.id)?.available;
    expect(await stockOf()).toBe(0);
    // The public regions list (the /staticisp/ page's), read now so its cache holds the empty region.
    const publicStock = async () =>
      (await t.app.inject({ url: publicStaticRegions.path }))
        .json<{ data: { area: StaticRegion[] } }>()
        .data.area.find((entry) => entry.id === region.id)?.stock;
    expect(await publicStock()).toBe(0);

    // No jobs runner in this app (as with JOBS=off): the commit runs the job in process after its answer.
    const commit = await ownerClient.post(consoleIpImportCommit.path, { import_id: report.id, content: csv.content });
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json().data).toMatchObject({ queued: true, import: { id: report.id } });
    // Well under a second on either database (measured); the bound is for a slow machine.
    await expect
      .poll(async () => (await ownerClient.get(`${consoleIpImport.path}?id=${report.id}`)).json().data.status, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe("done");
    const done = (await ownerClient.get(`${consoleIpImport.path}?id=${report.id}`)).json().data;
    expect(done).toMatchObject({ status: "done", rows_written: 9_980, error_rows: 20 });
    expect(await stockOf()).toBe(9_980);
    // It follows the import at once: the cache is dropped by the inventory's change notification.
    await expect.poll(publicStock, { timeout: 2_000, interval: 20 }).toBe(9_980);
    // Committing again writes nothing twice.
    const again = await ownerClient.post(consoleIpImportCommit.path, { import_id: report.id, content: csv.content });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ queued: false, import: { status: "done", rows_written: 9_980 } });
    const [written] = await rows(
      sql`select count(*)::int as n, count(distinct (address, port))::int as pairs from static_ips where region_id = ${region.id}`,
    );
    expect(written).toEqual({ n: 9_980, pairs: 9_980 });
    expect(await stockOf()).toBe(9_980);

    // 5. A plan's price changes in the console; the public catalogue the /residential/ page
    //    reads answers the new price at once (its cache is dropped by the table's notification).
    const publicPlan = async (id: number) =>
      (await t.app.inject({ url: `${residentialPackages.path}?type=1`, headers: { "accept-language": "en" } }))
        .json<{ data: PackagesResponse }>()
        .data["1"].find((entry) => entry.id === id);
    const starter = ((await ownerClient.get(consolePlans.path)).json().data.list as ConsolePlan[]).find(
      (plan) => plan.title_en === "Starter",
    );
    if (!starter) throw new Error("no Starter plan");
    // Read first, so the old price sits in the cache the change must clear.
    expect(await publicPlan(starter.id)).toMatchObject({ price: 35, sale_price: 30 });
    const { id: starterId, active: _active, ...starterFields } = starter;
    const repriced = await ownerClient.post(updateConsolePlan.path, {
      ...starterFields,
      id: starterId,
      sale_price: 27.5,
      discount_ratio: 21,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().data).toMatchObject({ id: starterId, price: 35, sale_price: 27.5 });
    await expect
      .poll(async () => (await publicPlan(starterId))?.sale_price, { timeout: 2_000, interval: 20 })
      .toBe(27.5);
    expect(await publicPlan(starterId)).toMatchObject({ price: 35, sale_price: 27.5, discount_ratio: 21 });

    // 6. A customer buys that plan at its new price through the sandbox's hosted checkout.
    const customer = await createCustomer(t);
    const shop = apiFor(t.app, customer);
    const created = await shop.post("/api/order/create", { type: 1, package_id: starterId });
    expect(created.statusCode, created.body).toBe(200);
    const orderNo: string = created.json().data.order_no;
    const checkout = await shop.post("/api/payment/create", { order_no: orderNo, pay_type: 1 });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect((await completeSandboxCheckout(t.app, checkout.json().data.url, "paid")).statusCode).toBe(303);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(paid).toMatchObject({ payStatus: 2, priceCents: 2_750, provider: "sandbox" });

    // 7. Finance refunds part of it to the wallet and the rest back through the provider, each
    //    after a fresh code; the support member may not refund at all.
    const refund = (member: Member, body: object) => member.client.post(consoleRefundOrder.path, body);
    const byWallet = { order_no: orderNo, amount: 10, to: "wallet", reason_code: "service_problem" };
    const supportRefund = await refund(support, { ...byWallet, request_id: "walk-refund-support" });
    expect(supportRefund.statusCode).toBe(403);
    expect(supportRefund.json().error).toBe("forbidden");
    // The code finance entered at enrolment is older than the reauthentication window by now.
    later(6 * 60_000);
    const stale = await refund(finance, { ...byWallet, request_id: "walk-refund-stale" });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe("staff_reauth_required");
    await reauth(finance);
    const toWallet = await refund(finance, { ...byWallet, note: "Slow first day", request_id: "walk-refund-wallet" });
    expect(toWallet.statusCode, toWallet.body).toBe(200);
    expect(toWallet.json().data).toEqual({
      order_no: orderNo,
      amount_cents: 1_000,
      full: false,
      to: "wallet",
      already: false,
    });
    await reauth(finance);
    const toProvider = await refund(finance, {
      order_no: orderNo,
      to: "provider",
      reason_code: "customer_request",
      note: "The rest back to the card",
      request_id: "walk-refund-provider",
    });
    expect(toProvider.statusCode, toProvider.body).toBe(200);
    expect(toProvider.json().data).toEqual({
      order_no: orderNo,
      amount_cents: 1_750,
      full: true,
      to: "sandbox",
      already: false,
    });
    const shares = await t.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, paid?.id ?? -1))
      .orderBy(orderRefunds.id);
    expect(shares.map((share) => [share.destination, share.status, share.amountCents])).toEqual([
      ["wallet", "succeeded", 1_000],
      ["provider", "succeeded", 1_750],
    ]);
    const [refunded] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(refunded).toMatchObject({ refundedCents: 2_750, refundPendingCents: 0, refundStatus: 2 });

    // 8. Finance adjusts the customer's wallet with a reason code and a note.
    await reauth(finance);
    const adjusted = await finance.client.post(adjustCustomerWallet.path, {
      customer_id: customer.userId,
      request_key: randomUUID(),
      amount_cents: 500,
      reason_code: "goodwill",
      note: "Sorry for the slow first day",
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().data).toMatchObject({ status: "posted", amount_cents: 500, needs_approval: false });
    const detail = (await finance.client.get(`${consoleCustomerDetail.path}?id=${customer.userId}`)).json().data;
    expect(detail.adjustments[0]).toMatchObject({ amount_cents: 500, reason_code: "goodwill", status: "posted" });
    const wallet = (await shop.get("/api/member/wallet")).json().data;
    expect(wallet.balance).toBe(15);
    await assertMoneyInvariants(t.database.db);

    // 9. The audit, as the console's audit browser shows it, holds each of those actions with its
    //    actor, and support's refused attempt.
    const audit = (await ownerClient.get(consoleAuditEvents.path)).json().data.list as AuditEventView[];
    const walk = [...audit].reverse().map((event) => [event.action, event.staff?.email ?? null, event.outcome]);
    expect(walk).toEqual([
      ["staff.invite", null, "succeeded"],
      ["staff.invite", ownerEmail, "succeeded"],
      ["staff.invite", ownerEmail, "succeeded"],
      ["catalogue.region.create", ownerEmail, "succeeded"],
      ["inventory.import.dry_run", ownerEmail, "succeeded"],
      ["inventory.import.commit", ownerEmail, "succeeded"],
      ["catalogue.plan.update", ownerEmail, "succeeded"],
      // The refund support may not make (finance's stale code is a prompt, not a refusal to keep).
      ["access.refused", support.email, "refused"],
      ["order.refund", finance.email, "succeeded"],
      ["order.refund", finance.email, "succeeded"],
      ["wallet.adjust", finance.email, "succeeded"],
    ]);
    const find = (action: string, resourceId?: string) =>
      audit.find((event) => event.action === action && (resourceId === undefined || event.resource_id === resourceId));
    expect(audit.filter((event) => event.action === "staff.invite").map((event) => event.after)).toEqual([
      expect.objectContaining({ email: finance.email }),
      expect.objectContaining({ email: support.email }),
      expect.objectContaining({ email: ownerEmail }),
    ]);
    expect(find("inventory.import.dry_run")?.after).toMatchObject({ total_rows: 10_000, error_rows: 20 });
    expect(find("inventory.import.commit")?.after).toEqual({ status: "queued", rows_to_write: 9_980 });
    expect(find("catalogue.plan.update", String(starterId))).toMatchObject({
      before: expect.objectContaining({ price_cents: 3_500, sale_price_cents: 3_000 }),
      after: expect.objectContaining({ price_cents: 3_500, sale_price_cents: 2_750 }),
    });
    // Money in the audit is integer cents: no row of the walk carries a number with decimals.
    expect(audit.flatMap((event) => [...fractions(event.before), ...fractions(event.after)])).toEqual([]);
    const refundRows = audit.filter((event) => event.action === "order.refund").reverse();
    expect(refundRows.map((event) => [event.resource_id, event.customer_id, event.reason_code, event.after])).toEqual([
      [
        orderNo,
        customer.userId,
        "service_problem",
        { request_id: "walk-refund-wallet", amount_cents: 1_000, to: "wallet", state: "done" },
      ],
      [
        orderNo,
        customer.userId,
        "customer_request",
        // Audited when reserved, before the provider is asked (ADR 428); the refund row says it was made.
        { request_id: "walk-refund-provider", amount_cents: 1_750, to: "sandbox", state: "pending" },
      ],
    ]);
    expect(find("wallet.adjust")).toMatchObject({
      customer_id: customer.userId,
      reason_code: "goodwill",
      note: "Sorry for the slow first day",
      after: expect.objectContaining({ amount_cents: 500, status: "posted" }),
    });

    // 10. audit:verify passes: from the command line in process, and on PostgreSQL as its own process.
    const events = audit.length;
    expect(await admin("audit:verify")).toBe(`Audit chain intact: ${events} events.`);
    if (t.database.url) {
      expect(await auditVerifyProcess(t.database.url)).toEqual({
        code: 0,
        stdout: `Audit chain intact: ${events} events.`,
        stderr: "",
      });
    }

    // 11. One audit row edited by SQL. Through the application's connection the trigger refuses
    //     it; around the triggers, as someone holding the database could, it goes in — and
    //     audit:verify names that row and fails (exit 1 from the command line).
    const edited = refundRows[0];
    if (!edited) throw new Error("no refund row");
    const refused = await t.database.db
      .execute(sql`update audit_events set note = 'nothing refunded' where seq = ${edited.seq}`)
      .then(
        () => "not refused",
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(refused).toBe("the audit is append-only: UPDATE on audit_events is refused");
    expect(await admin("audit:verify")).toBe(`Audit chain intact: ${events} events.`);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger user`);
      await tx.execute(
        sql`update audit_events set "after" = jsonb_set("after", '{amount_cents}', '100') where seq = ${edited.seq}`,
      );
      await tx.execute(sql`alter table audit_events enable trigger user`);
    });
    const [tampered] = await rows(sql`select "after" from audit_events where seq = ${edited.seq}`);
    expect(tampered?.after).toMatchObject({ amount_cents: 100 });
    expect(edited.seq).toBeLessThan(events);
    const broken = `Audit chain broken at event ${edited.seq}: it is not as it was written (edited after the fact).`;
    const verified = admin("audit:verify");
    await expect(verified).rejects.toBeInstanceOf(AdminUsageError);
    await expect(verified).rejects.toThrow(broken);
    if (t.database.url) {
      expect(await auditVerifyProcess(t.database.url)).toEqual({ code: 1, stdout: "", stderr: broken });
    }
    // The rest of the walk's money is untouched by the audit's edit.
    await assertMoneyInvariants(t.database.db);
    expect(
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(staticIps)
        .where(and(eq(staticIps.regionId, region.id), eq(staticIps.status, "available"))),
    ).toEqual([{ n: 9_980 }]);
  }, 180_000);
});
