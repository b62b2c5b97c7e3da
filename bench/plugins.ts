/**
 * `npm run bench:plugins`: what each cross-cutting plugin costs every request (issue #14 item 5).
 * Portico (`apps/server/src/test/plugin-share-server.ts`: production, built web app) is started once with every plugin,
 * once without each one, and once without all of them; each serves `/livez` (and the other
 * `BENCH_PATHS`) to the load generator, beside a bare Fastify hello world measured right before it.
 *
 * A plugin's share is the part of a request's time it accounts for: 1 − (req/s with it) /
 * (req/s without it). Not a test: it prints a Markdown table and writes nothing else.
 *
 * - `BENCH_SECONDS` (3) per measurement, `BENCH_CONNECTIONS` (10), `BENCH_PORT` (4320; +1 the
 *   baseline), `BENCH_PATHS` (`/livez`), `BENCH_PGLITE=0` skips PGlite, and PostgreSQL runs too
 *   when `BENCH_DATABASE_URL` (or `DATABASE_URL`) is set. Logs go as deployed: LOG_LEVEL info,
 *   JSON lines, into a file under `bench/results/`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chooseLoadGenerator } from "./load-generator.ts";

/** AppDeps.without's names (apps/server/src/app.ts); the server refuses one it does not know. */
const CROSS_CUTTING_PLUGINS = [
  "request-id",
  "request-log",
  "security",
  "compression",
  "metrics",
  "auth",
  "public-cache",
];

const repoRoot = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(repoRoot, "bench/results");
const seconds = Number(process.env.BENCH_SECONDS || 3);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const port = Number(process.env.BENCH_PORT || 4320);
const paths = (process.env.BENCH_PATHS || "/livez").split(",");
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "";

const VARIANTS: { label: string; without: string }[] = [
  { label: "every plugin", without: "" },
  ...CROSS_CUTTING_PLUGINS.map((name) => ({ label: `without ${name}`, without: name })),
  { label: "without all of them", without: "all" },
];

async function waitForReady(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no server on ${origin}`);
}

function start(script: string, env: Record<string, string>, log: string | "inherit"): ChildProcess {
  const out = log === "inherit" ? "inherit" : openSync(path.join(resultsDir, log), "w");
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", out, "inherit", "ipc"],
  });
  if (typeof out === "number") closeSync(out);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const generator = chooseLoadGenerator();

async function rps(url: string): Promise<number> {
  await generator.run(url, { connections, seconds: 1 });
  const result = await generator.run(url, { connections, seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx + result.errors} failures`);
  return result.rps;
}

mkdirSync(resultsDir, { recursive: true });
const loadBefore = os.loadavg();
const bare = start("bench/bare-fastify-server.ts", { PORT: String(port + 1) }, "inherit");
await new Promise<void>((resolve) => bare.on("message", (m: { type: string }) => m.type === "ready" && resolve()));
const bareUrl = `http://127.0.0.1:${port + 1}/`;

const databases: { name: string; env: Record<string, string> }[] = [];
const pgliteDir = path.join(os.tmpdir(), `portico-bench-plugins-${port}`);
if (process.env.BENCH_PGLITE !== "0") databases.push({ name: "PGlite", env: { PGLITE_DATA_DIR: pgliteDir } });
if (postgresUrl) databases.push({ name: "PostgreSQL", env: { DATABASE_URL: postgresUrl } });

const lines: string[] = [];
try {
  for (const database of databases) {
    lines.push(
      "",
      `${database.name}:`,
      "",
      `| variant | ${paths.map((p) => `\`${p}\` req/s | vs bare | share`).join(" | ")} |`,
      `|---|${paths.map(() => "---:|---:|---:").join("|")}|`,
    );
    let full: number[] = [];
    for (const variant of VARIANTS) {
      const portico = start(
        "apps/server/src/test/plugin-share-server.ts",
        {
          NODE_ENV: "production",
          PAYMENT_SANDBOX: "allow",
          PORT: String(port),
          LOG_LEVEL: "info",
          LOG_FORMAT: "json",
          JOBS: "off",
          DATABASE_URL: "",
          ...database.env,
          BENCH_WITHOUT: variant.without,
        },
        `plugins-${database.name.toLowerCase()}.log`,
      );
      try {
        await waitForReady(`http://127.0.0.1:${port}`, portico);
        const bareRps = await rps(bareUrl);
        const measured: number[] = [];
        for (const p of paths) measured.push(await rps(`http://127.0.0.1:${port}${p}`));
        if (variant.without === "") full = measured;
        const cells = measured.map((value, i) => {
          const share = variant.without === "" ? "" : `${((1 - (full[i] ?? 0) / value) * 100).toFixed(0)}%`;
          return `${Math.round(value).toLocaleString("en-US")} | ${((value / bareRps) * 100).toFixed(0)}% | ${share}`;
        });
        lines.push(`| ${variant.label} | ${cells.join(" | ")} |`);
        process.stderr.write(
          `${database.name} ${variant.label}: ${measured.map(Math.round).join(", ")} (bare ${Math.round(bareRps)})\n`,
        );
      } finally {
        await stop(portico);
      }
    }
  }
} finally {
  bare.disconnect();
  rmSync(pgliteDir, { recursive: true, force: true });
}
const loadAfter = os.loadavg();
console.log(
  `Load average: ${loadBefore.map((n) => n.toFixed(2)).join(" ")} before, ${loadAfter.map((n) => n.toFixed(2)).join(" ")} after; ${generator.name}, ${connections} connections × ${seconds} s`,
);
console.log(lines.join("\n"));
