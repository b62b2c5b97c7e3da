import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentEvents, staticIps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import {
  apiFor,
  type Customer,
  completeSandboxCheckout,
  createCustomer,
  createRegion,
} from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { closeDueOrders } from "../orders/orders.service.ts";
import { SANDBOX_SIGNATURE_HEADER } from "./providers/sandbox-provider.ts";

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://portico.test" }, now: () => clock });
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const sandbox = () => {
  const provider = t.app.payments.providers.sandbox;
  if (!provider) throw new Error("no sandbox");
  return provider;
};

/** Starts a provider payment and returns the sandbox checkout behind its URL. */
async function startPayment(customer: Customer, orderNo: string, payType: 1 | 2) {
  const started = await apiFor(t.app, customer).post("/api/payment/create", { order_no: orderNo, pay_type: payType });
  expect(started.statusCode).toBe(200);
  const url = started.json().data.url as string;
  const checkout = sandbox().readCheckout(new URL(url).searchParams.get("session") ?? "");
  if (!checkout) throw new Error("unreadable checkout");
  return { url, checkout };
}

const deliver = (body: string, signature: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payment/webhook/sandbox",
    headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });

async function staticOrder(customer: Customer, regionId: number, quantity = 1) {
  const created = await apiFor(t.app, customer).post("/api/order/create", {
    type: 2,
    date_unit: "weekly",
    static_commodity: `${regionId}:${quantity}`,
  });
  expect(created.statusCode).toBe(200);
  return created.json().data as { order_no: string; total_price: number };
}

const orderRow = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0];

describe("provider payments through the sandbox", () => {
  it("pays static IPs by card on the hosted page, which says no money moves, and returns to the payment view", async () => {
    const customer = await createCustomer(t);
    const order = await staticOrder(customer, await createRegion(t, "WHA", 3), 2);
    const { url } = await startPayment(customer, order.order_no, 1);
    const page = await t.app.inject({ method: "GET", url: url.replace("https://portico.test", "") });
    expect(page.body).toContain("Sandbox — no money moves.");
    // Its inline styles carry the request's CSP nonce, or the browser would drop them.
    const styleNonce = /style-src[^;]*'nonce-([\w-]+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(page.body).toContain(`<style nonce="${styleNonce}">`);
    expect(page.body).toContain("$4.00");
    const back = await completeSandboxCheckout(t.app, url, "paid");
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `https://portico.test/payment?pay_result=1&pay_type=1&order_no=${order.order_no}&type=2`,
    );
    expect(await orderRow(order.order_no)).toMatchObject({
      payStatus: 2,
      payType: 1,
      payCurrency: "usd",
      payPriceMinor: 400,
      dealStatus: 3,
    });
    expect(await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId))).toHaveLength(2);
  });

  it("charges Alipay in CNY at the configured rate and records pay_currency cny", async () => {
    const customer = await createCustomer(t);
    const order = await staticOrder(customer, await createRegion(t, "WHB", 2));
    const { url, checkout } = await startPayment(customer, order.order_no, 2);
    expect(checkout).toMatchObject({ currency: "cny", amountMinor: 1440 });
    await completeSandboxCheckout(t.app, url, "paid");
    expect(await orderRow(order.order_no)).toMatchObject({ payStatus: 2, payCurrency: "cny", payPriceMinor: 1440 });
  });

  it("refuses a forged signature and a stale timestamp with 400, changing nothing", async () => {
    const customer = await createCustomer(t);
    const order = await staticOrder(customer, await createRegion(t, "WHC", 2));
    const { checkout } = await startPayment(customer, order.order_no, 1);
    const now = Math.floor(Date.now() / 1000);
    const good = sandbox().signedEvent(checkout, "paid", now);
    // One hex digit of the signature changed: never the same digit again.
    const forged = await deliver(
      good.body,
      good.signature.replace(/v1=(.)/, (_all, digit) => `v1=${digit === "0" ? "1" : "0"}`),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 0, error: "webhook_rejected" });
    const stale = sandbox().signedEvent(checkout, "paid", now - 301);
    expect((await deliver(stale.body, stale.signature)).statusCode).toBe(400);
    expect((await orderRow(order.order_no))?.payStatus).toBe(1);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.order_no))).toEqual(
      [],
    );
  });

  it("a signed payment of another amount than its checkout asked does not pay the order: it is credited", async () => {
    const customer = await createCustomer(t);
    const order = await staticOrder(customer, await createRegion(t, "WHK", 2));
    const { checkout } = await startPayment(customer, order.order_no, 1);
    const cheap = sandbox().signedEvent({ ...checkout, amountMinor: 1 }, "paid", Math.floor(Date.now() / 1000));
    expect((await deliver(cheap.body, cheap.signature)).statusCode).toBe(200);
    expect((await orderRow(order.order_no))?.payStatus).toBe(1);
    const [event] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.order_no));
    expect(event?.result).toBe("credited_mismatch");
    expect((await apiFor(t.app, customer).get("/api/member/wallet")).json().data.balance).toBe(0.01);
  });

  it("fulfils once however often and in whatever order the same event arrives", async () => {
    const customer = await createCustomer(t);
    const order = await staticOrder(customer, await createRegion(t, "WHD", 3));
    const { checkout } = await startPayment(customer, order.order_no, 1);
    const paid = sandbox().signedEvent(checkout, "paid", Math.floor(Date.now() / 1000));
    const cancelled = sandbox().signedEvent(checkout, "cancelled", Math.floor(Date.now() / 1000));
    const answers = await Promise.all([
      deliver(paid.body, paid.signature),
      deliver(cancelled.body, cancelled.signature),
      deliver(paid.body, paid.signature),
      deliver(paid.body, paid.signature),
      deliver(paid.body, paid.signature),
      deliver(paid.body, paid.signature),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.order_no));
    expect(events.map((event) => event.result).sort()).toEqual(["fulfilled", "ignored"]);
    expect(await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId))).toHaveLength(1);
  });

  it("a failed payment closes the order and puts its IPs back", async () => {
    const customer = await createCustomer(t);
    const region = await createRegion(t, "WHE", 1);
    const order = await staticOrder(customer, region);
    const { url } = await startPayment(customer, order.order_no, 1);
    const back = await completeSandboxCheckout(t.app, url, "failed");
    expect(back.headers.location).toContain("pay_result=2");
    expect((await orderRow(order.order_no))?.payStatus).toBe(4);
    const available = await t.database.db.select().from(staticIps).where(eq(staticIps.regionId, region));
    expect(available.map((ip) => ip.status)).toEqual(["available"]);
  });
});

