/**
 * PostgreSQL's own benchmark beside `npm run bench:checkout` (bench/balance-checkout.ts): what the
 * same PostgreSQL server gives, in the same run and over as many connections, to the simplest
 * write transactions — pgbench's built-in TPC-B-like script (three updates, a select and an insert
 * between begin and end). The checkout rate is then read as a share of it.
 *
 * - pgbench is Debian's `postgresql-client` (`/usr/bin/pgbench`); when it is missing, `startPgbench`
 *   answers why and the bench carries on without the share.
 * - A throwaway database on the server of the admin URL (`pgbench -i -s <scale>`, then a
 *   checkpoint so the bulk load's dirty pages are not written during a measurement), dropped by
 *   `drop()`. pgbench connects with the URL's host, port and user (its password in PGPASSWORD).
 * - Each measurement runs the default script for a fixed time: `-c <connections> -j 2 -T <seconds>
 *   -n`, after the vacuum and history truncation pgbench itself would do without `-n` (done here
 *   on another connection, so that the backends' CPU below is the transactions' only). The rate
 *   is pgbench's `tps = … (without initial connection time)`.
 * - CPU per transaction: pgbench's own (the time it used, as this process's reaped children's time
 *   in /proc/self/stat) and its PostgreSQL backends' (their /proc/<pid>/stat, sampled every 100 ms
 *   while it runs, when the server is on this machine: the last ≤ 100 ms of each backend are
 *   missed, about 1 % of a 15 s run). Linux only; null elsewhere.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";

export type PgbenchRun = {
  seconds: number;
  transactions: number;
  failed: number;
  /** pgbench's `tps = … (without initial connection time)`. */
  tps: number;
  latencyAverageMs: number;
  /** CPU milliseconds per transaction: pgbench itself and its PostgreSQL backends (null when not measurable). */
  cpuMsPerTransaction: { pgbench: number | null; postgres: number | null };
};

export type Pgbench = {
  version: string;
  database: string;
  initSeconds: number;
  measure(): Promise<PgbenchRun>;
  drop(): Promise<void>;
};

export type PgbenchOptions = { adminUrl: string; scale: number; connections: number; threads: number; seconds: number };

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** pgbench's version line, or null when it is not installed. */
function pgbenchVersion(): string | null {
  const result = spawnSync("pgbench", ["--version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}

/** The URL's parts as pgbench's options and environment. */
function connectionOf(adminUrl: string) {
  const url = new URL(adminUrl);
  const args: string[] = [];
  if (url.hostname) args.push("-h", decodeURIComponent(url.hostname.replace(/^\[|\]$/g, "")));
  if (url.port) args.push("-p", url.port);
  if (url.username) args.push("-U", decodeURIComponent(url.username));
  const env: Record<string, string> = {};
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return { args, env };
}

/** The URL with another database. */
function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function run(args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("pgbench", args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolve({ stdout, stderr })
        : reject(new Error(`pgbench ${args.join(" ")} exited with ${code}:\n${stderr.trim() || stdout.trim()}`)),
    );
  });
}

/** Fields of /proc/<pid>/stat after the command name (the third field first), or null. */
function statFields(pid: number | "self"): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? null;
  } catch {
    return null;
  }
}

/** utime + stime (Linux's 100 ticks a second) of a local PostgreSQL process in ms, or null. */
function postgresCpuMs(pid: number): number | null {
  try {
    // A pid of a server elsewhere (another host, a container) may name an unrelated process here.
    if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("postgres")) return null;
  } catch {
    return null;
  }
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : null;
}

/** cutime + cstime of this process in ms: the CPU of the children it has reaped so far, or null. */
function reapedChildrenCpuMs(): number | null {
  const fields = statFields("self");
  return fields ? (Number(fields[13]) + Number(fields[14])) * 10 : null;
}

