import { setTimeout as sleep } from "node:timers/promises";
import { RENEW_GRACE_MS, renewalGraceCutoff } from "@portico/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders, staticIps } from "../db/schema/index.ts";
import { closeDueOrders, releaseExpiredIps } from "../modules/orders/orders.service.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import {
  type Api,
  apiFor,
  completeSandboxCheckout,
  createCustomer,
  createRegion,
  topUp,
} from "../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../test/money-invariants.ts";
import { PERIODIC_JOBS } from "./jobs-runner.ts";
import { releaseExpiredIpsJob } from "./release-expired-ips.job.ts";

const driver = process.env.PORTICO_TEST_DRIVER === "postgres" ? "postgres" : "pglite";
const DAY = 86_400_000;
const MINUTE = 60_000;
const WEEK = 7 * DAY;

let clock = new Date("2026-11-23T10:00:00Z");
const now = () => clock;
const at = (instant: Date) => {
  clock = instant;
};
/**
 * Each test starts a year after the last one, with what earlier tests left past its grace swept
 * first, so that it counts only its own IPs.
 */
async function startAt(iso: string) {
  at(new Date(iso));
  await releaseExpiredIps(t.database.db, clock, 10_000);
}
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const runJob = () => releaseExpiredIpsJob.run({ db: t.database.db, now, log: quietLog });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://portico.test" }, now });
});
afterAll(() => t.close());
afterEach(async () => {
  await assertMoneyInvariants(t.database.db);
  // What the sweep promises at the clock it last ran on (the money invariants cannot know the
  // clock, so this part of "no expired IP assigned" is checked here): nothing assigned past its
  // grace, unless a renewal inside its unpaid window holds it.
  expect(await assignedPastGrace(clock)).toEqual([]);
});

async function assignedPastGrace(instant: Date): Promise<number[]> {
  const rows = (await t.database.db.execute(sql`
    select i.id from static_ips i where i.status = 'assigned' and i.expire_at < ${renewalGraceCutoff(instant).toISOString()}::timestamptz
      and not exists (select 1 from order_items oi join orders o on o.id = oi.order_id
        where oi.static_ip_id = i.id and o.kind = 'renewal' and o.pay_status = 1
          and o.close_at > ${instant.toISOString()}::timestamptz)`)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((row) => row.id);
}

/** A customer who bought `quantity` weekly IPs of a new region at the current clock, paid from the balance. */
async function ownerOf(code: string, quantity: number, regionSize = quantity, app = t) {
  const customer = await createCustomer(app);
  const api = apiFor(app.app, customer);
  await topUp(app.app, customer, 100);
  const region = await createRegion(app, code, regionSize);
  const order = (
    await api.post("/api/order/create", { type: 2, date_unit: "weekly", static_commodity: `${region}:${quantity}` })
  ).json().data;
  expect((await api.post("/api/checkout/pay", { order_no: order.order_no })).statusCode).toBe(200);
  const ips = await app.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId));
  expect(ips).toHaveLength(quantity);
  return {
    customer,
    api,
    region,
    orderNo: order.order_no as string,
    ids: ips.map((ip) => ip.id).sort((a, b) => a - b),
  };
}

const ipsOf = (ids: number[], app = t) =>
  app.database.db.select().from(staticIps).where(inArray(staticIps.id, ids)).orderBy(staticIps.id);

const renew = (api: Api, ids: number[]) =>
  api.post("/api/order/renew", { type: 2, renew_ip_ids: ids, date_unit: "monthly" });

const balanceOf = async (api: Api) => (await api.get("/api/member/wallet")).json().data.balance as number;

