/**
 * `npm run bench:checkout`: balance checkouts per second (`POST /api/checkout/pay`) on
 * PostgreSQL, beside a bare Fastify hello world and pgbench measured in the same run, with the
 * money invariants checked in the database afterwards. Not a test: it prints a table, writes JSON to
 * `bench/results/` and exits 1 only when a check fails.
 *
 * - PostgreSQL: `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else
 *   postgres://postgres@127.0.0.1:5432/portico_test — an admin URL: a throwaway database is
 *   created on that server and dropped at the end.
 * - Processes: Portico (apps/server/src/test/checkout-bench-server.ts) and the baseline
 *   (bare-fastify-server.ts) each run in a child process, on 127.0.0.1: Portico on `BENCH_PORT`
 *   (3360; on PGlite +2), the baseline on +1; this process only generates the load (autocannon). Separate processes keep
 *   the load generator's event loop out of the server's, as a real client would be, and let the
 *   operating system spread them over the cores — on a small machine PostgreSQL, the server
 *   and the load generator still share them, which the results say.
 * - Portico runs in production mode with its JSON request log (to a file) and the receipt mail
 *   each payment queues (no SMTP_URL: kept in the outbox), as deployed.
 * - Preparation (not measured): `BENCH_CUSTOMERS` (200) customers, each topped up through the
 *   sandbox and with `BENCH_ORDERS_PER_CUSTOMER` (10) unpaid orders of the cheapest residential
 *   plan (no stock limits them).
 * - Load: `BENCH_CONNECTIONS` (10) keep-alive connections; each request pays a distinct unpaid
 *   order, customers taken in turn; every `BENCH_DOUBLE_PAY_EVERY`th request (10; 0 for none)
 *   pays again an order whose first payment is in flight or done (a double click), which must
 *   answer 409. `BENCH_WARMUP_PAYS` (200) requests warm the server first and are left out of the
 *   figures (their payments are in the checks). Then the remaining orders are paid.
 * - Checks after the run: the SQL money invariants; successful pays = order_payment transfers =
 *   paid orders = receipts queued; no order paid twice; every double pay answered 409.
 * - Then Portico on the embedded PGlite (in memory), the same way with a quarter of the
 *   customers, for comparison: it runs one transaction at a time (ADR 400). `BENCH_PGLITE=0`
 *   skips it.
 * - The baseline is measured for `BENCH_BASELINE_SECONDS` (10) before Portico and again after it
 *   (the machine's other load may move in between); the ratio is taken against their mean. CPU
 *   milliseconds per request, by process, change much less with that load than the rates do.
 * - pgbench (pgbench.ts): what the same PostgreSQL server gives to its TPC-B-like transactions
 *   over as many connections, on a throwaway database of scale `BENCH_PGBENCH_SCALE` (10),
 *   measured for `BENCH_PGBENCH_SECONDS` (15; 0 skips it) right before and right after Portico on
 *   PostgreSQL; checkouts per second are given as a share of the mean of its two rates. Without
 *   pgbench installed the bench says so and goes on without the share.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { type Pgbench, type PgbenchRun, startPgbench } from "./pgbench.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");

function intEnv(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
}

const adminUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/portico_test";
const settings = {
  customers: intEnv("BENCH_CUSTOMERS", 200, 1),
  ordersPerCustomer: intEnv("BENCH_ORDERS_PER_CUSTOMER", 10, 1),
  connections: intEnv("BENCH_CONNECTIONS", 10, 1),
  doublePayEvery: intEnv("BENCH_DOUBLE_PAY_EVERY", 10),
  warmupPays: intEnv("BENCH_WARMUP_PAYS", 200),
  baselineSeconds: intEnv("BENCH_BASELINE_SECONDS", 10, 1),
  port: intEnv("BENCH_PORT", 3360, 1),
  pgbenchSeconds: intEnv("BENCH_PGBENCH_SECONDS", 15),
  pgbenchScale: intEnv("BENCH_PGBENCH_SCALE", 10, 1),
  pglite: process.env.BENCH_PGLITE !== "0",
};
if (settings.doublePayEvery === 1) throw new Error("BENCH_DOUBLE_PAY_EVERY=1 would send only double pays");

// ---- child processes --------------------------------------------------------------------------

type Message = { type: string } & Record<string, unknown>;

/** The messages of checkout-bench-server.ts (the server's TypeScript project holds its own copy). */
type Prepared = {
  type: "prepared";
  plan: { id: number; priceCents: number };
  customers: { token: string; orderNos: string[] }[];
  seconds: number;
};
type Checked = {
  type: "checked";
  invariants: { ok: true } | { ok: false; message: string };
  orderPaymentTransfers: number;
  paidOrders: number;
  residentialReceipts: number;
};
type Usage = { type: "usage"; cpuMs: number; postgresCpuMsByPid?: Record<string, number> | null };

