import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransfers, proxyAccounts, staticIps } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import { createCoupon } from "../coupons/coupons.service.ts";
import { setCustomerCreditLimit } from "../wallet/wallet.service.ts";

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://portico.test" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => assertMoneyInvariants(t.database.db));

const residentialPlan = async () => {
  const plans = (await t.app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"];
  return plans.find((row: { type: number; sale_price: number }) => row.type === 1 && row.sale_price > 5) as {
    id: number;
    sale_price: number;
    flow: number;
    give: number;
    days: number;
  };
};

describe("balance checkout", () => {
  it("tops up by the sandbox, then pays a residential plan from the balance: ledger, proxy account, receipt", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const rechargeNo = await topUp(t.app, customer, 50);
    expect((await api.get(`/api/member/recharge_status?orderNo=${rechargeNo}`)).json().data).toEqual({ pay_status: 2 });
    expect((await api.get("/api/member/wallet")).json().data).toEqual({
      total_charged: 50,
      total_spend: 0,
      balance: 50,
      credit_balance: 0,
    });
    const deposits = (await api.get("/api/member/recharge_orders?page=1&limit=10")).json().data;
    expect(deposits.count).toBe(1);
    expect(deposits.list[0]).toMatchObject({
      order_no: rechargeNo,
      deposit: 50,
      pay_price: 50,
      pay_currency: "usd",
      pay_type: 1,
    });

    const plan = await residentialPlan();
    const order = (await api.post("/api/order/create", { type: 1, pay_type: 3, package_id: plan.id })).json().data;
    const init = (await api.get(`/api/checkout/init?order_no=${order.order_no}`)).json().data;
    expect(init).toMatchObject({ subtotal: plan.sale_price, balance: 50, show_credit: 0, discount: 0, coupon: null });
    const before = smtp.messages.length;
    const paid = await api.post("/api/checkout/pay", { order_no: order.order_no });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toEqual({
      url: `/payment?pay_result=1&pay_type=3&order_no=${order.order_no}&type=1`,
      order_no: order.order_no,
      pay_status: 2,
    });
    const wallet = (await api.get("/api/member/wallet")).json().data;
    expect(wallet.balance).toBeCloseTo(50 - plan.sale_price, 2);
    expect(wallet.total_spend).toBeCloseTo(plan.sale_price, 2);
    const [account] = await t.database.db.select().from(proxyAccounts).where(eq(proxyAccounts.userId, customer.userId));
    expect(account?.purchasedMb).toBe(plan.flow + plan.give);
    expect(account?.username).toMatch(/^u[a-z2-9]{9}$/);
    const log = (await api.get("/api/member/balance_log?page=1&limit=10")).json().data;
    expect(log.list).toEqual([
      expect.objectContaining({ order_no: order.order_no, deducted_amount: plan.sale_price, package: order.title }),
    ]);
    const receipt = await smtp.nextFor(customer.email, before);
    expect(receipt.subject).toBe(`Portico receipt for order ${order.order_no}`);
  });

  it("a double-clicked pay button charges once; the second click gets 'The order has been paid'", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    await topUp(t.app, customer, 100);
    const region = await createRegion(t, "BCA", 3);
    const order = (
      await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:2` })
    ).json().data;
    const [first, second] = await Promise.all([
      api.post("/api/checkout/pay", { order_no: order.order_no }),
      api.post("/api/checkout/pay", { order_no: order.order_no }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().msg).toBe("The order has been paid");
    expect((await api.get("/api/member/wallet")).json().data.balance).toBe(90);
    const owned = await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId));
    expect(owned).toHaveLength(2);
    const expiry = owned[0]?.expireAt?.getTime() ?? 0;
    expect(expiry - (owned[0]?.assignedAt?.getTime() ?? 0)).toBe(30 * 86_400_000);
    expect((await api.get(`/api/order/info?order_no=${order.order_no}`)).json().data).toMatchObject({
      pay_status: 2,
      deal_status: 3,
      pay_type: 3,
    });
  });

  it("refuses a payment above balance plus credit with 'Insufficient Balance', and lets the credit line cover the rest", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer, "zh-CN");
    await topUp(t.app, customer, 1);
    const plan = await residentialPlan();
    const order = (await api.post("/api/order/create", { type: 1, package_id: plan.id })).json().data;
    const refused = await api.post("/api/checkout/pay", { order_no: order.order_no });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: "balance_insufficient", msg: "余额不足" });
    expect((await api.get("/api/member/wallet")).json().data.balance).toBe(1);

    await t.database.db.transaction((tx) => setCustomerCreditLimit(tx, customer.userId, 100_000));
    expect((await api.get("/api/member/authorities")).json().data.show_credit_balance).toBe(1);
    const init = (await api.get(`/api/checkout/init?order_no=${order.order_no}`)).json().data;
    expect(init).toMatchObject({ show_credit: 1, credit: 1000, balance: 1 });
    expect((await api.post("/api/checkout/pay", { order_no: order.order_no })).statusCode).toBe(200);
    const wallet = (await api.get("/api/member/wallet")).json().data;
    expect(wallet.balance).toBeCloseTo(1 - plan.sale_price, 2);
    expect(wallet.credit_balance).toBeCloseTo(1000 - (plan.sale_price - 1), 2);
    // A top-up repays the drawn credit first.
    await topUp(t.app, customer, 100);
    const after = (await api.get("/api/member/wallet")).json().data;
    expect(after.balance).toBeCloseTo(101 - plan.sale_price, 2);
    expect(after.credit_balance).toBe(1000);
  });

  it("applies a coupon with the spec's messages, holds it for the order and spends it with the payment", async () => {
    await createCoupon(t.database.db, { code: "TENOFF", kind: "percent", value: 10, minAmountCents: 500 });
    await createCoupon(t.database.db, { code: "EXPIRED", kind: "fixed", value: 100, endsAt: new Date("2020-01-01") });
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    await topUp(t.app, customer, 100);
    const region = await createRegion(t, "BCB", 5, 1000);
    const order = (
      await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:2` })
    ).json().data;
    const empty = await api.post("/api/checkout/applyCoupon", { order_no: order.order_no, coupon: " " });
    expect(empty.json()).toMatchObject({ error: "coupon_required", msg: "please enter coupon code!" });
    const unknown = await api.post("/api/checkout/applyCoupon", { order_no: order.order_no, coupon: "NOPE" });
    expect(unknown.json()).toMatchObject({ error: "coupon_invalid", msg: "invalid coupon" });
    const expired = await api.post("/api/checkout/applyCoupon", { order_no: order.order_no, coupon: "expired" });
    expect(expired.json().msg).toBe("invalid coupon: this coupon is not valid at this time");
    const applied = await api.post("/api/checkout/applyCoupon", { order_no: order.order_no, coupon: "tenoff" });
    expect(applied.json().data).toEqual({ coupon: "TENOFF", discount: 2, total: 18 });
    expect((await api.get(`/api/checkout/init?order_no=${order.order_no}`)).json().data).toMatchObject({
      coupon: "TENOFF",
      discount: 2,
      total: 18,
    });
    expect((await api.post("/api/checkout/pay", { order_no: order.order_no, coupon: "TENOFF" })).statusCode).toBe(200);
    expect((await api.get("/api/member/wallet")).json().data.balance).toBe(82);
    const info = (await api.get(`/api/order/info?order_no=${order.order_no}`)).json().data;
    expect(info).toMatchObject({ total_price: 20, discount: 2, pay_price: 18 });
    const transfers = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.orderNo, order.order_no));
    expect(transfers.map((row) => row.customerDeltaCents)).toEqual([-1800]);
  });

  it("settles a free order (test IPs) as the spec's free option", async () => {
    const customer = await createCustomer(t);
    const api = apiFor(t.app, customer);
    const region = await createRegion(t, "BCC", 4);
    const order = (
      await api.post("/api/order/create", { type: 2, date_unit: "test", static_commodity: `${region}:2` })
    ).json().data;
    const card = await api.post("/api/payment/create", { order_no: order.order_no, pay_type: 1 });
    expect(card.statusCode).toBe(422);
    expect((await api.post("/api/checkout/pay", { order_no: order.order_no })).statusCode).toBe(200);
    const owned = await t.database.db.select().from(staticIps).where(eq(staticIps.ownerId, customer.userId));
    expect(owned).toHaveLength(2);
    expect((owned[0]?.expireAt?.getTime() ?? 0) - (owned[0]?.assignedAt?.getTime() ?? 0)).toBe(86_400_000);
  });
});

describe("the ledger", () => {
  it("refuses to change or delete a posted entry or transfer: corrections are reversing transfers", async () => {
    const customer = await createCustomer(t);
    await topUp(t.app, customer, 5);
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/the ledger is append-only/) }) };
    await expect(
      t.database.db.execute(sql`update ledger_entries set amount_cents = amount_cents + 1`),
    ).rejects.toMatchObject(refused);
    await expect(t.database.db.execute(sql`delete from ledger_transfers`)).rejects.toMatchObject(refused);
  });
});