describe(`returning expired static IPs to stock (${driver})`, () => {
  it("returns an IP past its renewal grace to stock with nothing of its owner left, once; one inside the grace stays", async () => {
    await startAt("2026-11-23T10:00:00Z");
    const bought = await ownerOf("XPA", 2, 3);
    await t.database.db.update(staticIps).set({ tag: "office" }).where(inArray(staticIps.id, bought.ids));
    const expiry = later(clock, WEEK);

    // The last instant of the grace (spec 02 §4: extime -4): still the customer's, still renewable.
    at(later(expiry, RENEW_GRACE_MS));
    expect(await runJob()).toEqual({ released: 0 });
    expect((await ipsOf(bought.ids)).map((ip) => ip.status)).toEqual(["assigned", "assigned"]);
    const quote = { type: 2, renew_ip_ids: bought.ids, date_unit: "weekly" };
    expect((await bought.api.post("/api/order/prepare_renew", quote)).statusCode).toBe(200);

    at(later(expiry, RENEW_GRACE_MS + 1));
    expect(await runJob()).toEqual({ released: 2 });
    for (const ip of await ipsOf(bought.ids)) {
      expect(ip).toMatchObject({
        status: "available",
        ownerId: null,
        orderId: null,
        reservedOrderId: null,
        assignedAt: null,
        expireAt: null,
        tag: null,
      });
    }
    // The money invariants would catch a release that left anything of the owner behind.
    const [released] = bought.ids;
    await t.database.db
      .update(staticIps)
      .set({ expireAt: expiry })
      .where(eq(staticIps.id, released ?? 0));
    await expect(assertMoneyInvariants(t.database.db)).rejects.toThrow(/no expired IP is reserved or back in stock/);
    await t.database.db
      .update(staticIps)
      .set({ expireAt: null })
      .where(eq(staticIps.id, released ?? 0));

    // Idempotent: a second run, or one caught up later, finds nothing.
    expect(await runJob()).toEqual({ released: 0 });
    at(later(clock, DAY));
    expect(await runJob()).toEqual({ released: 0 });

    // Not renewable any more, and back on sale: another customer takes the whole region.
    const refused = await bought.api.post("/api/order/prepare_renew", quote);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toBe("expired or release renewal cannot be selected");
    expect((await renew(bought.api, bought.ids)).statusCode).toBe(422);
    const next = await apiFor(t.app, await createCustomer(t)).post("/api/order/create", {
      type: 2,
      date_unit: "weekly",
      static_commodity: `${bought.region}:3`,
    });
    expect(next.statusCode).toBe(200);
  });

  it("keeps an IP whose grace ends while its renewal waits for payment: paid inside the window, it is renewed", async () => {
    await startAt("2027-11-23T10:00:00Z");
    const bought = await ownerOf("XPB", 2);
    const [renewed = 0, lapsed = 0] = bought.ids;
    const expiry = later(clock, WEEK);

    // Ten minutes before the grace ends the customer renews one of the two IPs.
    at(later(expiry, RENEW_GRACE_MS - 10 * MINUTE));
    const renewal = await renew(bought.api, [renewed]);
    expect(renewal.statusCode).toBe(200);

    // Twenty minutes later, the grace over but the renewal still payable, the sweep runs.
    at(later(expiry, RENEW_GRACE_MS + 10 * MINUTE));
    expect(await runJob()).toEqual({ released: 1 });
    const [kept, gone] = await ipsOf([renewed, lapsed]);
    expect(kept).toMatchObject({ status: "assigned", ownerId: bought.customer.userId });
    expect(gone).toMatchObject({ status: "available", ownerId: null });

    const balance = await balanceOf(bought.api);
    const paid = await bought.api.post("/api/checkout/pay", { order_no: renewal.json().data.order_no });
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(bought.api)).toBe(balance - 5);
    // Lapsed: the month runs from the payment.
    expect((await ipsOf([renewed]))[0]?.expireAt).toEqual(later(clock, 30 * DAY));
    expect(await runJob()).toEqual({ released: 0 });
  });

  it("releases an IP whose renewal was not paid in its window; the late payment is credited to the wallet", async () => {
    await startAt("2028-11-23T10:00:00Z");
    const bought = await ownerOf("XPC", 1);
    const expiry = later(clock, WEEK);
    at(later(expiry, RENEW_GRACE_MS - 10 * MINUTE));
    const renewal = (await renew(bought.api, bought.ids)).json().data;
    const started = await bought.api.post("/api/payment/create", { order_no: renewal.order_no, pay_type: 1 });
    expect(started.statusCode).toBe(200);

    // The window closes unpaid: the renewal no longer holds the IP, which goes back to stock.
    at(later(expiry, RENEW_GRACE_MS + 40 * MINUTE));
    expect(await runJob()).toEqual({ released: 1 });
    expect((await ipsOf(bought.ids))[0]).toMatchObject({ status: "available", ownerId: null });
    await closeDueOrders(t.database.db, clock);
    const balance = await balanceOf(bought.api);
    expect((await bought.api.post("/api/checkout/pay", { order_no: renewal.order_no })).statusCode).toBe(409);

    // The provider's page is paid after all: nothing to renew, so the money goes to the wallet.
    expect((await completeSandboxCheckout(t.app, started.json().data.url, "paid")).statusCode).toBe(303);
    expect(await balanceOf(bought.api)).toBe(balance + 5);
    expect((await ipsOf(bought.ids))[0]).toMatchObject({ status: "available", ownerId: null });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, renewal.order_no));
    expect(order?.fulfilledAt).toBeNull();
  });

  it("works in bounded batches, the longest expired first; the job's run takes batches until none is left", async () => {
    await startAt("2029-11-23T10:00:00Z");
    const bought = clock;
    const first = await ownerOf("XPD", 3);
    at(later(bought, DAY));
    const second = await ownerOf("XPE", 2);
    at(later(bought, WEEK + RENEW_GRACE_MS + 1));

    expect(await releaseExpiredIps(t.database.db, clock, 2)).toBe(2);
    expect((await ipsOf(first.ids)).map((ip) => ip.status)).toEqual(["available", "available", "assigned"]);
    expect((await ipsOf(second.ids)).map((ip) => ip.status)).toEqual(["assigned", "assigned"]);
    // The second customer's IPs are not past their grace yet; the run takes the rest of the first.
    expect(await runJob()).toEqual({ released: 1 });
    at(later(clock, DAY));
    expect(await runJob()).toEqual({ released: 2 });
  });

  it("runs on several instances at once: each IP is released once, none underneath a renewal being paid", async () => {
    await startAt("2030-11-23T10:00:00Z");
    const owners = await Promise.all(["XPF", "XPG", "XPH"].map((code) => ownerOf(code, 8)));
    const expiry = later(clock, WEEK);
    at(later(expiry, RENEW_GRACE_MS - 5 * MINUTE));
    // Each customer renews half of their IPs just before the grace ends.
    const renewals = [];
    for (const owner of owners) {
      const renewal = await renew(owner.api, owner.ids.slice(0, 4));
      expect(renewal.statusCode).toBe(200);
      renewals.push({ api: owner.api, orderNo: renewal.json().data.order_no as string });
    }
    at(later(expiry, RENEW_GRACE_MS + 5 * MINUTE));

    // Five sweeps of small batches (as instances whose runs overlap) and the three payments, together.
    const sweeps = Array.from({ length: 5 }, async () => {
      let released = 0;
      for (;;) {
        const batch = await releaseExpiredIps(t.database.db, clock, 3);
        released += batch;
        if (batch === 0) return released;
      }
    });
    const payments = renewals.map((renewal) => renewal.api.post("/api/checkout/pay", { order_no: renewal.orderNo }));
    const [released, answers] = await Promise.all([Promise.all(sweeps), Promise.all(payments)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(12);

    for (const owner of owners) {
      const ips = await ipsOf(owner.ids);
      expect(ips.slice(0, 4).map((ip) => [ip.status, ip.ownerId, ip.expireAt?.getTime()])).toEqual(
        Array.from({ length: 4 }, () => ["assigned", owner.customer.userId, clock.getTime() + 30 * DAY]),
      );
      expect(ips.slice(4).map((ip) => [ip.status, ip.ownerId])).toEqual(
        Array.from({ length: 4 }, () => ["available", null]),
      );
    }
  });

  it("is a periodic job on pg-boss: scheduled every five minutes, one run at a time, and a queued run releases", async () => {
    expect(PERIODIC_JOBS).toContain(releaseExpiredIpsJob);
    expect(releaseExpiredIpsJob).toMatchObject({ name: "release-expired-ips", cron: "*/5 * * * *", policy: "stately" });

    const before = clock;
    const withJobs = await createTestApp({
      now,
      jobs: { pollingIntervalSeconds: 0.5, runAtStart: false, jobs: [releaseExpiredIpsJob] },
    });
    try {
      at(new Date("2027-04-10T10:00:00Z"));
      const bought = await ownerOf("XPJ", 1, 1, withJobs);
      at(later(clock, WEEK + RENEW_GRACE_MS + MINUTE));
      await withJobs.jobs?.request(releaseExpiredIpsJob.name);
      const deadline = Date.now() + 10_000;
      while ((await ipsOf(bought.ids, withJobs))[0]?.status !== "available") {
        if (Date.now() > deadline) throw new Error("timed out waiting for the queued run to release the IP");
        await sleep(100);
      }
      await assertMoneyInvariants(withJobs.database.db);
    } finally {
      await withJobs.close();
      at(before);
    }
  });
});
