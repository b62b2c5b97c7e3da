import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { migrateDatabase } from "./migrate.ts";
import { namedStatementClient } from "./named-statements.ts";
import { residentialPackages } from "./schema/index.ts";

/** A pg Client that records what it was asked to send instead of sending it. */
class RecordingClient extends pg.Client {
  readonly sent: unknown[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded.
  override query(config: any, ..._values: any[]): any {
    this.sent.push(config);
    return Promise.resolve({ rows: [] });
  }
}

describe("statements named by their text", () => {
  const Named = namedStatementClient(RecordingClient as unknown as typeof pg.Client);
  const client = new Named() as unknown as RecordingClient;

  it("names a parameterised statement by a hash of its text, the same name every time", async () => {
    await client.query({ text: "select $1::int" }, [1]);
    await client.query({ text: "select $1::int" }, [2]);
    await client.query({ text: "select $1::int + 1" }, [2]);
    const names = client.sent.map((config) => (config as { name?: string }).name);
    expect(names[0]).toMatch(/^s[\w-]{20}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
  });

  it("leaves statements without parameters, and ones already named, as they are", async () => {
    client.sent.length = 0;
    await client.query({ text: "begin" });
    await client.query({ text: "select $1::int", name: "mine" }, [1]);
    await client.query({ text: "select $1::int", values: [1] });
    expect(client.sent.map((config) => (config as { name?: string }).name)).toEqual([
      undefined,
      "mine",
      expect.stringMatching(/^s/),
    ]);
  });

  it("stops naming new statements past 500 on one connection, and keeps the names it gave", async () => {
    const fresh = new Named() as unknown as RecordingClient;
    for (let n = 0; n < 501; n++) await fresh.query({ text: `select $1::int + ${n}` }, [n]);
    await fresh.query({ text: "select $1::int + 0" }, [0]);
    const names = fresh.sent.map((config) => (config as { name?: string }).name);
    expect(names.filter(Boolean)).toHaveLength(501);
    expect(names[500]).toBeUndefined();
    expect(names[501]).toBe(names[0]);
  });
});

describe(`prepared once per connection (${process.env.PORTICO_TEST_DRIVER ?? "pglite"})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it("answers the same as before, and PostgreSQL keeps one prepared statement for a repeated query", async () => {
    await database.db.transaction(async (tx) => {
      for (const id of [1, 2, 3]) {
        const rows = await tx.select().from(residentialPackages).where(eq(residentialPackages.id, id));
        expect(rows).toEqual([]);
      }
      const prepared = (await tx.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like '%"residential_packages"%'`,
      )) as unknown as { rows: { n: number }[] };
      // On PostgreSQL the pool's client named it once; PGlite prepares nothing by name.
      expect(prepared.rows[0]?.n).toBe(database.driver === "postgres" ? 1 : 0);
    });
  });
});