/** The CPU time a child (and its PostgreSQL backends) has used so far. */
function usageOf(child: ChildProcess): Promise<Usage> {
  const answer = nextMessage<Usage>(child, "usage");
  child.send({ type: "usage" });
  return answer;
}

/**
 * CPU milliseconds per request over a run, by process: the server, the PostgreSQL backends
 * serving its database (when local; walwriter and the other background processes not counted)
 * and the load generator. Unlike a rate, this hardly moves when other work shares the machine.
 */
type CpuPerRequest = { server: number; postgres: number | null; loadGenerator: number };

function cpuPerRequest(before: Usage, after: Usage, loadGenerator: NodeJS.CpuUsage, requests: number): CpuPerRequest {
  let postgres: number | null = null;
  if (after.postgresCpuMsByPid && before.postgresCpuMsByPid) {
    const earlier = before.postgresCpuMsByPid;
    // A backend that started during the run counts from zero.
    postgres = Object.entries(after.postgresCpuMsByPid).reduce((sum, [pid, ms]) => sum + ms - (earlier[pid] ?? 0), 0);
  }
  const per = (ms: number) => round(ms / Math.max(1, requests), 3);
  return {
    server: per(after.cpuMs - before.cpuMs),
    postgres: postgres === null ? null : per(postgres),
    loadGenerator: per((loadGenerator.user + loadGenerator.system) / 1000),
  };
}

