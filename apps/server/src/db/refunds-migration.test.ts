import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertMoneyInvariants } from "../test/money-invariants.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import type { Schema } from "./client.ts";
import { MIGRATIONS_DIR, migrateDatabase } from "./migrate.ts";
import { orderRefunds, orders } from "./schema/index.ts";

/**
 * A database from before order_refunds (migrations up to 0006) that already holds refunds in the
 * ledger upgrades with them written as made refunds (ADR 402), and the money invariants hold.
 */
let database: TestDatabase;
let before: string;
beforeAll(async () => {
  database = await createTestDatabase();
  before = mkdtempSync(path.join(tmpdir(), "portico-migrations-"));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 6);
  writeFileSync(journalPath, JSON.stringify(journal));
});
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

async function migrateUpTo0006() {
  const config = { migrationsFolder: before };
  if (database.target.driver === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as NodePgDatabase<Schema>, config);
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as PgliteDatabase<Schema>, config);
  }
}

describe("migration 0008 (order refunds)", () => {
  it("writes the refunds already in the ledger as made refunds, to the wallet or the provider", async () => {
    await migrateUpTo0006();
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
    await run(sql`insert into users (id, email, password_hash, first_name, last_name)
      values ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'x', 'Old', 'Buyer')`);
    await run(sql`insert into orders (id, order_no, user_id, kind, list_type, title_en, title_zh, price_cents,
        pay_status, pay_type, pay_currency, pay_price_minor, paid_at, close_at, fulfilled_at, refund_status,
        refunded_cents, provider, provider_ref)
      values (1, 'R0LD', '00000000-0000-4000-8000-000000000001', 'residential', 1, 'Plan', '套餐', 1000,
        2, 1, 'usd', 1000, now(), now(), now(), 2, 1000, 'stripe', 'cs_test_old')`);
    await run(sql`insert into ledger_accounts (id, kind, user_id, provider, balance_cents) values
      (101, 'revenue', null, null, null), (102, 'provider_clearing', null, 'stripe', null),
      (103, 'customer_wallet', '00000000-0000-4000-8000-000000000001', null, 400),
      (104, 'customer_credit', '00000000-0000-4000-8000-000000000001', null, 0)`);
    // A card payment of $10.00, then $4.00 refunded to the wallet and $6.00 booked back to Stripe.
    await run(sql`insert into ledger_transfers (id, idempotency_key, kind, user_id, order_id, order_no,
        customer_delta_cents, in_balance_log, memo_en, memo_zh)
      values (1, 'pay:1', 'order_payment', '00000000-0000-4000-8000-000000000001', 1, 'R0LD', 0, false, 'Plan', '套餐'),
             (2, 'refund:1:0', 'refund', '00000000-0000-4000-8000-000000000001', 1, 'R0LD', 400, true, 'Refund', '退款'),
             (3, 'refund:1:400', 'refund', '00000000-0000-4000-8000-000000000001', 1, 'R0LD', 0, false, 'Refund', '退款')`);
    await run(sql`insert into ledger_entries (transfer_id, account_id, amount_cents) values
      (1, 102, -1000), (1, 101, 1000), (2, 101, -400), (2, 103, 400), (3, 101, -600), (3, 102, 600)`);

    expect(await migrateDatabase(database)).toBe(true);
    const rows = await database.db.select().from(orderRefunds).orderBy(orderRefunds.requestId);
    expect(rows.map((r) => [r.requestId, r.amountCents, r.destination, r.provider, r.status])).toEqual([
      ["1:0", 400, "wallet", null, "succeeded"],
      ["1:400", 600, "provider", "stripe", "succeeded"],
    ]);
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNo, "R0LD"));
    expect(order).toMatchObject({ refundedCents: 1000, refundPendingCents: 0, providerPaymentRef: null });
    await assertMoneyInvariants(database.db);
  });
});
