import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sessions, staticIps, staticRegions, users } from "../db/schema/index.ts";
import type { TestApp } from "./create-test-app.ts";

export type Customer = { userId: string; token: string; email: string };

/**
 * A customer with a live session, written straight to the database: the money tests are about
 * orders and payments, and the signup and login paths have their own tests.
 */
export async function createCustomer(
  t: Pick<TestApp, "database">,
  email = `buyer-${randomBytes(4).toString("hex")}@example.com`,
) {
  const [user] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: "-", firstName: "Mei", lastName: "Lin", testIpsLeft: 5 })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  const token = randomBytes(24).toString("base64url");
  await t.database.db.insert(sessions).values({
    userId: user.id,
    tokenHash: createHash("sha256").update(token).digest("hex"),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { userId: user.id, token, email } satisfies Customer;
}

let regionsMade = 0;

/** A region of its own with exactly `ips` available IPs, so a test knows the stock it races for. */
export async function createRegion(t: TestApp, code: string, ips: number, monthlyCents = 500) {
  const [region] = await t.database.db
    .insert(staticRegions)
    .values({
      continent: "europe",
      countryCode: code,
      countryNameEn: `Testland ${code}`,
      countryNameZh: `测试国 ${code}`,
      isp: "Test ISP",
      weeklyPriceCents: 200,
      fortnightlyPriceCents: 350,
      monthlyPriceCents: monthlyCents,
      bimonthlyPriceCents: 950,
      quarterlyPriceCents: 1400,
    })
    .returning({ id: staticRegions.id });
  if (!region) throw new Error("no region");
  // 240 second octets, then the next block of third octets: thousands of regions never share an address.
  const base = 10 + (regionsMade % 240);
  const block = Math.floor(regionsMade++ / 240) * 8;
  if (ips > 0) {
    await t.database.db.insert(staticIps).values(
      Array.from({ length: ips }, (_, index) => ({
        regionId: region.id,
        address: `203.${base}.${block + Math.floor(index / 250)}.${(index % 250) + 1}`,
        port: 8000,
      })),
    );
  }
  return region.id;
}

export type Api = ReturnType<typeof apiFor>;

/** The money calls as a customer makes them. */
export function apiFor(app: FastifyInstance, customer: Customer, language = "en") {
  const headers = { token: customer.token, "accept-language": language };
  return {
    post: (url: string, payload: object) => app.inject({ method: "POST", url, payload, headers }),
    get: (url: string) => app.inject({ method: "GET", url, headers }),
  };
}

/**
 * Pays a provider checkout on the sandbox's hosted page, as a tester would: the page's Pay button
 * posts the form, the sandbox signs a webhook to Portico's webhook route and redirects back.
 */
export async function completeSandboxCheckout(
  app: FastifyInstance,
  url: string,
  outcome: "paid" | "failed" | "cancelled",
) {
  const parsed = new URL(url);
  const path = `${parsed.pathname}${parsed.search}`;
  const page = await app.inject({ method: "GET", url: path });
  if (page.statusCode !== 200) throw new Error(`sandbox page ${page.statusCode}`);
  return app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `outcome=${outcome}`,
  });
}

/** Tops up a wallet through the sandbox (card), the real path: recharge → hosted page → webhook. */
export async function topUp(app: FastifyInstance, customer: Customer, dollars: number) {
  const started = await apiFor(app, customer).post("/api/payment/recharge", { pay_type: 1, deposit: dollars * 100 });
  if (started.statusCode !== 200) throw new Error(`recharge: ${started.body}`);
  const done = await completeSandboxCheckout(app, started.json().data.url, "paid");
  if (done.statusCode !== 303) throw new Error(`sandbox pay: ${done.statusCode} ${done.body}`);
  return started.json().data.order_no as string;
}
