/**
 * `npm run bench:http`: requests per second of Portico's public surface beside a bare Fastify
 * hello world measured in the same run (issue #14). Not a test: it prints a Markdown table,
 * writes JSON to `bench/results/` and exits 1 only when a target request fails (not on a missed
 * ratio: the table says which targets are met).
 *
 * - Processes: the baseline (`bare-fastify-server.ts`) and Portico (`npm start`'s entry,
 *   production mode, the built web app — `npm run build` first) each in a child process on
 *   127.0.0.1; this process only drives the load (wrk when installed, else autocannon:
 *   load-generator.ts says why). Portico logs as deployed
 *   (LOG_LEVEL info, JSON lines) into a file under `bench/results/`.
 * - Databases: embedded PGlite on a fresh data directory, then PostgreSQL when
 *   `BENCH_DATABASE_URL` or `DATABASE_URL` is set (that database is migrated and seeded as
 *   `npm start` does; use a database of its own). `BENCH_PGLITE=0` skips PGlite.
 * - Targets: /livez, the public catalogue GETs, every public page of `public-pages.ts` in both
 *   languages, and one authenticated endpoint (`/api/member/info`, with the token of a customer
 *   signed up through the API at the start; the mail code is read from an SMTP catcher).
 * - Load: `BENCH_CONNECTIONS` (10) keep-alive connections for `BENCH_SECONDS` (5) per target. The
 *   bare hello world is measured before the first target and after each one, and each ratio is to
 *   the mean of the two beside it: on a shared machine the baseline moves by half within minutes,
 *   so one measured long before says little. Endpoints and /livez are sent without Accept-Encoding (as the issue's figures
 *   were taken). Pages are sent with the Accept-Encoding Chromium sends, as every visitor does
 *   (the page goal); then without it, beside the bare server sending the same bytes from memory:
 *   uncompressed pages of 70–170 KB are bound by their size, not by Portico (docs/performance.md).
 *   `/resetpassword` carries a token, so it is never cached and has no cached-page goal.
 * - Render time: `BENCH_RENDER_SAMPLES` (20) sequential requests of the home, static-ISP and FAQ
 *   pages in both languages with a cookie no page reads (so no page cache answers them), the
 *   median of the server's `Server-Timing: render` (loaders + render to the first byte).
 * - Load generator: `BENCH_LOAD` (`wrk` or `autocannon`; by default wrk when it is installed).
 * - Ports: `BENCH_PORT` (4310) for Portico on PGlite, +1 the baseline, +2 Portico on PostgreSQL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpCatcher } from "../apps/server/src/test/smtp-catcher.ts";
import { signUpCustomer } from "./bench-customer.ts";
import { chooseLoadGenerator, type Measured } from "./load-generator.ts";
import { inBothLanguages, PUBLIC_PAGES } from "./public-pages.ts";
import { UNCACHED_COOKIE } from "./uncached-cookie.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(repoRoot, "bench/results");

function intEnv(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
}

const settings = {
  seconds: intEnv("BENCH_SECONDS", 5, 1),
  connections: intEnv("BENCH_CONNECTIONS", 10, 1),
  renderSamples: intEnv("BENCH_RENDER_SAMPLES", 20, 1),
  port: intEnv("BENCH_PORT", 4310, 1),
  pglite: process.env.BENCH_PGLITE !== "0",
  postgresUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "",
  only: process.env.BENCH_ONLY ?? "",
};

// ---- targets and their goals (issue #14) ------------------------------------------------------

type Kind = "livez" | "catalogue" | "page" | "personal-page" | "authenticated";
type Target = { kind: Kind; path: string; auth?: boolean };

/** The share of the bare hello world each kind must reach; pages: when served from the page cache. */
const GOALS: Record<Kind, number | null> = {
  livez: 0.5,
  catalogue: 0.4,
  page: 0.2,
  "personal-page": null,
  authenticated: null,
};
/** What Chromium sends: the page figures are for visitors, who all accept compression. */
const BROWSER_ENCODING = { "accept-encoding": "gzip, deflate, br, zstd" };
/** Pages that hold something of the visitor's (a token in the address): never from the cache. */
const isPersonalPage = (pagePath: string) => pagePath.startsWith("/resetpassword");
const RENDER_GOAL_MS = 10;

const CATALOGUE_PATHS = [
  "/api/index/packages?type=1",
  "/api/index/static_regions",
  "/api/index/price_overview",
  "/api/faq/categories",
  "/api/faq/list",
  "/api/faq/popular",
  "/api/faq/related?subtitle=refund-policy",
  "/api/index/privacy",
  "/api/index/terms",
  "/api/index/region?level=1",
  "/api/index/snippet?name=seo&locale=en",
];

const TARGETS: Target[] = [
  { kind: "livez", path: "/livez" } satisfies Target,
  ...CATALOGUE_PATHS.map((p): Target => ({ kind: "catalogue", path: p })),
  ...inBothLanguages(PUBLIC_PAGES).map(
    (p): Target => ({ kind: isPersonalPage(p) ? "personal-page" : "page", path: p }),
  ),
  { kind: "authenticated", path: "/api/member/info", auth: true } satisfies Target,
].filter((target) => settings.only === "" || target.path.includes(settings.only));

