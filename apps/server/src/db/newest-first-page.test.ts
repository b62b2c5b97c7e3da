import { and, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { migrateDatabase } from "./migrate.ts";
import { newestFirstPage, pageIdsQuery } from "./newest-first-page.ts";
import { ledgerTransfers, orders, users } from "./schema/index.ts";

let database: TestDatabase;
let userId: string;
const ORDERS = 23;
// Three orders share each minute, so the id has to break the ties.
const createdAt = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, Math.floor(n / 3)));

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateDatabase(database);
  const [user] = await database.db
    .insert(users)
    .values({ email: "lists@example.com", passwordHash: "-", firstName: "Mei", lastName: "Lin" })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  userId = user.id;
  await database.db.insert(orders).values(
    Array.from({ length: ORDERS }, (_, n) => ({
      orderNo: `L${String(n).padStart(4, "0")}`,
      userId,
      kind: "residential" as const,
      listType: 1 as const,
      titleEn: `Order ${n}`,
      titleZh: `订单 ${n}`,
      priceCents: 100,
      payStatus: n % 2 === 0 ? 2 : 1,
      paidAt: n % 2 === 0 ? createdAt(n) : null,
      closeAt: createdAt(n),
      createdAt: createdAt(n),
    })),
  );
});
afterAll(() => database.close());

const listWhere = (payStatus?: number) =>
  and(
    eq(orders.userId, userId),
    eq(orders.listType, 1),
    payStatus === undefined ? undefined : eq(orders.payStatus, payStatus),
  );

/** The same list sorted in memory: newest first, the later id first within one moment. */
async function expectedOrderNos(payStatus?: number): Promise<string[]> {
  const rows = await database.db.select().from(orders).where(listWhere(payStatus));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.orderNo);
}

describe(`newest-first pages (${process.env.PORTICO_TEST_DRIVER ?? "pglite"})`, () => {
  it("every page, from either end, is the same slice as sorting the whole list", async () => {
    for (const payStatus of [undefined, 2]) {
      const expected = await expectedOrderNos(payStatus);
      for (const limit of [1, 4, 5, 10]) {
        const pages = Math.ceil(expected.length / limit);
        for (let page = 1; page <= pages + 1; page += 1) {
          const offset = (page - 1) * limit;
          const result = await newestFirstPage(database.db, orders, listWhere(payStatus), { limit, offset });
          expect(result.count).toBe(expected.length);
          expect(result.rows.map((row) => row.orderNo)).toEqual(expected.slice(offset, offset + limit));
        }
      }
    }
  });

  it("an empty list has no rows and a count of 0", async () => {
    const result = await newestFirstPage(database.db, orders, eq(orders.userId, crypto.randomUUID()), {
      limit: 10,
      offset: 0,
    });
    expect(result).toEqual({ rows: [], count: 0 });
  });

  /**
   * With sorting priced out, a plan still sorts only when no index gives the order: the list
   * indexes must end in (created_at DESC NULLS FIRST, id DESC NULLS FIRST). Drizzle's `desc()`
   * alone writes NULLS LAST, which `order by … desc` cannot use (found with a million rows).
   */
  it("the list pages are read in the list index's order, from both ends, without a sort", async () => {
    const shapes: Array<[string, typeof orders | typeof ledgerTransfers, SQL | undefined]> = [
      ["orders", orders, listWhere()],
      ["orders by pay status", orders, listWhere(2)],
      ["balance log", ledgerTransfers, and(eq(ledgerTransfers.userId, userId), eq(ledgerTransfers.inBalanceLog, true))],
    ];
    for (const [name, table, where] of shapes) {
      for (const direction of ["newest first", "oldest first"] as const) {
        const plan = await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_sort = off`);
          await tx.execute(sql`set local enable_seqscan = off`);
          const result = (await tx.execute(
            sql`explain ${pageIdsQuery(tx as never, table, where, direction, 10, 5)}`,
          )) as unknown as { rows: Array<Record<string, string>> };
          return result.rows.map((row) => Object.values(row)[0]).join("\n");
        });
        expect(plan, `${name}, ${direction}`).not.toMatch(/Sort/);
      }
    }
  });
});
