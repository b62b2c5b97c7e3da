/**
 * `npm run bench:restart`: how long `npm start` takes to serve its first page, in one run —
 * a cold first start (an empty embedded database and no web build: it builds, creates the
 * database, migrates and seeds) and then BENCH_RUNS (5) warm restarts on the same database and
 * build. Each is timed from spawning `npm start` to the first 200 on `/`; the phases come from
 * the server's own start log (`startMs`: when each ended, since its process started).
 * The goal of a warm restart is 2 s. Ports BENCH_PORT (3340) and up; JSON in bench/results/.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3340);
const warmRuns = Number(process.env.BENCH_RUNS ?? 5);
const WARM_GOAL_MS = 2_000;
const TIMEOUT_MS = 10 * 60_000;

type Start = {
  kind: "cold" | "warm";
  /** Spawning `npm start` → the first 200 on `/`. */
  firstPageMs: number;
  /** Spawning `npm start` → the server's Node process starting (npm and the shell before it). */
  processStartMs: number | null;
  /**
   * CPU time (user + system, all threads) the server process had used by the first 200: unlike
   * the wall time, it hardly moves when other work shares the machine. Linux only.
   */
  serverCpuMs: number | null;
  /** When each phase of the start ended, in ms since the server's process started. */
  phases: Record<string, number>;
};

/** CPU time a process has used so far, from /proc (clock ticks of 10 ms); null elsewhere. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const scratch = path.join(os.tmpdir(), `portico-bench-restart-${process.pid}`);
const dataDir = path.join(scratch, "pglite");
// Inside the repository: the server build imports its packages from node_modules.
const webBuildDir = path.join(repoRoot, "bench/results", `restart-web-build-${process.pid}`);

async function firstPage(child: ChildProcess, origin: string, deadline: number): Promise<void> {
  let exited: number | null | undefined;
  child.once("exit", (code) => {
    exited = code;
  });
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`npm start exited with ${exited} before serving ${origin}/`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no 200 on ${origin}/ within ${TIMEOUT_MS / 1000} s`);
}

/** Whether any process of the group still runs. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the whole group (npm, its shell and the server) and waits until every process of it is
 * gone: npm exits at once, the server only once it has drained and closed the database — and
 * the next start needs its port and its data directory.
 */
async function stop(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined || !groupAlive(pgid)) return;
  process.kill(-pgid, "SIGTERM");
  const deadline = Date.now() + 20_000;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) process.kill(-pgid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timeStart(kind: Start["kind"]): Promise<Start> {
  const origin = `http://127.0.0.1:${port}`;
  const spawnedAt = Date.now();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: repoRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DATA_DIR: dataDir,
      WEB_BUILD_DIR: webBuildDir,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  try {
    await firstPage(child, origin, Date.now() + TIMEOUT_MS);
  } catch (error) {
    await stop(child);
    console.error(output.slice(-4_000));
    throw error;
  }
  const firstPageMs = Math.round(performance.now() - started);
  // Every JSON log line names the server's process.
  const pid = /"pid":(\d+)/.exec(output)?.[1];
  const serverCpuMs = pid ? cpuMsOf(Number(pid)) : null;
  await stop(child);
  // The start's own timeline (its line is logged as the server starts listening).
  const line = output.split("\n").find((text) => text.includes('"startMs"'));
  const log = line ? (JSON.parse(line) as { time: number; startMs: Record<string, number> }) : undefined;
  const phases = log?.startMs ?? {};
  // The line's time less its last phase is when the server's process began.
  const last = Math.max(...Object.values(phases));
  const processStartMs = log && Number.isFinite(last) ? log.time - last - spawnedAt : null;
  return { kind, firstPageMs, processStartMs, serverCpuMs, phases };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};

const PHASES = ["modules", "build", "web", "database", "migrations", "seed", "app", "listening"];

function printTable(starts: Start[]) {
  const columns = ["run", "first 200", "node up", "cpu", ...PHASES];
  const rows = starts.map((start, index) => [
    start.kind === "cold" ? "cold" : `warm ${index}`,
    String(start.firstPageMs),
    start.processStartMs === null ? "-" : String(start.processStartMs),
    start.serverCpuMs === null ? "-" : String(start.serverCpuMs),
    ...PHASES.map((phase) => (start.phases[phase] === undefined ? "-" : String(start.phases[phase]))),
  ]);
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, index) => cell.padStart(widths[index] ?? 0)).join("  ");
  console.log(
    "ms from spawning npm start (first 200, node up); cpu: the server process's CPU ms by then; " +
      "phases: when each ended, ms since the server process started",
  );
  console.log(format(columns));
  for (const row of rows) console.log(format(row));
}

rmSync(scratch, { recursive: true, force: true });
rmSync(webBuildDir, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const loadBefore = os.loadavg();
const starts: Start[] = [];
try {
  console.log(`cold start: no web build in ${path.relative(repoRoot, webBuildDir)}, no database in ${dataDir}…`);
  starts.push(await timeStart("cold"));
  for (let run = 1; run <= warmRuns; run++) starts.push(await timeStart("warm"));
} finally {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(webBuildDir, { recursive: true, force: true });
}
const loadAfter = os.loadavg();

const warmStarts = starts.filter((start) => start.kind === "warm");
const warm = warmStarts.map((start) => start.firstPageMs);
const warmCpu = warmStarts.flatMap((start) => (start.serverCpuMs === null ? [] : [start.serverCpuMs]));
const summary = {
  coldMs: starts[0]?.firstPageMs ?? null,
  warmMedianMs: median(warm),
  warmMaxMs: Math.max(...warm),
  warmMedianCpuMs: warmCpu.length > 0 ? median(warmCpu) : null,
  warmGoalMs: WARM_GOAL_MS,
};
printTable(starts);
console.log(
  `\ncold first start ${summary.coldMs} ms; warm restart median ${summary.warmMedianMs} ms, max ${summary.warmMaxMs} ms ` +
    `(goal ≤ ${WARM_GOAL_MS} ms: ${summary.warmMedianMs <= WARM_GOAL_MS ? "met" : "not met"}); ` +
    `warm server CPU median ${summary.warmMedianCpuMs ?? "-"} ms`,
);
console.log(
  `machine: ${os.cpus().length} cores, load average ${loadBefore[0]?.toFixed(2)} before, ${loadAfter[0]?.toFixed(2)} after`,
);

const resultsDir = path.join(repoRoot, "bench/results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `restart-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      cores: os.cpus().length,
      loadAverage: { before: loadBefore, after: loadAfter },
      summary,
      starts,
    },
    null,
    2,
  )}\n`,
);
console.log(`results: ${path.relative(repoRoot, file)}`);