/** The next message of `type` from the child; rejects if the child exits first. */
function nextMessage<T extends Message>(child: ChildProcess, type: T["type"]): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Message) => {
      if (message.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) => reject(new Error(`the child exited (${code}) before "${type}"`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

function startChild(script: string, env: Record<string, string>, logFile: string | null): ChildProcess {
  const out = logFile ? openSync(logFile, "w") : "ignore";
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", out, "inherit", "ipc"],
  });
  if (typeof out === "number") closeSync(out);
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

// ---- load -------------------------------------------------------------------------------------

type Pay = { token: string; orderNo: string };
type Kind = "first" | "double";
type Response = { orderNo: string; kind: Kind; status: number; ms: number };

type LoadResult = {
  seconds: number;
  responses: Response[];
  /** Connection errors and timeouts as autocannon counts them. */
  socketErrors: number;
  timeouts: number;
};

/**
 * Sends `amount` checkout requests over `settings.connections` connections: each pays the next
 * order of `pays`, except every `doublePayEvery`th, which pays again an order already sent.
 * With one request in flight per connection, autocannon calls `setupRequest` just before it
 * writes a request and, for its answer, `onResponse` and then the instance's `response` event
 * (which has the latency) in one go; `answered` carries the request's kind from one to the other.
 */
async function payLoad(origin: string, pays: Pay[], amount: number): Promise<LoadResult & { used: number }> {
  let next = 0;
  let sent = 0;
  /** Orders whose first payment was sent, newest last: the double pays' targets. */
  const sentPays: Pay[] = [];
  const responses: Response[] = [];
  let answered: { orderNo: string; kind: Kind; status: number } | undefined;
  const options: autocannon.Options = {
    url: origin,
    connections: settings.connections,
    amount,
    timeout: 30,
    requests: [
      {
        method: "POST",
        path: "/api/checkout/pay",
        setupRequest: (request, context: { orderNo?: string; kind?: Kind }) => {
          sent += 1;
          const wantDouble = settings.doublePayEvery > 0 && sent % settings.doublePayEvery === 0;
          let pay: Pay | undefined;
          let kind: Kind = "first";
          if ((wantDouble || next >= pays.length) && sentPays.length > 0) {
            // The order another connection sent most recently: its payment is most likely still in flight.
            pay = sentPays[sentPays.length - 1];
            kind = "double";
          } else {
            pay = pays[next++];
            if (pay) sentPays.push(pay);
          }
          if (!pay) throw new Error("no order to pay");
          context.orderNo = pay.orderNo;
          context.kind = kind;
          return {
            ...request,
            headers: { "content-type": "application/json", token: pay.token },
            body: JSON.stringify({ order_no: pay.orderNo }),
          };
        },
        onResponse: (status, _body, context: { orderNo?: string; kind?: Kind }) => {
          answered = { orderNo: context.orderNo ?? "", kind: context.kind ?? "first", status };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, status, _bytes, ms) => {
      if (answered && answered.status === status) responses.push({ ...answered, ms });
      answered = undefined;
    });
  });
  return {
    seconds: result.duration,
    responses,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    used: next,
  };
}

// ---- figures ----------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function latency(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), 2),
    p99: round(percentile(sorted, 99), 2),
    max: round(sorted.at(-1) ?? 0, 2),
  };
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** What the responses say about each order: no order paid twice; a double pay is a 409 of a paid order. */
function orderChecks(responses: Response[]) {
  const okByOrder = new Map<string, number>();
  for (const r of responses) if (r.status === 200) okByOrder.set(r.orderNo, (okByOrder.get(r.orderNo) ?? 0) + 1);
  const paidTwice = [...okByOrder.values()].filter((n) => n > 1).length;
  const conflicts = responses.filter((r) => r.status === 409);
  const conflictsOfUnpaidOrders = conflicts.filter((r) => !okByOrder.has(r.orderNo)).length;
  // A double pay sent before the first payment of its order is a first pay in effect: one of the two gets the 200.
  const doubles = responses.filter((r) => r.kind === "double").length;
  return {
    successfulPays: [...okByOrder.values()].reduce((a, b) => a + b, 0),
    paidTwice,
    conflicts: conflicts.length,
    conflictsOfUnpaidOrders,
    doublePays: doubles,
    otherStatuses: responses.filter((r) => r.status !== 200 && r.status !== 409).length,
  };
}

// ---- runs -------------------------------------------------------------------------------------

type PorticoRun = {
  driver: "postgres" | "pglite";
  customers: number;
  preparationSeconds: number;
  plan: { id: number; priceCents: number };
  orders: number;
  measured: {
    seconds: number;
    requests: number;
    byStatus: Record<string, number>;
    checkoutsPerSecond: number;
    requestsPerSecond: number;
    checkoutLatencyMs: ReturnType<typeof latency>;
    doublePayLatencyMs: ReturnType<typeof latency>;
    socketErrors: number;
    timeouts: number;
    cpuMsPerRequest: CpuPerRequest;
  };
  warmup: { requests: number; byStatus: Record<string, number> };
  checks: {
    invariants: Checked["invariants"];
    successfulPays: number;
    orderPaymentTransfers: number;
    paidOrders: number;
    receipts: number;
    paidTwice: number;
    doublePays: number;
    conflicts: number;
    conflictsOfUnpaidOrders: number;
    otherStatuses: number;
    pass: boolean;
  };
  log: string;
};

async function benchPortico(driver: "postgres" | "pglite", port: number, customers: number): Promise<PorticoRun> {
  const log = path.join(os.tmpdir(), `portico-bench-checkout-${driver}-${process.pid}.log`);
  const child = startChild(
    path.join(repoRoot, "apps/server/src/test/checkout-bench-server.ts"),
    {
      PORTICO_TEST_DRIVER: driver,
      TEST_DATABASE_URL: adminUrl,
      NODE_ENV: "production",
      PAYMENT_SANDBOX: "allow",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
      SMTP_URL: "",
    },
    log,
  );
  try {
    await nextMessage(child, "ready");
    console.error(`${driver}: preparing ${customers} customers × ${settings.ordersPerCustomer} orders (log: ${log})`);
    const preparedMessage = nextMessage<Prepared>(child, "prepared");
    child.send({ type: "prepare", customers, ordersPerCustomer: settings.ordersPerCustomer });
    const prepared = await preparedMessage;
    // Customers in turn: concurrent requests pay for different customers, as on a live shop.
    const pays: Pay[] = [];
    for (let i = 0; i < settings.ordersPerCustomer; i++)
      for (const customer of prepared.customers) {
        const orderNo = customer.orderNos[i];
        if (orderNo) pays.push({ token: customer.token, orderNo });
      }
    const origin = `http://127.0.0.1:${port}`;
    const warmupAmount = Math.min(settings.warmupPays, Math.floor(pays.length / 4));
    console.error(`${driver}: prepared in ${round(prepared.seconds)} s; warming up (${warmupAmount} requests)`);
    const warm = warmupAmount >= settings.connections ? await payLoad(origin, pays, warmupAmount) : undefined;
    const left = pays.slice(warm?.used ?? 0);
    const amount =
      settings.doublePayEvery > 0
        ? Math.floor((left.length * settings.doublePayEvery) / (settings.doublePayEvery - 1))
        : left.length;
    console.error(`${driver}: measuring (${amount} requests, ${left.length} orders)`);
    const usageBefore = await usageOf(child);
    const loadGeneratorBefore = process.cpuUsage();
    const run = await payLoad(origin, left, amount);
    const loadGenerator = process.cpuUsage(loadGeneratorBefore);
    const usageAfter = await usageOf(child);
    const checkedMessage = nextMessage<Checked>(child, "checked");
    child.send({ type: "check" });
    const checked = await checkedMessage;
    await exited(child);

    const all = [...(warm?.responses ?? []), ...run.responses];
    const byOrder = orderChecks(all);
    const fresh = run.responses.filter((r) => r.status === 200);
    const pass =
      checked.invariants.ok &&
      byOrder.paidTwice === 0 &&
      byOrder.conflictsOfUnpaidOrders === 0 &&
      byOrder.otherStatuses === 0 &&
      run.socketErrors === 0 &&
      byOrder.successfulPays === checked.orderPaymentTransfers &&
      byOrder.successfulPays === checked.paidOrders &&
      byOrder.successfulPays === checked.residentialReceipts &&
      // Every double pay is a 409 unless it went out before its order's first payment (then that one is).
      byOrder.conflicts === byOrder.doublePays;
    return {
      driver,
      customers,
      preparationSeconds: round(prepared.seconds),
      plan: prepared.plan,
      orders: pays.length,
      measured: {
        seconds: round(run.seconds, 2),
        requests: run.responses.length,
        byStatus: countBy(run.responses, (r) => String(r.status)),
        checkoutsPerSecond: round(fresh.length / run.seconds),
        requestsPerSecond: round(run.responses.length / run.seconds),
        checkoutLatencyMs: latency(fresh.map((r) => r.ms)),
        doublePayLatencyMs: latency(run.responses.filter((r) => r.kind === "double").map((r) => r.ms)),
        socketErrors: run.socketErrors,
        cpuMsPerRequest: cpuPerRequest(usageBefore, usageAfter, loadGenerator, run.responses.length),
        timeouts: run.timeouts,
      },
      warmup: {
        requests: warm?.responses.length ?? 0,
        byStatus: countBy(warm?.responses ?? [], (r) => String(r.status)),
      },
      checks: {
        invariants: checked.invariants,
        successfulPays: byOrder.successfulPays,
        orderPaymentTransfers: checked.orderPaymentTransfers,
        paidOrders: checked.paidOrders,
        receipts: checked.residentialReceipts,
        paidTwice: byOrder.paidTwice,
        doublePays: byOrder.doublePays,
        conflicts: byOrder.conflicts,
        conflictsOfUnpaidOrders: byOrder.conflictsOfUnpaidOrders,
        otherStatuses: byOrder.otherStatuses,
        pass,
      },
      log,
    };
  } finally {
    // Closing the channel makes the child drop its database and exit, if it has not already.
    if (child.connected) child.disconnect();
    await exited(child);
  }
}

type BaselineRun = {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  non2xx: number;
  socketErrors: number;
  cpuMsPerRequest: CpuPerRequest;
};

type Baseline = { measure(when: "before" | "after"): Promise<BaselineRun>; stop(): Promise<void> };

/**
 * The bare Fastify child, measured before and after Portico: two figures show how much the
 * machine's other load moved during the run, and the ratio is taken against their mean.
 */
async function startBareFastify(port: number): Promise<Baseline> {
  const child = startChild(
    path.join(repoRoot, "bench/bare-fastify-server.ts"),
    { HOST: "127.0.0.1", PORT: String(port) },
    null,
  );
  const stop = async () => {
    if (child.connected) child.disconnect();
    await exited(child);
  };
  try {
    await nextMessage(child, "ready");
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `http://127.0.0.1:${port}/`;
  let warm = false;
  const measure = async (when: "before" | "after"): Promise<BaselineRun> => {
    console.error(`bare Fastify (${when}): measuring for ${settings.baselineSeconds} s`);
    if (!warm) await autocannon({ url, connections: settings.connections, duration: 2 });
    warm = true;
    const usageBefore = await usageOf(child);
    const loadGeneratorBefore = process.cpuUsage();
    const result = await autocannon({ url, connections: settings.connections, duration: settings.baselineSeconds });
    const loadGenerator = process.cpuUsage(loadGeneratorBefore);
    const usageAfter = await usageOf(child);
    return {
      seconds: round(result.duration, 2),
      requests: result["2xx"],
      requestsPerSecond: round(result["2xx"] / result.duration),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      socketErrors: result.errors,
      cpuMsPerRequest: cpuPerRequest(usageBefore, usageAfter, loadGenerator, result.requests.total),
    };
  };
  return { measure, stop };
}

async function postgresServer() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const setting = async (name: string) =>
      ((await client.query<{ setting: string }>("select current_setting($1) as setting", [name])).rows[0]?.setting ??
        "?") as string;
    return {
      version: await setting("server_version"),
      synchronousCommit: await setting("synchronous_commit"),
      fsync: await setting("fsync"),
      sharedBuffers: await setting("shared_buffers"),
    };
  } finally {
    await client.end();
  }
}

