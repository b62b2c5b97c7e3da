import { execFile, execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, pg_ctl on its own port),
 * so it can be stopped and started under load without touching the machine's shared server.
 * PostgreSQL refuses to run as root: as root its commands run as the `postgres` user.
 */
export type OwnPostgres = {
  /** The `postgres` database as a superuser, without a password (trust on the loopback only). */
  readonly url: string;
  /** `pg_ctl stop`: `fast` ends the sessions and shuts down cleanly; `immediate` is a crash. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Stops it if it runs and deletes its folder. */
  destroy(): Promise<void>;
};

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL binaries under ${root}`);
  return path.join(root, versions[0], "bin");
}

export async function createOwnPostgres(port: number): Promise<OwnPostgres> {
  const bin = binDir();
  const folder = mkdtempSync(path.join(tmpdir(), "portico-own-pg-"));
  const data = path.join(folder, "data");
  const asRoot = process.getuid?.() === 0;
  // Asynchronous: the test's load and readiness probe keep running while pg_ctl waits.
  const run = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    await promisify(execFile)(
      asRoot ? "runuser" : command,
      asRoot ? ["-u", "postgres", "--", command, ...args] : args,
      {
        timeout: 60_000,
      },
    );
  };
  if (asRoot) {
    const { uid, gid } = ids("postgres");
    chownSync(folder, uid, gid);
  }
  await run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  let running = false;
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await run("pg_ctl", ["-D", data, "-l", path.join(folder, "log"), "-o", options, "-w", "-t", "60", "start"]);
      running = true;
    },
    async stop(mode = "fast") {
      await run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    async destroy() {
      try {
        if (running) await own.stop("immediate");
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
  try {
    await own.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return own;
}

function ids(user: string): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", user]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", user]).toString().trim());
  return { uid, gid };
}
