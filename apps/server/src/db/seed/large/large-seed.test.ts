import { md5Hex } from "@portico/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/create-test-app.ts";
import { assertMoneyInvariants } from "../../../test/money-invariants.ts";
import { solveAltcha } from "../../../test/solve-altcha.ts";
import { rowsOf } from "../../rows-of.ts";
import { LARGE_SEED_PASSWORD, type LargeSeedCounts, seedLarge } from "./large-seed.ts";
import { parseLargeSeedArgs } from "./large-seed-options.ts";

// `npm run db:seed:large` at a small scale: the same statements as the million-row run.
const sizes = { customers: 50, ips: 5_000, orders: 5_000 };
let t: TestApp;
let counts: LargeSeedCounts;
const phases: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { ALTCHA_COST: "1", ALTCHA_MAX_COUNTER: "50" } });
  counts = await seedLarge(t.database.db, {
    ...sizes,
    emailPrefix: "customer",
    onPhase: (phase) => phases.push(phase),
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const count = async (query: string) =>
  Number(rowsOf<{ n: string }>(await t.database.db.execute(sql.raw(`select count(*)::text as n from ${query}`)))[0]?.n);

describe(`db:seed:large (${process.env.PORTICO_TEST_DRIVER ?? "pglite"})`, () => {
  it("writes exactly the customers, IPs and orders asked for, and the money invariants hold", async () => {
    await assertMoneyInvariants(t.database.db);
    expect(counts).toMatchObject(sizes);
    // The CLI prints each phase as it ends: the plan, every write, the vacuum.
    expect(phases[0]).toBe("plan: catalogue");
    expect(phases).toContain("write: ledger");
    expect(phases.at(-1)).toBe("vacuum analyze");
    expect(await count("users where email like 'customer%@example.com'")).toBe(sizes.customers);
    // The seed's IPs are 10.0.0.0/8; the demo catalogue's are 198.18.0.0/15.
    expect(await count("static_ips where address like '10.%'")).toBe(sizes.ips);
    expect(await count("orders")).toBe(sizes.orders);
    expect(await count("static_ips where address like '10.%' and status = 'assigned'")).toBe(counts.assignedIps);
    // One ledger transfer per paid order, each with its two entries.
    const paid = await count("orders where pay_status = 2");
    expect(paid).toBe(counts.transfers);
    expect(await count("ledger_transfers where order_id is not null")).toBe(paid);
    expect(await count("ledger_entries")).toBe(2 * paid);
  });

  it("gives the first customer the largest share of the IPs, and every kind and state of order", async () => {
    const owners = rowsOf<{ email: string; ips: string }>(
      await t.database.db.execute(sql`select u.email, count(*)::text as ips from static_ips i
        join users u on u.id = i.owner_id group by u.email order by count(*) desc limit 2`),
    );
    expect(owners[0]?.email).toBe("customer1@example.com");
    expect(Number(owners[0]?.ips)).toBe(counts.heaviestCustomerIps);
    expect(Number(owners[0]?.ips)).toBeGreaterThan(2 * Number(owners[1]?.ips));
    for (const kind of ["residential", "static", "renewal", "recharge"]) {
      expect(await count(`orders where kind = '${kind}' and pay_status = 2`)).toBeGreaterThan(0);
    }
    for (const status of [3, 4]) expect(await count(`orders where pay_status = ${status}`)).toBeGreaterThan(0);
    expect(await count("orders where pay_status = 2 and pay_type = 3")).toBeGreaterThan(0);
    expect(await count("static_ips where address like '10.%' and status = 'available'")).toBeGreaterThan(0);
  });

  it("lets a customer log in with the documented password and read their IPs and orders through the app", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: {
        username: "customer1@example.com",
        password: md5Hex(LARGE_SEED_PASSWORD),
        token: await solveAltcha(t.app),
      },
    });
    expect(login.statusCode).toBe(200);
    const headers = { token: login.json<{ data: { token: string } }>().data.token };
    const ips = await t.app.inject({
      method: "GET",
      url: "/api/staticip/list?limit=10&page=1&sortField=expire_time&sortOrder=asc",
      headers,
    });
    expect(ips.statusCode).toBe(200);
    const ipData = ips.json<{ data: { total: number; list: { id: number }[] } }>().data;
    expect(ipData.total).toBe(counts.heaviestCustomerIps);
    expect(ipData.list).toHaveLength(10);
    // Each IP's own credentials, issued as the fulfilment issues them.
    const copied = await t.app.inject({
      method: "POST",
      url: "/api/staticip/accounts",
      payload: { ip_ids: ipData.list.map((ip) => ip.id) },
      headers,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const lines = copied.json<{ data: { accounts: string[] } }>().data.accounts;
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(line).toMatch(/^10\.\d+\.\d+\.\d+:8000:s\d+\w{6}:[0-9a-f]{32}$/);
    const history = await t.app.inject({ method: "GET", url: "/api/order/history?type=2&page=1&limit=10", headers });
    expect(history.statusCode).toBe(200);
    const staticOrders = await count(
      "orders o join users u on u.id = o.user_id where u.email = 'customer1@example.com' and o.list_type = 2",
    );
    expect(history.json<{ data: { count: number; list: unknown[] } }>().data).toMatchObject({ count: staticOrders });
  });

  it("takes sizes from its flags, the issue's by default, and refuses what it cannot use", () => {
    expect(parseLargeSeedArgs([])).toEqual({
      customers: 10_000,
      ips: 1_000_000,
      orders: 1_000_000,
      intoExisting: false,
    });
    expect(parseLargeSeedArgs(["--customers", "50", "--ips", "5000", "--orders", "5000", "--into-existing"])).toEqual({
      ...sizes,
      intoExisting: true,
    });
    expect(parseLargeSeedArgs(["--ips", "many"])).toHaveProperty("error");
    expect(parseLargeSeedArgs(["--orders", "0"])).toHaveProperty("error");
    expect(parseLargeSeedArgs(["--rows", "5"])).toHaveProperty("error");
  });
});
