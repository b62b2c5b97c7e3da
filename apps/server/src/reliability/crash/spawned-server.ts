import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { REPO_ROOT } from "../../config.ts";
import { isRunning, LOCK_FILE } from "../../db/data-dir-lock.ts";

/**
 * The real server (apps/server/src/main.ts) as a child process in a process group of its own, so
 * a kill reaches everything it started. Ready once /readyz answers 200.
 */
export type SpawnedServer = {
  readonly pid: number;
  readonly url: string;
  /** The output it printed (the last 64 kB), for a failure's message. */
  output(): string;
  /** SIGKILL to the whole group, then the proofs that it is gone (see `proveGone`). */
  kill(): Promise<void>;
  /** SIGTERM: the server drains and exits; answers its exit code. */
  stop(): Promise<number | null>;
};

export type SpawnOptions = {
  port: number;
  /** DATABASE_URL or PGLITE_DATA_DIR, WEB_BUILD_DIR and whatever else the run needs. */
  env: Record<string, string>;
  readyTimeoutMs?: number;
};

export async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "apps/server/src/main.ts")], {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
      PAYMENT_SANDBOX: "allow",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server did not start");
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const server: SpawnedServer = {
    pid,
    url,
    output: () => output,
    async kill() {
      if (gone) return;
      killGroup(pid);
      await exited;
      await proveGone({ pid, port: options.port, dataDir: options.env.PGLITE_DATA_DIR });
    },
    async stop() {
      if (gone) return exited;
      child.kill("SIGTERM");
      const code = await exited;
      // Whatever the server started ends with it (nothing does today; a kill makes sure).
      killGroup(pid);
      return code;
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server ended before it was ready:\n${output}`);
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  killGroup(pid);
  await exited;
  throw new Error(`the server was not ready on ${url} in time:\n${output}`);
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/**
 * That a killed server is really gone before the next start: no process is left in its group
 * (signal 0 to the group answers ESRCH), its port is free (we can listen on it), and the embedded
 * database's lock names a process that no longer runs.
 */
export async function proveGone(spec: { pid: number; port: number; dataDir?: string | undefined }): Promise<void> {
  let groupAlive = true;
  try {
    process.kill(-spec.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    groupAlive = false;
  }
  if (groupAlive) throw new Error(`process group ${spec.pid} still has a process after SIGKILL`);
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => reject(new Error(`port ${spec.port} still taken after the kill: ${error.message}`)));
    probe.listen(spec.port, "127.0.0.1", () => probe.close(() => resolve()));
  });
  if (spec.dataDir) {
    let holder: number | undefined;
    try {
      holder = Number.parseInt(readFileSync(path.join(spec.dataDir, LOCK_FILE), "utf8").trim(), 10);
    } catch {
      holder = undefined;
    }
    if (holder !== undefined && isRunning(holder)) {
      throw new Error(`the data directory's lock still names a running process (${holder})`);
    }
  }
}
