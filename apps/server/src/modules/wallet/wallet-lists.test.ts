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
