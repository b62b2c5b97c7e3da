/**
 * `npm run bench:envelope`: what the encrypted request envelope (ADR 012) costs the server.
 * Requests per second of one catalogue endpoint (`GET /api/index/packages?type=1`) and one
 * authenticated endpoint (`GET /api/member/info`), with API_ENVELOPE=off (plain JSON) and
 * API_ENVELOPE=require (every request sealed with a fresh nonce, every answer sealed), each on a
 * fresh server (apps/server/src/test/envelope-bench-server.ts, a child process; this process only
 * generates the load with autocannon and seals with node:crypto, as a fast client would). Also
 * the gzip size of the browser's envelope code in the last `npm run build`, which a page loads
 * with its first API call when the envelope is on. JSON in bench/results/.
 *
 * Settings: BENCH_SECONDS (10) per measurement after a 2 s warm-up, BENCH_CONNECTIONS (10),
 * BENCH_ROUNDS (2: off, require, then again, the best round of each kept — a shared machine is
 * noisy), BENCH_PORT (3370).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const repoRoot = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3370);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const origin = `http://127.0.0.1:${port}`;

type Server = { token: string; child: ChildProcess };

async function startServer(mode: "off" | "require"): Promise<Server> {
  const child = spawn(process.execPath, [path.join(repoRoot, "apps/server/src/test/envelope-bench-server.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PAYMENT_SANDBOX: "allow",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      JOBS: "off",
      API_ENVELOPE: mode,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    const message = JSON.parse(line) as { ready: boolean; token: string };
    if (message.ready) return { token: message.token, child };
  }
  throw new Error(`the ${mode} server ended before it was ready`);
}

async function stopServer({ child }: Server): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** A client of the envelope, with node:crypto's synchronous calls: one session key, a fresh nonce per request. */
async function envelopeClient() {
  const { data } = (await (await fetch(`${origin}/api/crypto/public_key`)).json()) as {
    data: { kid: string; public_key: string };
  };
  const key = randomBytes(16);
  const publicKey = createPublicKey({ key: Buffer.from(data.public_key, "base64"), format: "der", type: "spki" });
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, key);
  const header = `${data.kid}.${wrapped.toString("base64url")}`;
  return {
    header,
    /** The URL of a sealed GET of `path?query`. */
    sealedGet(pathname: string, query: string): string {
      const message = JSON.stringify({
        t: Date.now(),
        n: randomBytes(16).toString("hex"),
        ...(query ? { q: query } : {}),
      });
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-128-gcm", key, iv);
      cipher.setAAD(Buffer.from(`GET ${pathname}`));
      const body = Buffer.concat([cipher.update(message), cipher.final()]);
      return `${pathname}?_e=${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
    },
  };
}

type Measured = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

async function measure(
  pathname: string,
  query: string,
  headers: Record<string, string>,
  sealed: Awaited<ReturnType<typeof envelopeClient>> | null,
): Promise<Measured> {
  const run = (duration: number) =>
    autocannon({
      url: origin,
      connections,
      duration,
      requests: [
        {
          method: "GET",
          setupRequest: (request) => ({
            ...request,
            path: sealed ? sealed.sealedGet(pathname, query) : `${pathname}${query ? `?${query}` : ""}`,
            headers: { ...headers, ...(sealed ? { "x-session-key": sealed.header } : {}) },
          }),
        },
      ],
    });
  await run(2);
  const result = await run(seconds);
  return {
    requestsPerSecond: Math.round(result["2xx"] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The browser's envelope code in the last build (its chunk and the chunk's facade): loaded with a
 * page's first API call when the envelope is on, never on a public page's first visit.
 */
function envelopeChunk(): { files: string[]; gzipBytes: number } | null {
  const assets = path.join(repoRoot, "apps/web/build/client/assets");
  const files = readdirSync(assets).filter((name) => name.startsWith("envelope-transport-") && name.endsWith(".js"));
  if (files.length === 0) return null;
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

const endpoints = [
  { name: "catalogue GET /api/index/packages?type=1", pathname: "/api/index/packages", query: "type=1", auth: false },
  { name: "authenticated GET /api/member/info", pathname: "/api/member/info", query: "", auth: true },
];

const results: Record<string, Record<string, Measured>> = {};
const modes = Array.from({ length: rounds }, () => ["off", "require"] as const).flat();
for (const mode of modes) {
  const server = await startServer(mode);
  try {
    const sealed = mode === "require" ? await envelopeClient() : null;
    for (const endpoint of endpoints) {
      const headers: Record<string, string> = endpoint.auth ? { token: server.token } : {};
      const measured = await measure(endpoint.pathname, endpoint.query, headers, sealed);
      if (measured.non2xx > 0 || measured.errors > 0)
        throw new Error(`${mode} ${endpoint.name}: ${measured.non2xx} non-2xx answers, ${measured.errors} errors`);
      const best = results[endpoint.name]?.[mode];
      if (!best || measured.requestsPerSecond > best.requestsPerSecond)
        results[endpoint.name] = { ...results[endpoint.name], [mode]: measured };
      console.log(
        `${mode.padEnd(8)} ${endpoint.name.padEnd(44)} ${String(measured.requestsPerSecond).padStart(6)} req/s  p50 ${measured.p50Ms} ms  p99 ${measured.p99Ms} ms`,
      );
    }
  } finally {
    await stopServer(server);
  }
}

const summary = Object.fromEntries(
  Object.entries(results).map(([name, { off, require }]) => [
    name,
    {
      off: off?.requestsPerSecond,
      require: require?.requestsPerSecond,
      change: off && require ? `${Math.round((require.requestsPerSecond / off.requestsPerSecond - 1) * 100)}%` : null,
    },
  ]),
);
const chunk = envelopeChunk();
console.log(summary);
console.log(
  chunk
    ? `browser envelope code: ${chunk.files.join(" + ")}, ${chunk.gzipBytes} B gzip, loaded with the first API call (none on a public page's first visit)`
    : "browser envelope code: no web build (npm run build)",
);
const resultsDir = path.join(repoRoot, "bench/results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `envelope-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ seconds, connections, results, summary, envelopeChunk: chunk }, null, 2));
console.log(`written ${path.relative(repoRoot, file)}`);