// ---- main -------------------------------------------------------------------------------------

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "?",
  memoryGb: round(os.totalmem() / 1024 ** 3),
  platform: `${os.type()} ${os.release()}`,
  node: process.version,
  postgres: await postgresServer(),
  // Portico's pg pool (db/client.ts).
  poolSize: 10,
  processes: "Portico and the baseline in child processes; autocannon in the bench process; PostgreSQL local",
  /** 1, 5 and 15 minute load averages when the bench started: other work on the machine shows here. */
  loadAverageBefore: os.loadavg().map((n) => round(n, 2)),
};

/** pgbench's two measurements, or why there are none. */
type PgbenchResult =
  | {
      version: string;
      scale: number;
      connections: number;
      threads: number;
      seconds: number;
      initSeconds: number;
      before: PgbenchRun;
      after: PgbenchRun;
      meanTps: number;
    }
  | { skipped: string };

const pgbenchOptions = {
  adminUrl,
  scale: settings.pgbenchScale,
  connections: settings.connections,
  // pgbench's client threads: the machine's cores, at most 2 and never more than the connections.
  threads: Math.min(2, settings.connections),
  seconds: settings.pgbenchSeconds,
};
let pgbench: Pgbench | undefined;
let pgbenchResult: PgbenchResult = { skipped: "BENCH_PGBENCH_SECONDS=0" };
if (settings.pgbenchSeconds > 0) {
  const started = await startPgbench(pgbenchOptions);
  if (typeof started === "string") {
    console.error(`${started}: no pgbench share`);
    pgbenchResult = { skipped: started };
  } else {
    pgbench = started;
    console.error(
      `pgbench: database ${started.database} (scale ${pgbenchOptions.scale}) made in ${started.initSeconds} s`,
    );
  }
}
const measurePgbench = (when: "before" | "after") => {
  if (!pgbench) return undefined;
  console.error(
    `pgbench (${when}): TPC-B-like, ${pgbenchOptions.connections} connections, ${pgbenchOptions.threads} threads, ${pgbenchOptions.seconds} s`,
  );
  return pgbench.measure();
};

