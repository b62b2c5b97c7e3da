/**
 * The server the benches measure: the built app (`npm run build`) on a fresh embedded database,
 * in production mode, on `BENCH_PORT`. With `BENCH_ORIGIN` set (for example
 * `http://127.0.0.1:3291`), an already running server is measured instead and left running.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "..");

export type BenchServer = { origin: string; stop(): void };

async function waitForReady(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not become ready on ${origin}`);
}

/** `env` adds to the server's environment (an SMTP server to send to, a cheaper bot challenge). */
export async function startBenchServer(defaultPort: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const given = process.env.BENCH_ORIGIN;
  if (given) {
    const origin = given.replace(/\/$/, "");
    await waitForReady(origin, 5_000);
    return { origin, stop: () => undefined };
  }
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(tmpdir(), `portico-bench-db-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [path.join(repoRoot, "apps/server/src/main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PAYMENT_SANDBOX: "allow",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
