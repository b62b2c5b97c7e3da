import { LIST_COUNT_CAP } from "@portico/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../plugins/app-error.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-database.ts";
import { LAST_PAGE_CURSOR } from "./list-cursor.ts";
import { migrateDatabase } from "./migrate.ts";
import { type ListPageAsk, newestFirstSeekPage, pageEdgesQuery } from "./newest-first-seek.ts";
import { ledgerTransfers, orders, users } from "./schema/index.ts";

let database: TestDatabase;
let userId: string;
let bigUserId: string;
const ORDERS = 23;
// Three orders share each minute, so the id has to break the ties.
const createdAt = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, Math.floor(n / 3)));

async function newUser(email: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: "-", firstName: "Mei", lastName: "Lin" })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  return user.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateDatabase(database);
  userId = await newUser("lists@example.com");
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
  // Past the count's cap: one statement, the times microseconds apart (a millisecond cursor
  // would skip rows inside one millisecond).
  bigUserId = await newUser("long-list@example.com");
  await database.db.execute(sql`
    insert into orders (order_no, user_id, kind, list_type, title_en, title_zh, price_cents, pay_status, close_at, created_at)
    select 'B' || lpad(n::text, 6, '0'), ${bigUserId}, 'residential', 1, 'Plan', '套餐', 100, 1,
      timestamptz '2026-02-01' + n * interval '7 microseconds', timestamptz '2026-02-01' + n * interval '7 microseconds'
    from generate_series(1, ${LIST_COUNT_CAP + 25}) n`);
});
afterAll(() => database.close());

const listWhere = (payStatus?: number, owner = userId): SQL =>
  and(
    eq(orders.userId, owner),
    eq(orders.listType, 1),
    payStatus === undefined ? undefined : eq(orders.payStatus, payStatus),
  ) ?? sql`true`;

/** The same list sorted in memory: newest first, the later id first within one moment. */
async function expectedOrderNos(payStatus?: number): Promise<string[]> {
  const rows = await database.db.select().from(orders).where(listWhere(payStatus));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.orderNo);
}

const read = (where: SQL, ask: ListPageAsk) => newestFirstSeekPage(database.db, orders, where, ask);

