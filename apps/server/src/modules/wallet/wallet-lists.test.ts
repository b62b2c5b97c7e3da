import { LIST_COUNT_CAP } from "@portico/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer } from "../../test/money-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("wallet lists: times beyond a date", () => {
  it.each(
    ["/api/member/recharge_orders", "/api/member/balance_log"].flatMap((path) =>
      ["start_time", "end_time"].map((field) => [path, field] as const),
    ),
  )("%s: %s past the year 9999 is a 400 naming the field, in the caller's language", async (path, field) => {
    const customer = await createCustomer(t);
    const far = await apiFor(t.app, customer).get(`${path}?${field}=9007199254740991`);
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ error: "validation_failed", msg: `The request is invalid: ${field}.` });
    const zh = await apiFor(t.app, customer, "zh-CN").get(`${path}?${field}=3000000000000`);
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe(`请求参数无效：${field}。`);
    expect((await apiFor(t.app, customer).get(`${path}?${field}=253402300799`)).statusCode).toBe(200);
  });
});

describe("wallet lists past 10,000 rows (ADR 415)", () => {
  it.each([
    ["/api/member/recharge_orders", "order_no"],
    ["/api/member/balance_log", "order_no"],
  ])(
    "%s: the count stops at 10,000 and says so; deep pages go by cursor, and a page number past the window is refused in the caller's language",
    async (path) => {
      const customer = await createCustomer(t);
      const rows = LIST_COUNT_CAP + 5;
      // One statement each, the times a second apart: T000001 is the oldest.
      await t.database.db.execute(sql`
      insert into orders (order_no, user_id, kind, list_type, title_en, title_zh, price_cents, pay_status, close_at, created_at)
      select upper('T' || ${customer.userId.slice(0, 8)}) || lpad(n::text, 6, '0'), ${customer.userId}, 'recharge', 3,
        'Top-up', '充值', 500, 1, timestamptz '2026-03-01' + n * interval '1 second', timestamptz '2026-03-01' + n * interval '1 second'
      from generate_series(1, ${rows}) n`);
      await t.database.db.execute(sql`
      insert into ledger_transfers (idempotency_key, kind, user_id, order_no, customer_delta_cents, in_balance_log, memo_en, memo_zh, created_at)
      select 'list-test:' || ${customer.userId} || ':' || n, 'order_payment', ${customer.userId},
        upper('T' || ${customer.userId.slice(0, 8)}) || lpad(n::text, 6, '0'), -100, true, 'Plan', '套餐',
        timestamptz '2026-03-01' + n * interval '1 second'
      from generate_series(1, ${rows}) n`);
      const api = apiFor(t.app, customer);
      const orderNo = (n: number) => `T${customer.userId.slice(0, 8)}${String(n).padStart(6, "0")}`.toUpperCase();

      const data = async (query: string) => (await api.get(`${path}?${query}`)).json().data;
      const first = await data("page=1&limit=100");
      expect(first).toMatchObject({ count: LIST_COUNT_CAP, count_capped: true, page: 1, prev_cursor: null });
      expect(first.list[0].order_no).toBe(orderNo(rows));
      const edge = await data("page=100&limit=100");
      expect(edge.list.at(-1).order_no).toBe(orderNo(6));

      const refused = await apiFor(t.app, customer, "zh-CN").get(`${path}?page=101&limit=100`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: "list_page_needs_cursor" });
      expect(refused.json().msg).toContain("下一页");

      const deep = await data(`page=101&limit=100&cursor=${edge.next_cursor}`);
      expect(deep.list.map((row: { order_no: string }) => row.order_no)).toEqual([5, 4, 3, 2, 1].map(orderNo));
      expect(deep).toMatchObject({ count: LIST_COUNT_CAP, count_capped: true, page: 101, next_cursor: null });
      const back = await data(`page=100&limit=100&cursor=${deep.prev_cursor}`);
      expect(back.list).toEqual(edge.list);

      // A filter narrows the list under the cap: counted exactly again.
      const one = await data(`order_no=${orderNo(7)}`);
      expect(one).toMatchObject({ count: 1, count_capped: false, next_cursor: null, prev_cursor: null });

      const forged = await api.get(`${path}?page=2&cursor=bm90LWEtY3Vyc29y`);
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ error: "list_cursor_invalid" });
    },
  );
});