function parse(stdout: string): Omit<PgbenchRun, "cpuMsPerTransaction"> {
  const number = (pattern: RegExp) => {
    const match = stdout.match(pattern);
    if (!match?.[1]) throw new Error(`pgbench's output has no ${pattern}:\n${stdout}`);
    return Number(match[1]);
  };
  const failed = stdout.match(/^number of failed transactions: (\d+)/m);
  return {
    seconds: number(/^duration: (\d+) s/m),
    transactions: number(/^number of transactions actually processed: (\d+)/m),
    failed: failed?.[1] ? Number(failed[1]) : 0,
    tps: round(number(/^tps = ([\d.]+) \(without initial connection time\)/m)),
    latencyAverageMs: number(/^latency average = ([\d.]+) ms/m),
  };
}

/**
 * Creates and fills pgbench's database, or answers why pgbench is not run (not installed).
 * Errors past that point (the server refusing, pgbench failing) are thrown: the bench stops.
 */
export async function startPgbench(options: PgbenchOptions): Promise<Pgbench | string> {
  const version = pgbenchVersion();
  if (!version) return "pgbench is not installed (Debian: apt-get install postgresql-client)";
  const database = `portico_pgbench_${process.pid}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  const connection = connectionOf(options.adminUrl);
  let created = false;
  let dropped = false;
  // Interrupted (Ctrl-C), the database goes first; then the signal does what it would have done.
  const onSignal = (signal: NodeJS.Signals) => void drop().finally(() => process.kill(process.pid, signal));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    try {
      if (created) await admin.query(`drop database if exists "${database}" with (force)`);
    } finally {
      await admin.end();
    }
  };
  try {
    await admin.query(`create database "${database}"`);
    created = true;
    const started = performance.now();
    await run([...connection.args, "-i", "-q", "-s", String(options.scale), database], connection.env);
    const db = new pg.Client({ connectionString: withDatabase(options.adminUrl, database) });
    await db.connect();
    try {
      // Needs superuser or pg_checkpoint; without it the bulk load is written out when PostgreSQL decides.
      await db.query("checkpoint").catch(() => undefined);
    } finally {
      await db.end();
    }
    const initSeconds = round((performance.now() - started) / 1000);

    const measure = async (): Promise<PgbenchRun> => {
      const db = new pg.Client({ connectionString: withDatabase(options.adminUrl, database) });
      await db.connect();
      try {
        // What pgbench does before a run unless -n, here so that its backends do nothing else.
        await db.query("vacuum pgbench_branches");
        await db.query("vacuum pgbench_tellers");
        await db.query("truncate pgbench_history");
      } finally {
        await db.end();
      }
      let local = true;
      const sample = async (into: Map<number, number>) => {
        const { rows } = await admin.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
          [database],
        );
        for (const { pid } of rows) {
          const ms = postgresCpuMs(pid);
          if (ms === null) local = false;
          else into.set(pid, ms);
        }
      };
      // A backend still there (the vacuum's, on its way out) counts from here; pgbench's from zero.
      const cpuBefore = new Map<number, number>();
      await sample(cpuBefore);
      const cpuByPid = new Map<number, number>();
      let sampling = true;
      const sampler = (async () => {
        while (sampling && local) {
          await sample(cpuByPid);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const childrenBefore = reapedChildrenCpuMs();
      let output: { stdout: string };
      try {
        output = await run(
          [
            ...connection.args,
            "-n",
            "-c",
            String(options.connections),
            "-j",
            String(options.threads),
            "-T",
            String(options.seconds),
            database,
          ],
          connection.env,
        );
      } finally {
        sampling = false;
        await sampler;
      }
      const childrenAfter = reapedChildrenCpuMs();
      const parsed = parse(output.stdout);
      const per = (ms: number | null) => (ms === null ? null : round(ms / Math.max(1, parsed.transactions), 3));
      const backends =
        local && cpuByPid.size > 0
          ? [...cpuByPid].reduce((sum, [pid, ms]) => sum + ms - (cpuBefore.get(pid) ?? 0), 0)
          : null;
      return {
        ...parsed,
        cpuMsPerTransaction: {
          pgbench: per(childrenBefore === null || childrenAfter === null ? null : childrenAfter - childrenBefore),
          postgres: per(backends),
        },
      };
    };
    return { version, database, initSeconds, measure, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