const bare = await startBareFastify(settings.port + 1);
const runs: PorticoRun[] = [];
let baseline: { before: BaselineRun; after: BaselineRun; meanRequestsPerSecond: number };
try {
  const before = await bare.measure("before");
  const pgbenchBefore = await measurePgbench("before");
  runs.push(await benchPortico("postgres", settings.port, settings.customers));
  const pgbenchAfter = await measurePgbench("after");
  if (pgbench && pgbenchBefore && pgbenchAfter)
    pgbenchResult = {
      version: pgbench.version,
      scale: pgbenchOptions.scale,
      connections: pgbenchOptions.connections,
      threads: pgbenchOptions.threads,
      seconds: pgbenchOptions.seconds,
      initSeconds: pgbench.initSeconds,
      before: pgbenchBefore,
      after: pgbenchAfter,
      meanTps: round((pgbenchBefore.tps + pgbenchAfter.tps) / 2),
    };
  // PGlite pays one at a time: a quarter of the customers keeps its run to a minute or two.
  if (settings.pglite)
    runs.push(
      await benchPortico(
        "pglite",
        settings.port + 2,
        Math.max(settings.connections, Math.ceil(settings.customers / 4)),
      ),
    );
  const after = await bare.measure("after");
  baseline = { before, after, meanRequestsPerSecond: round((before.requestsPerSecond + after.requestsPerSecond) / 2) };
} finally {
  await bare.stop();
  await pgbench?.drop();
}
const loadAverageAfter = os.loadavg().map((n) => round(n, 2));

