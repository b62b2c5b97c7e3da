/**
 * The Portico side of `npm run bench:checkout` (bench/balance-checkout.ts), run as its child
 * process so the load generator and the server do not share one event loop. It owns a throwaway
 * database from `createTestDatabase` (PostgreSQL when PORTICO_TEST_DRIVER=postgres, a database
 * created on the TEST_DATABASE_URL server and dropped on close; in-memory PGlite otherwise),
 * migrates and seeds it, builds the app as `main.ts` does minus the web build (the bench calls the
 * API only) and listens on HOST:PORT. The configuration comes from the environment, so the bench
 * runs it in production mode with its JSON request log, as deployed.
 *
 * It answers the bench over the IPC channel:
 * - `prepare`: customers (a user and a session, as the money tests make them), each topped up
 *   through the sandbox — the real recharge → hosted page → signed webhook path — and given
 *   unpaid orders of the cheapest residential plan through `POST /api/order/create`;
 * - `usage`: the CPU time this process and its PostgreSQL backends have used so far;
 * - `check`: closes the HTTP server (in-flight requests finish), runs the SQL money invariants
 *   and counts the order payments and paid orders in the database itself, drops the database
 *   and exits.
 * The message shapes are repeated in bench/balance-checkout.ts (the two sit in different
 * TypeScript projects).
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { apiFor, type Customer, createCustomer, topUp } from "./money-fixtures.ts";
import { assertMoneyInvariants } from "./money-invariants.ts";
import { createTestDatabase } from "./test-database.ts";

type Request =
  | { type: "prepare"; customers: number; ordersPerCustomer: number }
  | { type: "usage" }
  | { type: "check" };

export type Prepared = {
  type: "prepared";
  plan: { id: number; priceCents: number };
  customers: { token: string; orderNos: string[] }[];
  seconds: number;
};

/**
 * CPU time used so far: this process (PGlite included), and the PostgreSQL backends serving this
 * database by pid when the server runs on this machine (null otherwise).
 */
export type Usage = { type: "usage"; cpuMs: number; postgresCpuMsByPid: Record<string, number> | null };

export type Checked = {
  type: "checked";
  invariants: { ok: true } | { ok: false; message: string };
  orderPaymentTransfers: number;
  paidOrders: number;
  /** Receipt mails of residential orders (the customers' language is English). */
  residentialReceipts: number;
};

const send = (message: object) =>
  new Promise<void>((resolve, reject) =>
    process.send?.(message, (error: Error | null) => (error ? reject(error) : resolve())),
  );

if (!process.send) throw new Error("checkout-bench-server runs as a child of bench/balance-checkout.ts (IPC)");

const database = await createTestDatabase();
let dropped = false;
const dropDatabase = async () => {
  if (dropped) return;
  dropped = true;
  await database.close();
};
// The bench going away (finished, or killed) must not leave a database behind.
process.once("disconnect", () => void dropDatabase().finally(() => process.exit(0)));

const config = loadConfig(process.env);
const app = await (async () => {
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const built = await buildApp({ config, database });
    await built.listen({ host: config.host, port: config.port });
    return built;
  } catch (error) {
    // A port in use, say: the database goes before the error ends the process.
    await dropDatabase();
    throw error;
  }
})();
const testApp = { app, database, config, jobs: undefined, close: () => app.close() };

/** Runs `work` over `items`, `width` at a time: PostgreSQL takes them in parallel, PGlite in turn. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

async function prepare(customerCount: number, ordersPerCustomer: number): Promise<Prepared> {
  const started = performance.now();
  const plans = (await app.inject({ method: "GET", url: "/api/index/packages?type=1" })).json().data["1"] as {
    id: number;
    type: number;
    sale_price: number;
  }[];
  // The cheapest priced plan (type 1; custom plans have no price): a wallet pays many of them.
  const plan = plans
    .filter((row) => row.type === 1 && row.sale_price > 0)
    .sort((a, b) => a.sale_price - b.sale_price)[0];
  if (!plan) throw new Error("the seed has no priced residential plan");
  const priceCents = Math.round(plan.sale_price * 100);
  // Enough for every order and a dollar more: the bench never hits a short balance.
  const dollars = Math.ceil((priceCents * ordersPerCustomer) / 100) + 1;
  if (dollars > config.maxChargeAmount) throw new Error(`a top-up of $${dollars} is over MAX_CHARGE_AMOUNT`);
  const width = database.driver === "postgres" ? 8 : 1;
  const customers = await inParallel(
    Array.from({ length: customerCount }, (_, index) => index),
    width,
    async (index) => {
      const customer: Customer = await createCustomer(testApp, `bench-${index}-${process.pid}@example.com`);
      await topUp(app, customer, dollars);
      const api = apiFor(app, customer);
      const orderNos: string[] = [];
      for (let i = 0; i < ordersPerCustomer; i++) {
        const created = await api.post("/api/order/create", { type: 1, pay_type: 3, package_id: plan.id });
        if (created.statusCode !== 200) throw new Error(`order/create: ${created.statusCode} ${created.body}`);
        orderNos.push(created.json().data.order_no);
      }
      return { token: customer.token, orderNos };
    },
  );
  return {
    type: "prepared",
    plan: { id: plan.id, priceCents },
    customers,
    seconds: (performance.now() - started) / 1000,
  };
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** utime + stime of a local PostgreSQL process in ms (/proc, Linux's 100 ticks a second), or null. */
function postgresCpuMs(pid: number): number | null {
  try {
    // A pid of a server elsewhere (another host, a container) may name an unrelated process here.
    if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("postgres")) return null;
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function usage(): Promise<Usage> {
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (database.driver !== "postgres") return { type: "usage", cpuMs, postgresCpuMsByPid: null };
  const result = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  const byPid: Record<string, number> = {};
  for (const { pid } of result.rows) {
    const ms = postgresCpuMs(pid);
    if (ms === null) return { type: "usage", cpuMs, postgresCpuMsByPid: null };
    byPid[pid] = ms;
  }
  return { type: "usage", cpuMs, postgresCpuMsByPid: byPid };
}

async function check(): Promise<Checked> {
  await app.close();
  let invariants: Checked["invariants"] = { ok: true };
  try {
    await assertMoneyInvariants(database.db);
  } catch (error) {
    invariants = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  return {
    type: "checked",
    invariants,
    orderPaymentTransfers: await count(sql`select count(*) as n from ledger_transfers where kind = 'order_payment'`),
    paidOrders: await count(sql`select count(*) as n from orders where kind = 'residential' and pay_status = 2`),
    residentialReceipts: await count(sql`select count(*) as n from mail_outbox m join orders o
      on m.subject = ${`${config.productName} receipt for order `} || o.order_no where o.kind = 'residential'`),
  };
}

process.on("message", (message: Request) => {
  const run = async () => {
    if (message.type === "prepare") await send(await prepare(message.customers, message.ordersPerCustomer));
    if (message.type === "usage") await send(await usage());
    if (message.type === "check") {
      await send(await check());
      await dropDatabase();
      process.disconnect();
    }
  };
  run().catch(async (error: unknown) => {
    console.error("checkout bench server:", error);
    await dropDatabase();
    process.exit(1);
  });
});
await send({ type: "ready", driver: database.driver });
