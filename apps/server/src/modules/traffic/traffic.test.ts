import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { proxyAccounts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { buyResidentialPlan, gatewayEnv, proxyAccountRow, reportUsage } from "../../test/traffic-fixtures.ts";

/**
 * The user centre's traffic reads (spec 02 §3, §7): `proxy_user` before and after purchases, and
 * `traffic_usage` in hours and in the customer's days, on known usage the gateway reported —
 * across New York's end of daylight saving (1 November 2026), in Shanghai, and with a purchase
 * inside the range.
 */
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
let clock = new Date("2026-10-30T12:00:00Z");
let t: TestApp;
let buyer: Customer;
beforeAll(async () => {
  t = await createTestApp({ env: gatewayEnv, now: () => clock });
  buyer = await createCustomer(t);
  // Starter (10240 MB) on 30 October, Trial (1024 MB) on 2 November at 12:00 UTC.
  await buyResidentialPlan(t, buyer, "Starter");
  clock = new Date("2026-11-02T12:00:00Z");
  await buyResidentialPlan(t, buyer, "Trial");
  clock = new Date("2026-11-03T06:00:00Z");
  const { username } = await proxyAccountRow(t, buyer);
  const usage = [
    ["2026-10-31T03:00:00Z", 100],
    ["2026-10-31T18:00:00Z", 50],
    ["2026-11-01T05:00:00Z", 30],
    ["2026-11-02T16:00:00Z", 200],
    ["2026-11-03T02:00:00Z", 20],
  ] as const;
  const reported = await reportUsage(t.app, {
    batch_id: "traffic-test",
    records: usage.map(([hour, mb]) => ({ username, hour: seconds(hour), bytes: mb * 1_000_000 })),
  });
  if (reported.statusCode !== 200) throw new Error(reported.body);
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const usageOf = (customer: Customer, body: object, language = "en") =>
  apiFor(t.app, customer, language).post("/api/member/traffic_usage", body);

describe("GET /api/member/proxy_user", () => {
  it("answers an empty account to a customer who never bought traffic", async () => {
    const newcomer = await createCustomer(t);
    const response = await apiFor(t.app, newcomer).get("/api/member/proxy_user");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      username: "",
      password: "",
      balance: 0,
      usage: 0,
      plan: "",
      is_inf: 0,
      expire_time: 0,
      isp_num: 0,
      isp_valid_num: 0,
    });
  });

  it("answers the credentials, MB left and used, the latest plan, and the expiry and is_inf as stored", async () => {
    const account = await proxyAccountRow(t, buyer);
    const expected = {
      username: account.username,
      password: account.password,
      balance: 11264 - 400,
      usage: 400,
      plan: "Residential proxies · Trial · 1 day",
      is_inf: 0,
      expire_time: Math.floor(account.expireAt.getTime() / 1000),
      isp_num: 0,
      isp_valid_num: 0,
    };
    expect((await apiFor(t.app, buyer).get("/api/member/proxy_user")).json().data).toEqual(expected);
    // The plan is the latest residential order's title, as the order list shows it, in the caller's language.
    for (const language of ["en", "zh-CN"]) {
      const api = apiFor(t.app, buyer, language);
      const history = (await api.get("/api/order/history?type=1")).json().data;
      expect((await api.get("/api/member/proxy_user")).json().data.plan).toBe(history.user_traffic_plan);
    }
    expect((await apiFor(t.app, buyer, "zh-CN").get("/api/member/proxy_user")).json().data.plan).toContain("体验套餐");
    await t.database.db.update(proxyAccounts).set({ noExpiry: true }).where(eq(proxyAccounts.userId, buyer.userId));
    try {
      expect((await apiFor(t.app, buyer).get("/api/member/proxy_user")).json().data.is_inf).toBe(1);
    } finally {
      await t.database.db.update(proxyAccounts).set({ noExpiry: false }).where(eq(proxyAccounts.userId, buyer.userId));
    }
  });

  it("counts the static IPs held and those still valid", async () => {
    const holder = await createCustomer(t);
    const region = await createRegion(t, "TRF", 5);
    await topUp(t.app, holder, 6);
    const api = apiFor(t.app, holder);
    const order = await api.post("/api/order/create", {
      type: 2,
      pay_type: 3,
      date_unit: "weekly",
      static_commodity: `${region}:3`,
    });
    expect((await api.post("/api/checkout/pay", { order_no: order.json().data.order_no })).statusCode).toBe(200);
    expect((await api.get("/api/member/proxy_user")).json().data).toMatchObject({
      username: "",
      isp_num: 3,
      isp_valid_num: 3,
    });
    const now = clock;
    clock = new Date(now.getTime() + 8 * 86_400_000);
    try {
      // Expired a day ago, still the customer's during the renewal grace: held, no longer valid.
      expect((await api.get("/api/member/proxy_user")).json().data).toMatchObject({ isp_num: 3, isp_valid_num: 0 });
    } finally {
      clock = now;
    }
  });

  it("is read by an API key holding proxies:read", async () => {
    const made = await apiFor(t.app, buyer).post("/api/member/api_keys/create", { name: "charts", access: "read" });
    const key = made.json().data.key as string;
    const headers = { authorization: `Bearer ${key}` };
    const user = await t.app.inject({ url: "/api/member/proxy_user", headers });
    expect(user.statusCode).toBe(200);
    expect(user.json().data.usage).toBe(400);
    const chart = await t.app.inject({
      method: "POST",
      url: "/api/member/traffic_usage",
      headers,
      payload: {
        start_time: seconds("2026-11-02T00:00:00Z"),
        end_time: seconds("2026-11-03T00:00:00Z"),
        type: "hours",
      },
    });
    expect(chart.statusCode).toBe(200);
    expect(chart.json().data.list).toHaveLength(24);
    expect((await t.app.inject({ url: "/api/member/proxy_user" })).statusCode).toBe(401);
  });
});

describe("POST /api/member/traffic_usage", () => {
  it("rolls usage up into the customer's days across a daylight-saving change (New York)", async () => {
    const response = await usageOf(buyer, {
      start_time: seconds("2026-10-30T04:00:00Z"), // 30 October, 00:00 EDT
      end_time: seconds("2026-11-03T05:00:00Z"), // 3 November, 00:00 EST
      type: "days",
      time_zone: "America/New_York",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      type: "days",
      time_zone: "America/New_York",
      list: [
        // 03:00 UTC on the 31st is 23:00 on the 30th in New York. The Trial bought on 2 November
        // raises the balance from that day on, not before.
        { date: "2026-10-30", time: seconds("2026-10-30T04:00:00Z"), usage: 100, residual: 10240 - 100 },
        { date: "2026-10-31", time: seconds("2026-10-31T04:00:00Z"), usage: 50, residual: 10240 - 150 },
        // 1 November has 25 hours: it ends at 05:00 UTC.
        { date: "2026-11-01", time: seconds("2026-11-01T04:00:00Z"), usage: 30, residual: 10240 - 180 },
        { date: "2026-11-02", time: seconds("2026-11-02T05:00:00Z"), usage: 220, residual: 11264 - 400 },
      ],
    });
  });

  it("rolls the same usage into Shanghai's days, zero-filled", async () => {
    const response = await usageOf(buyer, {
      start_time: seconds("2026-10-30T16:00:00Z"), // 31 October, 00:00 in Shanghai
      end_time: seconds("2026-11-03T16:00:00Z"),
      type: "days",
      time_zone: "Asia/Shanghai",
    });
    expect(response.json().data.list).toEqual([
      { date: "2026-10-31", time: seconds("2026-10-30T16:00:00Z"), usage: 100, residual: 10240 - 100 },
      { date: "2026-11-01", time: seconds("2026-10-31T16:00:00Z"), usage: 80, residual: 10240 - 180 },
      { date: "2026-11-02", time: seconds("2026-11-01T16:00:00Z"), usage: 0, residual: 11264 - 180 },
      // Today in Shanghai, still going: the balance now.
      { date: "2026-11-03", time: seconds("2026-11-02T16:00:00Z"), usage: 220, residual: 11264 - 400 },
    ]);
  });

  it("answers every hour of a short range, labelled in the customer's zone", async () => {
    const response = await usageOf(buyer, {
      start_time: seconds("2026-11-02T15:00:00Z"),
      end_time: seconds("2026-11-03T03:00:00Z"),
      type: "hours",
      time_zone: "Asia/Shanghai",
    });
    const list = response.json().data.list as { date: string; time: number; usage: number; residual: number }[];
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual({
      date: "2026-11-02 23:00",
      time: seconds("2026-11-02T15:00:00Z"),
      usage: 0,
      residual: 11084,
    });
    expect(list[1]).toEqual({
      date: "2026-11-03 00:00",
      time: seconds("2026-11-02T16:00:00Z"),
      usage: 200,
      residual: 10884,
    });
    expect(list[11]).toEqual({
      date: "2026-11-03 10:00",
      time: seconds("2026-11-03T02:00:00Z"),
      usage: 20,
      residual: 10864,
    });
    expect(list.slice(2, 11).every((point) => point.usage === 0 && point.residual === 10884)).toBe(true);
    // A zone half an hour off UTC labels the same hours at :30.
    const kolkata = await usageOf(buyer, {
      start_time: seconds("2026-11-02T15:00:00Z"),
      end_time: seconds("2026-11-02T17:00:00Z"),
      type: "hours",
      time_zone: "Asia/Kolkata",
    });
    expect(kolkata.json().data.list.map((point: { date: string }) => point.date)).toEqual([
      "2026-11-02 20:30",
      "2026-11-02 21:30",
    ]);
  });

  it("never shows the balance below zero: usage recorded before the traffic that paid for it came from a balance held before", async () => {
    const late = await createCustomer(t);
    await buyResidentialPlan(t, late, "Trial"); // 1024 MB, at 06:00 UTC on 3 November
    const { username } = await proxyAccountRow(t, late);
    // Reported for 10:00 UTC the day before the purchase (a late report, or demo:traffic's backfill).
    await reportUsage(t.app, {
      batch_id: "late-usage",
      records: [{ username, hour: seconds("2026-11-02T10:00:00Z"), bytes: 100_000_000 }],
    });
    const response = await usageOf(late, {
      start_time: seconds("2026-11-01T00:00:00Z"),
      end_time: seconds("2026-11-04T00:00:00Z"),
      type: "days",
    });
    expect(
      response.json().data.list.map((point: { usage: number; residual: number }) => [point.usage, point.residual]),
    ).toEqual([
      [0, 100],
      [100, 0],
      [0, 924],
    ]);
  });

  it("answers zeros over the range for a customer without traffic", async () => {
    const newcomer = await createCustomer(t);
    const response = await usageOf(newcomer, {
      start_time: seconds("2026-10-28T00:00:00Z"),
      end_time: seconds("2026-11-04T00:00:00Z"),
      type: "days",
    });
    expect(response.json().data).toMatchObject({ type: "days", time_zone: "UTC" });
    expect(response.json().data.list).toHaveLength(7);
    expect(
      response
        .json()
        .data.list.every((point: { usage: number; residual: number }) => point.usage === 0 && point.residual === 0),
    ).toBe(true);
  });

  it("refuses a backwards range, one too long for its points, and a zone it cannot use, in the caller's language", async () => {
    const start = seconds("2026-11-01T00:00:00Z");
    const cases = [
      [
        { start_time: start, end_time: start, type: "days" },
        "traffic_range_invalid",
        "时间范围的结束时间必须晚于开始时间。",
      ],
      [
        { start_time: start, end_time: start + 7 * 86_400 + 1, type: "hours" },
        "traffic_range_too_long",
        "按小时统计最多覆盖 7 天，请缩短时间范围或改为按天统计。",
      ],
      [
        { start_time: start, end_time: start + 93 * 86_400, type: "days" },
        "traffic_range_too_long",
        "按天统计最多覆盖 92 天，请缩短时间范围。",
      ],
      [
        { start_time: start, end_time: start + 86_400, type: "days", time_zone: "Mars/Olympus_Mons" },
        "unknown_time_zone",
        "无法识别时区“Mars/Olympus_Mons”，请使用 IANA 时区名称，例如 Asia/Shanghai 或 UTC。",
      ],
    ] as const;
    for (const [body, error, msg] of cases) {
      const response = await usageOf(buyer, body, "zh-CN");
      expect(response.statusCode, error).toBe(400);
      expect(response.json()).toMatchObject({ code: 0, error, msg });
    }
    const english = await usageOf(buyer, { start_time: start, end_time: start + 93 * 86_400, type: "days" });
    expect(english.json().msg).toBe("Daily points cover at most 92 days; choose a shorter range.");
    // The quarter quick range fits, whatever the zone's offset.
    const quarter = await usageOf(buyer, { start_time: start, end_time: start + 90 * 86_400, type: "days" });
    expect(quarter.json().data.list).toHaveLength(90);
    for (const body of [
      { start_time: start, end_time: start + 3600, type: "weeks" },
      { start_time: start, end_time: start + 3600, type: "hours", time_zone: "+08:00" },
      { start_time: -1, end_time: start, type: "hours" },
    ]) {
      expect((await usageOf(buyer, body)).json().error).toBe("validation_failed");
    }
  });
});