const RENDER_PAGES = inBothLanguages(["/", "/staticisp/", "/faq/"]);

// ---- child processes --------------------------------------------------------------------------

function waitForMessage(child: ChildProcess, type: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`child exited (${code}) before "${type}"`));
    const onMessage = (message: { type: string }) => {
      if (message.type === type) {
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve();
      }
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

async function startBare(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, "bench/bare-fastify-server.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await waitForMessage(child, "ready");
  return child;
}

async function waitForReady(origin: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Portico exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Portico did not become ready on ${origin}`);
}

type Portico = { origin: string; child: ChildProcess; stop(): Promise<void> };

async function startPortico(port: number, env: Record<string, string>, logName: string): Promise<Portico> {
  const origin = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(resultsDir, logName), "w");
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/start.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
      JOBS: "on",
      // The bot challenge stays on (production refuses "off"), cheap enough to solve here.
      ALTCHA_COST: "1",
      ALTCHA_MAX_COUNTER: "50",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", log, "inherit"],
  });
  closeSync(log);
  await waitForReady(origin, child);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { origin, child, stop };
}

// ---- a customer for the authenticated target -------------------------------------------------

// ---- load -------------------------------------------------------------------------------------

type Row = Measured & {
  database: string;
  kind: Kind;
  path: string;
  /** The bare hello world: the mean of its measurements right before and right after this target. */
  bare: number;
  ratio: number;
  goal: number | null;
  /** Pages: without Accept-Encoding, and the bare server sending the same bytes right before. */
  identity?: Measured & { bytes: number; sameBytes: number };
};

const generator = chooseLoadGenerator();

async function load(url: string, headers: Record<string, string> = {}, seconds = settings.seconds): Promise<Measured> {
  return generator.run(url, { connections: settings.connections, seconds, headers });
}

async function check(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

async function renderMs(origin: string, page: string): Promise<number | null> {
  const samples: number[] = [];
  for (let i = 0; i < settings.renderSamples; i += 1) {
    const response = await fetch(`${origin}${page}`, { headers: { cookie: UNCACHED_COOKIE } });
    await response.arrayBuffer();
    const match = /render;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
    if (match) samples.push(Number(match[1]));
  }
  if (samples.length === 0) return null;
  // Warm-up samples (first renders, JIT) are the slow tail; the median leaves them out.
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? null;
}

async function benchDatabase(
  database: string,
  portico: Portico,
  bareUrl: string,
  sameBytesUrl: string,
  setSameBytes: (body: Buffer) => Promise<void>,
  token: string,
): Promise<{ rows: Row[]; renders: { page: string; ms: number | null }[] }> {
  const headersOf = (target: Target): Record<string, string> => (target.auth ? { token } : {});
  for (const target of TARGETS) await check(`${portico.origin}${target.path}`, headersOf(target));
  // Warm-up, left out of the figures: the first seconds after a start pay for JIT, cold caches and
  // the start's own background work (a first /livez measured 22k req/s, the next 30k, on the same
  // server). Every target gets a second under the full load before anything is measured.
  await load(`${portico.origin}/livez`, {}, 5);
  for (const target of TARGETS) {
    const isPage = target.kind === "page" || target.kind === "personal-page";
    await load(
      `${portico.origin}${target.path}`,
      isPage ? { ...headersOf(target), ...BROWSER_ENCODING } : headersOf(target),
      1,
    );
  }

  const rows: Row[] = [];
  // The bare server is measured before the first target and after each one: a target's baseline
  // is the mean of the two beside it, which follows a machine whose speed drifts during the run.
  let bareBefore = (await load(bareUrl)).rps;
  for (const target of TARGETS) {
    const url = `${portico.origin}${target.path}`;
    const isPage = target.kind === "page" || target.kind === "personal-page";
    const result = await load(url, isPage ? { ...headersOf(target), ...BROWSER_ENCODING } : headersOf(target));
    const bareAfter = (await load(bareUrl)).rps;
    const bare = (bareBefore + bareAfter) / 2;
    bareBefore = bareAfter;
    const row: Row = {
      database,
      kind: target.kind,
      path: target.path,
      ...result,
      bare,
      ratio: result.rps / bare,
      goal: GOALS[target.kind],
    };
    if (isPage) {
      const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
      await setSameBytes(body);
      const sameBytes = (await load(sameBytesUrl)).rps;
      row.identity = { ...(await load(url, headersOf(target))), bytes: body.length, sameBytes };
    }
    rows.push(row);
    process.stderr.write(`  ${database} ${target.path}: ${Math.round(result.rps)} req/s (bare ${Math.round(bare)})\n`);
  }

  const renders = [];
  for (const page of RENDER_PAGES) renders.push({ page, ms: await renderMs(portico.origin, page) });
  return { rows, renders };
}

// ---- output -----------------------------------------------------------------------------------

const fmt = (value: number) => Math.round(value).toLocaleString("en-US");
/** Latencies: wrk reports fractions of a millisecond, autocannon whole ones. */
const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1));
const pct = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 1 : 0)}%`;

function table(rows: Row[]): string {
  const lines = [
    "| database | target | req/s | p50 ms | p99 ms | non-2xx | bare req/s | vs bare | goal |",
    "|---|---|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const row of rows) {
    const goal = row.goal === null ? "" : `≥ ${pct(row.goal)} ${row.ratio >= row.goal ? "met" : "**not met**"}`;
    lines.push(
      `| ${row.database} | \`${row.path}\` | ${fmt(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.non2xx + row.errors} | ${fmt(row.bare)} | ${pct(row.ratio)} | ${goal} |`,
    );
  }
  return lines.join("\n");
}

/** Pages without compression: their size bounds them, shown by the bare server sending the same bytes. */
function identityTable(rows: Row[]): string {
  const lines = [
    "| database | page | KB | req/s | bare, same bytes | vs bare, same bytes |",
    "|---|---|---:|---:|---:|---:|",
  ];
  for (const row of rows) {
    if (!row.identity) continue;
    const { bytes, rps, sameBytes } = row.identity;
    lines.push(
      `| ${row.database} | \`${row.path}\` | ${(bytes / 1024).toFixed(0)} | ${fmt(rps)} | ${fmt(sameBytes)} | ${pct(rps / sameBytes)} |`,
    );
  }
  return lines.join("\n");
}

function renderTable(renders: { database: string; page: string; ms: number | null }[]): string {
  const lines = ["| database | page | render ms (median) | goal ≤ 10 ms |", "|---|---|---:|---|"];
  for (const r of renders) {
    const met = r.ms !== null && r.ms <= RENDER_GOAL_MS ? "met" : "**not met**";
    lines.push(`| ${r.database} | \`${r.page}\` | ${r.ms === null ? "—" : r.ms.toFixed(1)} | ${met} |`);
  }
  return lines.join("\n");
}

// ---- run --------------------------------------------------------------------------------------

mkdirSync(resultsDir, { recursive: true });
const startedAt = new Date();
const loadBefore = os.loadavg();
const smtp = await startSmtpCatcher();
const bare = await startBare(settings.port + 1);
const bareUrl = `http://127.0.0.1:${settings.port + 1}/`;
const sameBytesUrl = `http://127.0.0.1:${settings.port + 1}/same-bytes`;
/** Has the bare server answer /same-bytes with this body (a page's uncompressed bytes). */
const setSameBytes = (body: Buffer) => {
  const stored = waitForMessage(bare, "same-bytes-set");
  bare.send({ type: "same-bytes", body: body.toString("base64") });
  return stored;
};
const allRows: Row[] = [];
const allRenders: { database: string; page: string; ms: number | null }[] = [];
let failed = false;

const databases: { name: string; port: number; env: Record<string, string> }[] = [];
const pgliteDir = path.join(os.tmpdir(), `portico-bench-http-${settings.port}`);
if (settings.pglite) {
  rmSync(pgliteDir, { recursive: true, force: true });
  databases.push({ name: "PGlite", port: settings.port, env: { PGLITE_DATA_DIR: pgliteDir } });
}
if (settings.postgresUrl) {
  databases.push({ name: "PostgreSQL", port: settings.port + 2, env: { DATABASE_URL: settings.postgresUrl } });
}

try {
  for (const database of databases) {
    process.stderr.write(`${database.name}: starting Portico on ${database.port}\n`);
    const portico = await startPortico(
      database.port,
      { ...database.env, SMTP_URL: smtp.url },
      `http-${database.name.toLowerCase()}.log`,
    );
    try {
      const token = await signUpCustomer(portico.origin, smtp);
      const { rows, renders } = await benchDatabase(database.name, portico, bareUrl, sameBytesUrl, setSameBytes, token);
      allRows.push(...rows);
      allRenders.push(...renders.map((r) => ({ database: database.name, ...r })));
    } finally {
      await portico.stop();
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  bare.disconnect();
  await smtp.close();
  rmSync(pgliteDir, { recursive: true, force: true });
}

const loadAfter = os.loadavg();
const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
const header = [
  `Machine: ${machine}`,
  `Load average: ${loadBefore.map((n) => n.toFixed(2)).join(" ")} before, ${loadAfter.map((n) => n.toFixed(2)).join(" ")} after`,
  `Load: ${generator.name}, ${settings.connections} connections × ${settings.seconds} s per target, the bare hello world right before and after each; pages with Chromium's Accept-Encoding, endpoints without; ${startedAt.toISOString()}`,
].join("\n");
const output = `${header}\n\n${table(allRows)}\n\nPages without Accept-Encoding:\n\n${identityTable(allRows)}\n\n${renderTable(allRenders)}\n`;
console.log(output);
writeFileSync(
  path.join(resultsDir, `http-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`),
  JSON.stringify({ machine, loadBefore, loadAfter, settings, rows: allRows, renders: allRenders }, null, 2),
);
const failedRequests = allRows.some(
  (row) =>
    row.errors > 0 || row.non2xx > 0 || (row.identity !== undefined && row.identity.errors + row.identity.non2xx > 0),
);
process.exit(failed || failedRequests ? 1 : 0);
