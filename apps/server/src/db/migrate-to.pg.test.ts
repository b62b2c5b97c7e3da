import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDatabaseCommand } from "../admin/database-commands.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createCustomer, createRegion, topUp } from "../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../test/money-invariants.ts";
import { withAdminClient } from "../test/test-database.ts";
import { createDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedDatabase } from "./seed/seed.ts";

/**
 * `npm run admin -- migrate-to <DATABASE_URL>` (issue #27): an embedded database with customers,
 * money, orders and IPs, copied into a new PostgreSQL database, keeps every row of every table —
 * compared row by row — and a Portico started on the copy serves the same customers.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? "";

/** Every public table's rows as one sorted JSON text, in UTC. */
async function contents(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query("set timezone = 'UTC'");
  const tables = (await query("select tablename as name from pg_tables where schemaname = 'public' order by 1")).rows;
  const byTable = new Map<string, string>();
  for (const { name } of tables as { name: string }[]) {
    const result = await query(`select coalesce(json_agg(t order by t::text), '[]')::text as rows from "${name}" t`);
    byTable.set(name, String(result.rows[0]?.rows));
  }
  return byTable;
}

describe("npm run admin -- migrate-to", () => {
  let root: string;
  let dataDir: string;
  let customerToken: string;
  const name = `portico_migrated_${process.pid}_${Date.now()}`;
  const target = new URL(adminUrl || "postgres://localhost/x");
  target.pathname = `/${name}`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "portico-migrate-to-"));
    dataDir = path.join(root, "data");
    const database = await createDatabase({ driver: "pglite", dataDir });
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PGLITE_DATA_DIR: dataDir });
    const app = await buildApp({ config, database, logger: false, printMail: () => undefined });
    await app.ready();
    const t = { database: { ...database, driver: "pglite" as const } };
    const customer = await createCustomer(t);
    customerToken = customer.token;
    await topUp(app, customer, 30);
    // A static IP bought with the balance: an order, a ledger transfer, an IP moved out of stock.
    const region = await createRegion({ ...t, app, config, jobs: undefined, close: async () => undefined }, "MGT", 3);
    const placed = await app.inject({
      method: "POST",
      url: "/api/order/create",
      headers: { token: customer.token },
      payload: { type: 2, pay_type: 3, date_unit: "monthly", static_commodity: `${region}:1` },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const paid = await app.inject({
      method: "POST",
      url: "/api/checkout/pay",
      headers: { token: customer.token },
      payload: { order_no: placed.json().data.order_no },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await app.close();
    await database.close();
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  }, 120_000);
  afterAll(async () => {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    await rm(root, { recursive: true, force: true });
  });

  it("copies every row of every table, and a Portico on the copy serves the same customer", async () => {
    const answer = await runDatabaseCommand({ databaseUrl: undefined, pgliteDataDir: dataDir }, "migrate-to", [
      target.href,
    ]);
    expect(answer).toMatch(/^Copied \d+ rows in \d+ tables to .*every table's count checked/);

    const source = await createDatabase({ driver: "pglite", dataDir });
    const copy = await createDatabase({ driver: "postgres", url: target.href });
    try {
      const pglite = source.pglite as PGlite;
      const client = new pg.Client({ connectionString: target.href });
      await client.connect();
      try {
        const [before, after] = await Promise.all([
          contents((text) => pglite.query(text) as never),
          contents((text) => client.query(text)),
        ]);
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [table, rows] of before) expect(after.get(table), table).toBe(rows);
        expect(before.get("orders")).not.toBe("[]");
      } finally {
        await client.end();
      }
      await assertMoneyInvariants(copy.db);
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: target.href }),
        database: copy,
        logger: false,
      });
      try {
        const info = await app.inject({ url: "/api/member/wallet", headers: { token: customerToken } });
        expect(info.statusCode, info.body).toBe(200);
        // New rows continue after the copied ids.
        const again = await createCustomer({ database: { ...copy, driver: "postgres" } });
        expect(again.userId).toBeTruthy();
      } finally {
        await app.close();
      }
    } finally {
      await source.close();
      await copy.close();
    }
  });

  it("refuses a database that already holds Portico, and a DATABASE_URL as the source", async () => {
    await expect(
      runDatabaseCommand({ databaseUrl: undefined, pgliteDataDir: dataDir }, "migrate-to", [target.href]),
    ).rejects.toThrow(/already holds a Portico database/);
    await expect(
      runDatabaseCommand({ databaseUrl: target.href, pgliteDataDir: dataDir }, "migrate-to", [target.href]),
    ).rejects.toThrow(/DATABASE_URL is set/);
  });
});
