import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { SANDBOX_SIGNATURE_HEADER, type SandboxCheckout } from "../modules/payments/providers/sandbox-provider.ts";
import { assertMoneyInvariants } from "../test/money-invariants.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import type { Schema } from "./client.ts";
import { MIGRATIONS_DIR, migrateDatabase } from "./migrate.ts";
import { orders, paymentCheckouts, paymentEvents } from "./schema/index.ts";

/**
 * A database from before payment_checkouts (migrations up to 0010) upgrades with a checkout for
 * every order that had a provider recorded, under the bare order number those providers were
 * given (ADR 404): a payment still on its way when Portico is upgraded finds its checkout and pays
 * its order, and a paid one reported again is not counted twice.
 */
const USER = "00000000-0000-4000-8000-000000000002";
let database: TestDatabase;
let before: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  before = mkdtempSync(path.join(tmpdir(), "portico-migrations-"));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 10);
  writeFileSync(journalPath, JSON.stringify(journal));
  const config = { migrationsFolder: before };
  if (database.target.driver === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as NodePgDatabase<Schema>, config);
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as PgliteDatabase<Schema>, config);
  }
});
afterAll(async () => {
  await app?.close();
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

/** A sandbox webhook for a checkout opened before the upgrade: its reference was the order number. */
function legacyEvent(orderNo: string, checkoutId: string, amountMinor: number, currency: "usd" | "cny") {
  const sandbox = app.payments.providers.sandbox;
  if (!sandbox) throw new Error("no sandbox");
  const checkout: SandboxCheckout = {
    id: checkoutId,
    orderNo,
    title: "Plan",
    payType: currency === "cny" ? 2 : 1,
    amountMinor,
    currency,
    language: "en",
    successUrl: "https://portico.test/payment",
    cancelUrl: "https://portico.test/payment",
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  };
  const { body, signature } = sandbox.signedEvent(checkout, "paid", Math.floor(Date.now() / 1000));
  return app.inject({
    method: "POST",
    url: "/api/payment/webhook/sandbox",
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

describe("migration 0011 (payment checkouts)", () => {
  it("gives every order with a provider recorded a checkout under its order number, and links paid ones to their inflow", async () => {
    await run(sql`insert into users (id, email, password_hash, first_name, last_name)
      values (${USER}, 'upgrade@example.com', 'x', 'Old', 'Buyer')`);
    // Paid by card before the upgrade, and booked; and an unpaid one whose Alipay page is still open.
    await run(sql`insert into orders (id, order_no, user_id, kind, list_type, title_en, title_zh, flow_mb, days,
        price_cents, pay_status, pay_type, pay_currency, pay_price_minor, paid_at, close_at, fulfilled_at, provider,
        provider_ref)
      values (1, 'R0PAID', ${USER}, 'residential', 1, 'Plan', '套餐', 1024, 30, 1000, 2, 1, 'usd', 1000, now(),
          now(), now(), 'sandbox', 'sbx_paid'),
        (2, 'R0OPEN', ${USER}, 'residential', 1, 'Plan', '套餐', 1024, 30, 1000, 1, 2, 'cny', 7200, null,
          now() + interval '20 minutes', null, 'sandbox', 'sbx_open')`);
    await run(sql`insert into proxy_accounts (user_id, username, password, purchased_mb, expire_at)
      values (${USER}, 'uold', 'pw', 1024, now() + interval '30 days')`);
    await run(sql`insert into ledger_accounts (id, kind, user_id, provider, balance_cents) values
      (201, 'revenue', null, null, null), (202, 'provider_clearing', null, 'sandbox', null)`);
    await run(sql`insert into ledger_transfers (id, idempotency_key, kind, user_id, order_id, order_no,
        customer_delta_cents, in_balance_log, memo_en, memo_zh)
      values (1, 'order_payment:1', 'order_payment', ${USER}, 1, 'R0PAID', 0, false, 'Plan', '套餐')`);
    await run(
      sql`insert into ledger_entries (transfer_id, account_id, amount_cents) values (1, 202, -1000), (1, 201, 1000)`,
    );
    // The rows above were written with their ids, as an older Portico's would have been: move the sequences on.
    for (const table of ["orders", "ledger_accounts", "ledger_transfers"]) {
      await run(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
    }

    expect(await migrateDatabase(database)).toBe(true);
    const checkouts = await database.db.select().from(paymentCheckouts).orderBy(paymentCheckouts.orderId);
    expect(checkouts.map((c) => [c.checkoutNo, c.state, c.result, c.paymentRef, c.currency, c.amountMinor])).toEqual([
      ["R0PAID", "paid", "fulfilled", "sbx_paid", "usd", 1000],
      ["R0OPEN", "open", null, null, "cny", 7200],
    ]);
    await assertMoneyInvariants(database.db);

    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "https://portico.test" }),
      database,
      logger: false,
      printMail: () => undefined,
    });
    await app.ready();
  });

  it("an Alipay payment opened before the upgrade pays its order after it", async () => {
    expect((await legacyEvent("R0OPEN", "sbx_open", 7200, "cny")).statusCode).toBe(200);
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNo, "R0OPEN"));
    expect(order).toMatchObject({ payStatus: 2, payCurrency: "cny", payPriceMinor: 7200 });
    await assertMoneyInvariants(database.db);
  });

  it("a payment made before the upgrade, reported again after it, is not counted twice", async () => {
    expect((await legacyEvent("R0PAID", "sbx_paid", 1000, "usd")).statusCode).toBe(200);
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, "R0PAID"));
    expect(events.map((event) => event.result)).toEqual(["same_payment"]);
    await assertMoneyInvariants(database.db);
  });
});
