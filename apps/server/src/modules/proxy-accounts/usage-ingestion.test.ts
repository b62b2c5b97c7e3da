import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows-of.ts";
import { proxyUsageBatches } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type Customer, createCustomer } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { buyResidentialPlan, gatewayEnv, proxyAccountRow, reportUsage } from "../../test/traffic-fixtures.ts";

/**
 * Usage batches arriving at once (ADR 411): on PostgreSQL they really run side by side; each
 * account is debited exactly what was reported until its traffic runs out, never below zero,
 * and batches that name the same accounts in opposite orders never deadlock. Asserted from the
 * database, with the money invariants (used bytes = the hourly rows ≤ what was bought).
 */
const MB = 1_000_000;
const HOUR_S = 3600;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: gatewayEnv });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const hoursAgo = (hours: number) => Math.floor(Date.now() / 1000) - hours * HOUR_S;

async function trialAccount() {
  const customer = await createCustomer(t);
  await buyResidentialPlan(t, customer, "Trial");
  return { customer, account: await proxyAccountRow(t, customer) };
}

async function hourlySum(customer: Customer): Promise<number> {
  const result = await t.database.db.execute(
    sql`select coalesce(sum(bytes), 0)::text as bytes from proxy_usage_hourly where user_id = ${customer.userId}`,
  );
  return Number(rowsOf<{ bytes: string }>(result)[0]?.bytes);
}

describe("concurrent usage batches", () => {
  it("debit each account exactly, down to zero and never below, without deadlocks", async () => {
    const light = await trialAccount();
    const heavy = await trialAccount();
    const batches = 40;
    // 40 × 20 MB fits in the light account's 1024 MB; 40 × 40 MB does not fit in the heavy one's.
    const answers = await Promise.all(
      Array.from({ length: batches }, (_, index) => {
        const records = [
          { username: light.account.username, hour: hoursAgo(1 + (index % 5)), bytes: 20 * MB },
          { username: heavy.account.username, hour: hoursAgo(1 + (index % 7)), bytes: 40 * MB },
        ];
        // Half the batches name the accounts in the other order: the locks are taken by username anyway.
        return reportUsage(t.app, { batch_id: `race-${index}`, records: index % 2 ? records.reverse() : records });
      }),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const lightRow = await proxyAccountRow(t, light.customer);
    const heavyRow = await proxyAccountRow(t, heavy.customer);
    expect(lightRow.usedBytes).toBe(batches * 20 * MB);
    expect(heavyRow.usedBytes).toBe(heavyRow.purchasedMb * MB);
    expect(await hourlySum(light.customer)).toBe(lightRow.usedBytes);
    expect(await hourlySum(heavy.customer)).toBe(heavyRow.usedBytes);
    // What the answers say was debited is what the accounts lost; the batches stored the same.
    const debited = answers.reduce((sum, answer) => sum + answer.json().data.debited_bytes, 0);
    expect(debited).toBe(lightRow.usedBytes + heavyRow.usedBytes);
    const stored = await t.database.db.execute(
      sql`select coalesce(sum(debited_bytes), 0)::text as bytes from proxy_usage_batches where batch_id like 'race-%'`,
    );
    expect(Number(rowsOf<{ bytes: string }>(stored)[0]?.bytes)).toBe(debited);
    // Once the heavy account ran out, every later batch named it, and never the light one.
    const outOfTraffic = answers.map((answer) => answer.json().data.out_of_traffic as string[]);
    expect(outOfTraffic.filter((names) => names.includes(heavy.account.username)).length).toBeGreaterThan(0);
    expect(outOfTraffic.some((names) => names.includes(light.account.username))).toBe(false);
  });

  it("count one batch sent many times at once exactly once, and answer each the same", async () => {
    const { customer, account } = await trialAccount();
    const batch = {
      batch_id: "retried-at-once",
      records: [
        { username: account.username, hour: hoursAgo(2), bytes: 7 * MB },
        { username: account.username, hour: hoursAgo(1), bytes: 11 * MB },
      ],
    };
    const answers = await Promise.all(Array.from({ length: 12 }, () => reportUsage(t.app, batch)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = new Set(answers.map((answer) => JSON.stringify(answer.json())));
    expect(bodies.size).toBe(1);
    expect(answers[0]?.json().data.debited_bytes).toBe(18 * MB);
    expect((await proxyAccountRow(t, customer)).usedBytes).toBe(18 * MB);
    expect(await hourlySum(customer)).toBe(18 * MB);
    const rows = await t.database.db
      .select()
      .from(proxyUsageBatches)
      .where(eq(proxyUsageBatches.batchId, batch.batch_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ records: 2, reportedBytes: 18 * MB, debitedBytes: 18 * MB, service: "gateway" });
  });
});
