import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../admin/admin-commands.ts";
import { ledgerAccounts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { apiFor, type Customer, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { assertMoneyInvariants } from "../../test/money-invariants.ts";

/**
 * A credit line is never set below what the customer has drawn on it, and a top-up always repays
 * it and credits the rest, whatever its limit: the floor holds back draws, never repayments.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => assertMoneyInvariants(t.database.db));

const admin = (...argv: string[]) =>
  runAdminCommand({ db: t.database.db, providers: async () => t.app.payments.providers }, argv);
const walletOf = async (customer: Customer) =>
  (await apiFor(t.app, customer).get("/api/member/wallet")).json().data as { balance: number; credit_balance: number };

let regions = 0;
/** A customer with a $10.00 credit line who drew $8.00 of it on a static order paid from the balance. */
async function drawnEight() {
  const customer = await createCustomer(t);
  await admin("credit:set", "--email", customer.email, "--limit", "10");
  const api = apiFor(t.app, customer);
  const region = await createRegion(t, `CL${regions++}`, 1, 800);
  const order = (
    await api.post("/api/order/create", { type: 2, date_unit: "monthly", static_commodity: `${region}:1` })
  ).json().data;
  expect((await api.post("/api/checkout/pay", { order_no: order.order_no })).statusCode).toBe(200);
  expect(await walletOf(customer)).toMatchObject({ balance: -8, credit_balance: 2 });
  return customer;
}

describe("credit line", () => {
  it("credit:set refuses a limit below what is drawn, in one sentence, and changes nothing", async () => {
    const customer = await drawnEight();
    await expect(admin("credit:set", "--email", customer.email, "--limit", "5")).rejects.toThrow(
      "The credit line cannot go below the $8.00 drawn on it; lower it once that is repaid.",
    );
    expect(await walletOf(customer)).toMatchObject({ balance: -8, credit_balance: 2 });
    expect(await admin("credit:set", "--email", customer.email, "--limit", "8")).toBe(
      `Credit line of ${customer.email} set to $8.00.`,
    );
    expect(await walletOf(customer)).toMatchObject({ balance: -8, credit_balance: 0 });
    await topUp(t.app, customer, 5);
    expect(await walletOf(customer)).toMatchObject({ balance: -3, credit_balance: 5 });
  });

  it("a top-up repays and credits even where the limit is already below what is drawn", async () => {
    const customer = await drawnEight();
    // A limit lowered before credit:set refused it: $2.00 against $8.00 drawn.
    await t.database.db
      .update(ledgerAccounts)
      .set({ creditLimitCents: 200 })
      .where(and(eq(ledgerAccounts.userId, customer.userId), eq(ledgerAccounts.kind, "customer_credit")));
    await topUp(t.app, customer, 5);
    expect(await walletOf(customer)).toMatchObject({ balance: -3 });
    await topUp(t.app, customer, 5);
    expect(await walletOf(customer)).toMatchObject({ balance: 2, credit_balance: 2 });
  });
});