describe(`newest-first pages by seek (${process.env.PORTICO_TEST_DRIVER ?? "pglite"})`, () => {
  it("every page by number, and walking by cursor both ways, is the same slice as sorting the whole list", async () => {
    for (const payStatus of [undefined, 2]) {
      const expected = await expectedOrderNos(payStatus);
      for (const limit of [1, 4, 5, 10]) {
        const pages = Math.ceil(expected.length / limit);
        const cursors: (string | null)[] = [];
        for (let page = 1; page <= pages; page += 1) {
          const slice = expected.slice((page - 1) * limit, page * limit);
          const byNumber = await read(listWhere(payStatus), { page, limit });
          expect(byNumber).toMatchObject({ count: expected.length, capped: false, page });
          expect(byNumber.rows.map((row) => row.orderNo)).toEqual(slice);
          expect(byNumber.nextCursor === null).toBe(page === pages);
          expect(byNumber.prevCursor === null).toBe(page === 1);
          const byCursor =
            page === 1 ? byNumber : await read(listWhere(payStatus), { page, limit, cursor: cursors.at(-1) ?? "" });
          expect(
            byCursor.rows.map((row) => row.orderNo),
            `page ${page} of ${limit} by cursor`,
          ).toEqual(slice);
          expect(byCursor.nextCursor === null).toBe(page === pages);
          cursors.push(byCursor.nextCursor);
          if (page > 1) {
            const back = await read(listWhere(payStatus), { page: page - 1, limit, cursor: byCursor.prevCursor ?? "" });
            expect(back.rows.map((row) => row.orderNo)).toEqual(expected.slice((page - 2) * limit, (page - 1) * limit));
          }
        }
        const last = await read(listWhere(payStatus), { page: pages, limit, cursor: LAST_PAGE_CURSOR });
        expect(last.rows.map((row) => row.orderNo)).toEqual(expected.slice(-Math.min(limit, expected.length)));
        expect(last.nextCursor).toBeNull();
        expect(last.prevCursor === null).toBe(expected.length <= limit);
      }
    }
  });

  it("an empty list has no rows, a count of 0 and no cursors", async () => {
    const result = await read(listWhere(undefined, crypto.randomUUID()), { page: 1, limit: 10 });
    expect(result).toEqual({ rows: [], count: 0, capped: false, page: 1, nextCursor: null, prevCursor: null });
  });

  it("past 10,000 rows the count is capped, deep pages need a cursor, and cursors walk microseconds apart", async () => {
    const where = listWhere(undefined, bigUserId);
    const first = await read(where, { page: 1, limit: 100 });
    expect(first).toMatchObject({ count: LIST_COUNT_CAP, capped: true, page: 1, prevCursor: null });
    expect(first.rows[0]?.orderNo).toBe(`B${String(LIST_COUNT_CAP + 25).padStart(6, "0")}`);
    // The counted window's last page by number; one past it is refused.
    const edge = await read(where, { page: 100, limit: 100 });
    expect(edge.rows.at(-1)?.orderNo).toBe(`B${String(26).padStart(6, "0")}`);
    await expect(read(where, { page: 101, limit: 100 })).rejects.toMatchObject({ code: "list_page_needs_cursor" });
    const deeper = await read(where, { page: 101, limit: 100, cursor: edge.nextCursor ?? "" });
    expect(deeper.rows.map((row) => row.orderNo)).toEqual(
      Array.from({ length: 25 }, (_, n) => `B${String(25 - n).padStart(6, "0")}`),
    );
    expect(deeper).toMatchObject({ count: LIST_COUNT_CAP, capped: true, nextCursor: null });
    const last = await read(where, { page: 101, limit: 100, cursor: LAST_PAGE_CURSOR });
    expect(last.rows.at(-1)?.orderNo).toBe("B000001");
    expect(last.rows).toHaveLength(100);
  });

  it("a cursor that is not one is refused as list_cursor_invalid", async () => {
    for (const cursor of ["nope", Buffer.from('{"d":"after","k":"1.5","i":1}').toString("base64url"), "e30"]) {
      const failure = await read(listWhere(), { page: 2, limit: 5, cursor }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: "list_cursor_invalid" });
    }
  });

  /**
   * With sorting priced out, a plan still sorts only when no index gives the order: the list
   * indexes must end in (created_at DESC NULLS FIRST, id DESC NULLS FIRST). Drizzle's `desc()`
   * alone writes NULLS LAST, which `order by … desc` cannot use (found with a million rows).
   */
  it("the list pages are read in the list index's order, both ways and from a cursor, without a sort", async () => {
    const shapes: Array<[string, typeof orders | typeof ledgerTransfers, SQL]> = [
      ["orders", orders, listWhere()],
      ["orders by pay status", orders, listWhere(2)],
      [
        "balance log",
        ledgerTransfers,
        and(eq(ledgerTransfers.userId, userId), eq(ledgerTransfers.inBalanceLog, true)) ?? sql`true`,
      ],
    ];
    const seeks = [
      { kind: "offset", offset: 5 },
      { kind: "after", createdAt: "1767225600000000", id: 9 },
      { kind: "before", createdAt: "1767225600000000", id: 9 },
      { kind: "last" },
    ] as const;
    for (const [name, table, where] of shapes) {
      for (const seek of seeks) {
        const plan = await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_sort = off`);
          await tx.execute(sql`set local enable_seqscan = off`);
          const result = (await tx.execute(sql`explain ${pageEdgesQuery(table, where, seek, 10)}`)) as unknown as {
            rows: Array<Record<string, string>>;
          };
          return result.rows.map((row) => Object.values(row)[0]).join("\n");
        });
        expect(plan, `${name}, ${seek.kind}`).not.toMatch(/Sort/);
      }
    }
  });
});
