import { STAFF_COOKIE } from "@portico/contracts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createDatabase, type DatabaseTarget } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { createSandboxProvider, type SandboxProvider } from "../../modules/payments/providers/sandbox-provider.ts";
import { consoleMember } from "../../test/console-members.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { apiFor, createCustomer, createRegion, topUp } from "../../test/money-fixtures.ts";
import { buyResidentialPlan, GATEWAY_TOKEN, proxyAccountRow } from "../../test/traffic-fixtures.ts";

export const SANDBOX_SECRET = "crash-sandbox-secret-4f9c2a7e1b8d6053a1c4e7f2";

export type CrashCustomer = { userId: string; token: string; proxyUsername: string };

/** What the load works with, made before the first start through the app itself on the same database. */
export type CrashWorld = {
  /** The server's environment besides its database and port. */
  env: Record<string, string>;
  customers: CrashCustomer[];
  regionId: number;
  /** Paid static orders the finance member refunds a cent at a time. */
  refundable: string[];
  finance: { cookie: string; secret: string };
  /** Reads the server's checkout pages and signs its webhooks (the same secret as the server's). */
  sandbox: SandboxProvider;
};

export function crashServerEnv(webBuildDir: string, publicUrl: string): Record<string, string> {
  return {
    WEB_BUILD_DIR: webBuildDir,
    PUBLIC_URL: publicUrl,
    SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    GATEWAY_SERVICE_TOKEN: GATEWAY_TOKEN,
    // The load leaves many unpaid orders until the sweep closes them.
    MAX_UNPAID_STATIC_IPS: "100000",
  };
}

/**
 * Customers with money and a residential plan (their proxy accounts take the usage batches), a
 * region with stock for every order the run makes, paid orders to refund and a finance member
 * signed in past the second factor: written through the real endpoints in this process, on the
 * database the spawned server opens next.
 */
export async function prepareCrashWorld(options: {
  target: DatabaseTarget;
  env: Record<string, string>;
  ips: number;
  customers: number;
}): Promise<CrashWorld> {
  const database = await createDatabase(options.target);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const app = await buildApp({ config, database, logger: false, printMail: () => undefined });
    await app.ready();
    const t = { app, database: { ...database, driver: options.target.driver }, config } as unknown as TestApp;
    try {
      const regionId = await createRegion(t, "CRX", options.ips);
      const customers: CrashCustomer[] = [];
      const refundable: string[] = [];
      for (let index = 0; index < options.customers; index++) {
        const customer = await createCustomer(t);
        await buyResidentialPlan(t, customer);
        await topUp(app, customer, 2_000);
        for (let order = 0; order < 2; order++) {
          const api = apiFor(app, customer);
          const created = await api.post("/api/order/create", {
            type: 2,
            date_unit: "monthly",
            static_commodity: `${regionId}:1`,
          });
          const orderNo = created.json().data.order_no as string;
          const paid = await api.post("/api/checkout/pay", { order_no: orderNo });
          if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
          refundable.push(orderNo);
        }
        const account = await proxyAccountRow(t, customer);
        customers.push({ userId: customer.userId, token: customer.token, proxyUsername: account.username });
      }
      const member = await consoleMember(t, "finance");
      const cookie = member.client.cookie;
      if (!cookie) throw new Error("the finance member has no session");
      return {
        env: options.env,
        customers,
        regionId,
        refundable,
        finance: { cookie: `${STAFF_COOKIE}=${cookie}`, secret: member.secret },
        sandbox: createSandboxProvider({ secret: SANDBOX_SECRET, publicUrl: config.publicUrl }),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