describe("a payment that arrives after its order closed", () => {
  it("still fulfils the order when the IPs can be taken again", async () => {
    const customer = await createCustomer(t);
    const order = await staticOrder(customer, await createRegion(t, "WLA", 2));
    const { checkout } = await startPayment(customer, order.order_no, 1);
    clock = new Date(Date.now() + 1801 * 1000);
    await closeDueOrders(t.database.db, clock);
    expect((await orderRow(order.order_no))?.payStatus).toBe(3);
    const late = sandbox().signedEvent(checkout, "paid", Math.floor(Date.now() / 1000));
    expect((await deliver(late.body, late.signature)).statusCode).toBe(200);
    expect(await orderRow(order.order_no)).toMatchObject({ payStatus: 2, dealStatus: 3 });
    clock = new Date();
  });

  it("credits the money to the wallet, with a balance-log line saying why, when the IPs are gone", async () => {
    const customer = await createCustomer(t);
    const region = await createRegion(t, "WLB", 1);
    const order = await staticOrder(customer, region);
    const { checkout } = await startPayment(customer, order.order_no, 1);
    clock = new Date(Date.now() + 1801 * 1000);
    await closeDueOrders(t.database.db, clock);
    clock = new Date();
    await staticOrder(await createCustomer(t), region);
    const late = sandbox().signedEvent(checkout, "paid", Math.floor(Date.now() / 1000));
    expect((await deliver(late.body, late.signature)).statusCode).toBe(200);
    expect((await orderRow(order.order_no))?.payStatus).toBe(3);
    const api = apiFor(t.app, customer);
    expect((await api.get("/api/member/wallet")).json().data.balance).toBe(2);
    const log = (await api.get("/api/member/balance_log")).json().data.list;
    expect(log).toEqual([
      expect.objectContaining({
        order_no: order.order_no,
        deducted_amount: -2,
        package: expect.stringContaining("arrived after the order closed: credited to your balance"),
      }),
    ]);
  });
});
