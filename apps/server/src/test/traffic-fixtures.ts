import type { UsageBatch } from "@portico/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { proxyAccounts, residentialPackages } from "../db/schema/index.ts";
import type { TestApp } from "./create-test-app.ts";
import { apiFor, type Customer, topUp } from "./money-fixtures.ts";

/** The gateway's service token in the tests (GATEWAY_SERVICE_TOKEN). */
export const GATEWAY_TOKEN = "gw_test_5bq2WJ8rS1x0c7Hn4Lf9Zk3Ve6Dm2Ta8";
export const gatewayEnv = { GATEWAY_SERVICE_TOKEN: GATEWAY_TOKEN };
export const asGateway = (language = "en") => ({
  authorization: `Bearer ${GATEWAY_TOKEN}`,
  "accept-language": language,
});

/** Posts a usage batch as the gateway does. */
export const reportUsage = (app: FastifyInstance, batch: UsageBatch, headers: Record<string, string> = asGateway()) =>
  app.inject({ method: "POST", url: "/api/internal/usage", headers, payload: batch });

/**
 * Buys a seeded residential plan the real way: the wallet topped up through the sandbox's card
 * page, then the plan paid from the balance. Answers the order number.
 */
export async function buyResidentialPlan(t: TestApp, customer: Customer, titleEn = "Starter"): Promise<string> {
  const [plan] = await t.database.db.select().from(residentialPackages).where(eq(residentialPackages.titleEn, titleEn));
  if (!plan) throw new Error(`no plan ${titleEn}`);
  await topUp(t.app, customer, Math.ceil(plan.salePriceCents / 100));
  const api = apiFor(t.app, customer);
  const created = await api.post("/api/order/create", { type: 1, pay_type: 3, package_id: plan.id });
  if (created.statusCode !== 200) throw new Error(`order: ${created.body}`);
  const orderNo = created.json().data.order_no as string;
  const paid = await api.post("/api/checkout/pay", { order_no: orderNo });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
  return orderNo;
}

/** The customer's proxy account as stored. */
export async function proxyAccountRow(t: TestApp, customer: Customer) {
  const [row] = await t.database.db.select().from(proxyAccounts).where(eq(proxyAccounts.userId, customer.userId));
  if (!row) throw new Error("no proxy account");
  return row;
}