const label = (driver: PorticoRun["driver"]) =>
  driver === "postgres" ? "Portico pay, PostgreSQL" : "Portico pay, PGlite";
const pgbenchRuns =
  "skipped" in pgbenchResult
    ? []
    : ([
        ["before", pgbenchResult.before],
        ["after", pgbenchResult.after],
      ] as const);
/** Checkouts per second on PostgreSQL as a percentage of pgbench's mean transactions per second. */
const postgresRun = runs.find((run) => run.driver === "postgres");
const vsPgbench =
  postgresRun && !("skipped" in pgbenchResult) && pgbenchResult.meanTps > 0
    ? {
        percent: round((100 * postgresRun.measured.checkoutsPerSecond) / pgbenchResult.meanTps, 2),
        checkoutsPerSecond: postgresRun.measured.checkoutsPerSecond,
        pgbenchMeanTps: pgbenchResult.meanTps,
      }
    : null;
const percent = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} %`;
console.log(
  `\nBalance checkouts (POST /api/checkout/pay), ${settings.connections} connections, ` +
    `${settings.customers} customers × ${settings.ordersPerCustomer} orders` +
    (settings.doublePayEvery > 0 ? `, every ${settings.doublePayEvery}th request a double pay` : "") +
    `\n${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, ` +
    `PostgreSQL ${machine.postgres.version} (synchronous_commit=${machine.postgres.synchronousCommit}, fsync=${machine.postgres.fsync})` +
    `; load average ${machine.loadAverageBefore.join(" ")} before, ${loadAverageAfter.join(" ")} after\n`,
);
console.log(
  "target".padEnd(28),
  "requests".padStart(8),
  "200".padStart(6),
  "409".padStart(5),
  "other".padStart(5),
  "req/s".padStart(8),
  "pays/s".padStart(7),
  "p50 ms".padStart(7),
  "p99 ms".padStart(7),
  "vs bare".padStart(8),
  "vs pgbench".padStart(10),
);
for (const [when, run] of [
  ["before", baseline.before],
  ["after", baseline.after],
] as const)
  console.log(
    `bare Fastify hello, ${when}`.padEnd(28),
    String(run.requests).padStart(8),
    String(run.requests).padStart(6),
    "".padStart(5),
    String(run.non2xx + run.socketErrors).padStart(5),
    String(run.requestsPerSecond).padStart(8),
    "".padStart(7),
    String(run.latencyMs.p50).padStart(7),
    String(run.latencyMs.p99).padStart(7),
    "".padStart(8),
    "".padStart(10),
  );
for (const [when, run] of pgbenchRuns)
  console.log(
    `pgbench TPC-B-like, ${when}`.padEnd(28),
    String(run.transactions).padStart(8),
    "".padStart(6),
    "".padStart(5),
    String(run.failed).padStart(5),
    String(run.tps).padStart(8),
    "".padStart(7),
    "".padStart(7),
    "".padStart(7),
    "".padStart(8),
    "".padStart(10),
  );
for (const run of runs) {
  const m = run.measured;
  const other = m.requests - (m.byStatus["200"] ?? 0) - (m.byStatus["409"] ?? 0);
  console.log(
    label(run.driver).padEnd(28),
    String(m.requests).padStart(8),
    String(m.byStatus["200"] ?? 0).padStart(6),
    String(m.byStatus["409"] ?? 0).padStart(5),
    String(other).padStart(5),
    String(m.requestsPerSecond).padStart(8),
    String(m.checkoutsPerSecond).padStart(7),
    String(m.checkoutLatencyMs.p50).padStart(7),
    String(m.checkoutLatencyMs.p99).padStart(7),
    `1/${Math.round(baseline.meanRequestsPerSecond / m.checkoutsPerSecond)}`.padStart(8),
    (run.driver === "postgres" && vsPgbench ? percent(vsPgbench.percent) : "").padStart(10),
  );
}
console.log(
  '\np50/p99: latency of the paying requests (200); "vs bare": checkouts per second against the mean of the bare requests per second.',
);
if ("skipped" in pgbenchResult) console.log(`pgbench: not run (${pgbenchResult.skipped}), so no "vs pgbench".`);
else {
  const p = pgbenchResult;
  console.log(
    `pgbench rows: transactions per second (tps without initial connection time) in "req/s", failed ones in "other"; ` +
      `scale ${p.scale}, ${p.connections} connections, ${p.threads} threads, ${p.seconds} s each, ` +
      `latency average ${p.before.latencyAverageMs} / ${p.after.latencyAverageMs} ms.`,
  );
  if (vsPgbench)
    console.log(
      `"vs pgbench": checkouts per second on PostgreSQL, ${vsPgbench.checkoutsPerSecond}, as a share of the mean of ` +
        `pgbench's, ${vsPgbench.pgbenchMeanTps} tps: ${percent(vsPgbench.percent)} (issue #22's goal: at least 10 %).`,
    );
}
console.log(
  "\nCPU ms per request (double pays included)".padEnd(29),
  "server".padStart(8),
  "PostgreSQL".padStart(11),
  "client".padStart(11),
);
const cpuRow = (name: string, cpu: CpuPerRequest, postgres: string) =>
  console.log(
    name.padEnd(28),
    String(cpu.server).padStart(8),
    (cpu.postgres === null ? postgres : String(cpu.postgres)).padStart(11),
    String(cpu.loadGenerator).padStart(11),
  );
cpuRow("bare Fastify hello, before", baseline.before.cpuMsPerRequest, "—");
cpuRow("bare Fastify hello, after", baseline.after.cpuMsPerRequest, "—");
for (const run of runs)
  cpuRow(label(run.driver), run.measured.cpuMsPerRequest, run.driver === "pglite" ? "in server" : "not local");
const orNot = (ms: number | null, why: string) => (ms === null ? why : String(ms));
for (const [when, run] of pgbenchRuns)
  console.log(
    `pgbench TPC-B-like, ${when}`.padEnd(28),
    "—".padStart(8),
    orNot(run.cpuMsPerTransaction.postgres, "not local").padStart(11),
    orNot(run.cpuMsPerTransaction.pgbench, "—").padStart(11),
  );
console.log("client: autocannon, or pgbench itself; pgbench rows per transaction.");
for (const run of runs) {
  const c = run.checks;
  const mark = (ok: boolean) => (ok ? "PASS" : "FAIL");
  console.log(`\nChecks on ${run.driver === "postgres" ? "PostgreSQL" : "PGlite"} (warm-up included):`);
  console.log(`  ${mark(c.invariants.ok)}  money invariants (test/money-invariants.ts)`);
  if (!c.invariants.ok) console.log(c.invariants.message.replace(/^/gm, "        "));
  const equal = c.successfulPays === c.orderPaymentTransfers && c.successfulPays === c.paidOrders;
  console.log(
    `  ${mark(equal)}  successful pays ${c.successfulPays} = order_payment transfers ${c.orderPaymentTransfers} = paid orders ${c.paidOrders}`,
  );
  console.log(`  ${mark(c.receipts === c.successfulPays)}  one receipt per payment (${c.receipts} queued)`);
  console.log(
    `  ${mark(c.paidTwice === 0 && c.conflictsOfUnpaidOrders === 0 && c.conflicts === c.doublePays)}  ` +
      `double pays ${c.doublePays}: ${c.conflicts} answered 409, ${c.paidTwice} orders paid twice`,
  );
  console.log(
    `  ${mark(c.otherStatuses === 0 && run.measured.socketErrors === 0)}  ` +
      `no other status (${c.otherStatuses}) and no connection error (${run.measured.socketErrors})`,
  );
  console.log(`  ${mark(c.pass)}  overall`);
  if (!c.pass) console.log(`  server log: ${run.log}`);
}

const resultsDir = path.join(repoRoot, "bench/results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `balance-checkout-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { ...machine, loadAverageAfter },
      settings,
      baseline,
      pgbench: pgbenchResult,
      vsPgbench,
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
if (runs.some((run) => !run.checks.pass)) process.exitCode = 1;
