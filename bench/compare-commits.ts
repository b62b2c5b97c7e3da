/**
 * `npm run bench:compare -- <ref> [<head-ref>]`: `bench:http` of another commit beside this one,
 * measured in the same run (issue #23: "bench:http does not fall more than 5 % against the
 * previous commit measured in the same run"). Not a test: it prints a Markdown table and exits 1
 * only when a run fails (a run that cannot start, or a target request that fails), never on a fall.
 *
 * - Trees: <ref> is checked out as a detached `git worktree` in a temporary directory outside the
 *   repository, then `npm ci` and `npm run build` there. The other side is this working tree,
 *   built again when `apps/web/build` is missing or older than the web app's sources; or, given a
 *   second ref, that commit in a worktree of its own (a working tree that others edit during the
 *   run would change between rounds: Portico runs from its TypeScript sources). The worktrees
 *   are removed at the end, also when a run fails or the bench is interrupted.
 * - Rounds: `BENCH_COMPARE_ROUNDS` (3) times <ref>, then the other side, each by its own
 *   `node bench/http.ts` (its own targets, its own bare hello world beside each target) with the
 *   same settings: `BENCH_SECONDS`, `BENCH_CONNECTIONS`, `BENCH_ONLY`, `BENCH_PGLITE`,
 *   `BENCH_LOAD`, `BENCH_RENDER_SAMPLES` pass through.
 * - Figures: per target, the median over the rounds of each side's share of its own bare hello
 *   world (the `ratio` of the JSON each run writes to its tree's `bench/results/`), and the change
 *   from <ref> to the other side; a change of −5 % or less is outside the issue's line. Alternating
 *   the trees and taking medians is what makes one run on a shared machine say something: the
 *   machine's speed drifts within minutes, and both sides see the same drift.
 * - Ports: `BENCH_PORT` (4330) for <ref> (http.ts takes it and the next two), +10 for the other.
 * - PostgreSQL: with `BENCH_DATABASE_URL` (or `DATABASE_URL`), each side gets a database of its
 *   own beside that one (`<name>_base`, `<name>_head`), dropped and created before each run (as
 *   PGlite gets a new directory) and dropped at the end.
 * - Output: the comparison, each run's JSON and its Markdown report go to
 *   `bench/results/compare-<time>/` of this tree.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const repoRoot = path.resolve(import.meta.dirname, "..");
const startedAt = new Date();
const outDir = path.join(repoRoot, "bench/results", `compare-${startedAt.toISOString().replace(/[:.]/g, "-")}`);

function intEnv(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
}

const rounds = intEnv("BENCH_COMPARE_ROUNDS", 3, 1);
const basePort = intEnv("BENCH_PORT", 4330, 1);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "";
const pglite = process.env.BENCH_PGLITE !== "0";
if (!pglite && !postgresUrl) throw new Error("BENCH_PGLITE=0 and no BENCH_DATABASE_URL: nothing to measure");

const [baseRef, headRef] = process.argv.slice(2).filter((arg) => arg !== "--");
if (!baseRef) {
  console.error("usage: npm run bench:compare -- <git-ref> [<head-ref>]  (default head: this working tree)");
  process.exit(2);
}

// ---- git and the trees ------------------------------------------------------------------------

function git(args: string[], cwd = repoRoot): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    process.stderr.write(`[compare] ${path.relative(repoRoot, cwd) || "."}$ ${command} ${args.join(" ")}\n`);
    // Their output goes to stderr: stdout carries the comparison alone.
    const child = spawn(command, args, { cwd, stdio: ["ignore", process.stderr, process.stderr] });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} in ${cwd} failed (${code ?? signal})`)),
    );
  });
}

type Tree = {
  /** base: the ref compared against; head: the commit (or working tree) under test. */
  role: "base" | "head";
  label: string;
  dir: string;
  port: number;
  database: string;
  worktree: boolean;
};

let scratch = "";
const worktrees: string[] = [];

function addWorktree(ref: string, name: string): string {
  const sha = git(["rev-parse", "--verify", `${ref}^{commit}`]);
  scratch ||= mkdtempSync(path.join(os.tmpdir(), "portico-compare-"));
  const dir = path.join(scratch, name);
  git(["worktree", "add", "--detach", dir, sha]);
  worktrees.push(dir);
  return dir;
}

function removeWorktrees(): void {
  for (const dir of worktrees.splice(0)) {
    const removed = spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: repoRoot, encoding: "utf8" });
    if (removed.status !== 0) process.stderr.write(`[compare] git worktree remove ${dir}: ${removed.stderr}`);
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  spawnSync("git", ["worktree", "prune"], { cwd: repoRoot });
}

function shortSha(ref: string): string {
  return git(["rev-parse", "--short", `${ref}^{commit}`]);
}

/** The newest modification time under these paths (node_modules and outputs left out). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const skip = new Set(["node_modules", "build", ".react-router", "dist", "coverage"]);
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) if (!skip.has(name)) visit(path.join(entry, name));
    } else if (!entry.endsWith(".test.ts") && !entry.endsWith(".test.tsx")) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const entry of paths) visit(entry);
  return newest;
}

/** This working tree's web build is older than what it is built from (or missing). */
function buildIsStale(dir: string): boolean {
  const marker = path.join(dir, "apps/web/build/server/index.js");
  if (!existsSync(marker)) return true;
  const sources = ["apps/web/app", "apps/web/vite.config.ts", "apps/web/react-router.config.ts", "packages"].map((p) =>
    path.join(dir, p),
  );
  return newestMtime(sources) > statSync(marker).mtimeMs;
}

async function prepare(tree: Tree): Promise<void> {
  if (tree.worktree) {
    await run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], tree.dir);
    await run("npm", ["run", "build"], tree.dir);
  } else if (buildIsStale(tree.dir)) {
    await run("npm", ["run", "build"], tree.dir);
  } else {
    process.stderr.write("[compare] this tree's apps/web/build is newer than its sources: not rebuilt\n");
  }
}

// ---- PostgreSQL: a database per side ----------------------------------------------------------

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL: a plain database name please, not "${name}"`);
  return name;
}

async function recreateDatabase(database: string, drop = false): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${database}" with (force)`);
    if (!drop) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
}

// ---- one run of a tree's bench:http ----------------------------------------------------------

/** A row of http.ts's JSON as far as it can be read: older versions may lack fields. */
type Measured = {
  database: string;
  path: string;
  kind: string;
  ratio: number | null;
  rps: number | null;
  /** Requests that failed (socket errors, timeouts, non-2xx), with and without compression. */
  failed: number;
};
type RunResult = {
  rows: Measured[];
  renders: { database: string; page: string; ms: number | null }[];
  loadBefore: number[] | null;
  loadAfter: number[] | null;
  notes: string[];
};

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const failuresOf = (measured: object): number => {
  const { errors, non2xx } = measured as { errors?: unknown; non2xx?: unknown };
  return (num(errors) ?? 0) + (num(non2xx) ?? 0);
};

function readResult(file: string): RunResult {
  const json = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const notes = new Set<string>();
  const rows: Measured[] = [];
  if (!Array.isArray(json.rows)) notes.add("no `rows` array in its JSON");
  for (const raw of Array.isArray(json.rows) ? (json.rows as Record<string, unknown>[]) : []) {
    const where = typeof raw.path === "string" ? raw.path : typeof raw.target === "string" ? raw.target : null;
    if (where === null) {
      notes.add("a row without `path`");
      continue;
    }
    if (typeof raw.database !== "string") notes.add("rows without `database` (shown as PGlite)");
    let ratio = num(raw.ratio);
    if (ratio === null) {
      const rps = num(raw.rps);
      const bare = num(raw.bare);
      if (rps !== null && bare) {
        ratio = rps / bare;
        notes.add("rows without `ratio` (taken as rps / bare)");
      } else {
        notes.add("rows without `ratio` or `rps` and `bare`");
      }
    }
    rows.push({
      database: typeof raw.database === "string" ? raw.database : "PGlite",
      path: where,
      kind: typeof raw.kind === "string" ? raw.kind : "",
      ratio,
      rps: num(raw.rps),
      failed: failuresOf(raw) + (raw.identity && typeof raw.identity === "object" ? failuresOf(raw.identity) : 0),
    });
  }
  const renders = Array.isArray(json.renders)
    ? (json.renders as Record<string, unknown>[]).map((r) => ({
        database: typeof r.database === "string" ? r.database : "PGlite",
        page: String(r.page),
        ms: num(r.ms),
      }))
    : [];
  const loads = (value: unknown) => (Array.isArray(value) && value.every((n) => typeof n === "number") ? value : null);
  return { rows, renders, loadBefore: loads(json.loadBefore), loadAfter: loads(json.loadAfter), notes: [...notes] };
}

let current: ChildProcess | null = null;

function benchFiles(dir: string): Set<string> {
  const results = path.join(dir, "bench/results");
  if (!existsSync(results)) return new Set();
  return new Set(readdirSync(results).filter((name) => /^http-.*\.json$/.test(name)));
}

/** The tree's own Node when it pins one (the `node` devDependency), else this one. */
function nodeOf(dir: string): string {
  const own = path.join(dir, "node_modules/node/bin/node");
  return existsSync(own) ? own : process.execPath;
}

async function runTree(tree: Tree, round: number): Promise<RunResult> {
  const before = benchFiles(tree.dir);
  const report = path.join(outDir, `${tree.role}-${tree.label}-round${round}.md`);
  let databaseUrl = "";
  if (postgresUrl) {
    await recreateDatabase(tree.database);
    databaseUrl = withDatabase(postgresUrl, tree.database);
  }
  process.stderr.write(`[compare] round ${round}/${rounds}: ${tree.label} (${tree.role}) on ${tree.port}\n`);
  const stdout: Buffer[] = [];
  const code = await new Promise<number | string>((resolve, reject) => {
    const child = spawn(nodeOf(tree.dir), ["bench/http.ts"], {
      cwd: tree.dir,
      // Its own group, so that an interrupted compare can stop it with the servers it started.
      detached: true,
      env: {
        ...process.env,
        BENCH_PORT: String(tree.port),
        BENCH_DATABASE_URL: databaseUrl,
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    current = child;
    child.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.once("error", reject);
    child.once("exit", (exitCode, signal) => {
      current = null;
      resolve(exitCode ?? signal ?? "unknown");
    });
  });
  writeFileSync(report, Buffer.concat(stdout));
  const written = [...benchFiles(tree.dir)].filter((name) => !before.has(name)).sort();
  const newest = written.at(-1);
  const failedRun = `${tree.label}'s bench:http failed (${code}) in round ${round}; its report: ${path.relative(repoRoot, report)}`;
  if (!newest) throw new Error(code === 0 ? `${tree.label}'s bench:http wrote no http-*.json` : failedRun);
  const copy = path.join(outDir, `${tree.role}-${tree.label}-round${round}.json`);
  copyFileSync(path.join(tree.dir, "bench/results", newest), copy);
  const result = readResult(copy);
  if (code !== 0) {
    // http.ts exits 1 for an error (its rows stop there) or for requests that failed under load
    // (wrk's 2 s timeout on a saturated machine): the second is a finished run, kept and reported.
    const failures = result.rows.filter((row) => row.failed > 0);
    if (failures.length === 0) throw new Error(failedRun);
    failedRequests.push(
      `${tree.label} round ${round}: ${failures.map((row) => `${row.database} \`${row.path}\` (${row.failed})`).join(", ")}`,
    );
  }
  return result;
}

/** Runs that finished with failed requests: reported, and the bench exits 1. */
const failedRequests: string[] = [];

// ---- comparison -------------------------------------------------------------------------------

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const share = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 2 : 1)}%`;
const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)}%`;
const key = (row: { database: string; path: string }) => `${row.database}\u0000${row.path}`;

type Line = {
  database: string;
  path: string;
  kind: string;
  base: number[];
  head: number[];
  change: number;
  within: boolean;
};

function compare(baseRuns: RunResult[], headRuns: RunResult[], base: Tree, head: Tree) {
  const collect = (runs: RunResult[]) => {
    const byKey = new Map<string, { row: Measured; ratios: number[] }>();
    for (const result of runs) {
      for (const row of result.rows) {
        const entry = byKey.get(key(row)) ?? { row, ratios: [] };
        if (row.ratio !== null) entry.ratios.push(row.ratio);
        byKey.set(key(row), entry);
      }
    }
    return byKey;
  };
  const baseRows = collect(baseRuns);
  const headRows = collect(headRuns);
  const lines: Line[] = [];
  const onlyBase: string[] = [];
  const noFigure: string[] = [];
  for (const [k, { row, ratios }] of headRows) {
    const other = baseRows.get(k);
    if (!other) continue;
    if (ratios.length === 0 || other.ratios.length === 0) {
      noFigure.push(`${row.database} \`${row.path}\``);
      continue;
    }
    const change = median(ratios) / median(other.ratios) - 1;
    lines.push({
      database: row.database,
      path: row.path,
      kind: row.kind || other.row.kind,
      base: other.ratios,
      head: ratios,
      change,
      within: change > -0.05,
    });
  }
  for (const [k, { row }] of baseRows) if (!headRows.has(k)) onlyBase.push(`${row.database} \`${row.path}\``);
  const onlyHead = [...headRows.entries()]
    .filter(([k]) => !baseRows.has(k))
    .map(([, { row }]) => `${row.database} \`${row.path}\``);

  const range = (values: number[]) =>
    `${(Math.min(...values) * 100).toFixed(1)}–${(Math.max(...values) * 100).toFixed(1)}`;
  const table = [
    `| database | target | ${base.label}: share of bare | ${head.label}: share of bare | change | within −5 % | rounds' range, ${base.label} / ${head.label} (%) |`,
    "|---|---|---:|---:|---:|---|---|",
    ...lines.map(
      (line) =>
        `| ${line.database} | \`${line.path}\` | ${share(median(line.base))} | ${share(median(line.head))} | ${signed(line.change)} | ${line.within ? "yes" : "**no**"} | ${range(line.base)} / ${range(line.head)} |`,
    ),
  ].join("\n");

  const summary: string[] = [];
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const group = `${line.database}, ${line.kind === "page" || line.kind === "personal-page" ? "pages" : "endpoints and /livez"}`;
    groups.set(group, [...(groups.get(group) ?? []), line]);
  }
  for (const [group, members] of groups) {
    summary.push(
      `- ${group}: median change ${signed(median(members.map((m) => m.change)))} over ${members.length} targets`,
    );
  }
  const fallen = lines.filter((line) => !line.within);
  summary.push(
    fallen.length === 0
      ? `- Every one of the ${lines.length} targets is within −5 %.`
      : `- Outside −5 %: ${fallen.map((line) => `${line.database} \`${line.path}\` (${signed(line.change)})`).join(", ")}.`,
  );
  if (onlyBase.length > 0) summary.push(`- Measured by ${base.label} only: ${onlyBase.join(", ")}.`);
  if (onlyHead.length > 0) summary.push(`- Measured by ${head.label} only: ${onlyHead.join(", ")}.`);
  if (noFigure.length > 0) summary.push(`- No share of bare to compare: ${noFigure.join(", ")}.`);
  if (failedRequests.length > 0) {
    summary.push(
      `- Requests that failed (socket errors, timeouts, non-2xx; the figures are kept): ${failedRequests.join("; ")}.`,
    );
  }
  for (const [tree, runs] of [
    [base, baseRuns],
    [head, headRuns],
  ] as const) {
    const notes = [...new Set(runs.flatMap((r) => r.notes))];
    if (notes.length > 0) summary.push(`- ${tree.label}'s bench:http output: ${notes.join("; ")}.`);
  }

  // Render time: the median over the rounds of each run's median.
  const renderKeys = new Map<string, { database: string; page: string }>();
  for (const r of [...baseRuns, ...headRuns].flatMap((run) => run.renders))
    renderKeys.set(key({ ...r, path: r.page }), r);
  const renderMedian = (runs: RunResult[], k: string) => {
    const values = runs
      .flatMap((run) => run.renders)
      .filter((r) => key({ ...r, path: r.page }) === k && r.ms !== null)
      .map((r) => r.ms as number);
    return values.length === 0 ? "—" : median(values).toFixed(1);
  };
  const renders = [
    `| database | page | ${base.label}: render ms | ${head.label}: render ms |`,
    "|---|---|---:|---:|",
    ...[...renderKeys.entries()].map(
      ([k, r]) => `| ${r.database} | \`${r.page}\` | ${renderMedian(baseRuns, k)} | ${renderMedian(headRuns, k)} |`,
    ),
  ].join("\n");

  return { table, summary: summary.join("\n"), renders, lines, fallen };
}

// ---- run --------------------------------------------------------------------------------------

const loadSamples: number[] = [];
const sampler = setInterval(() => loadSamples.push(os.loadavg()[0] as number), 15_000);
sampler.unref();

let interrupted = false;
const onSignal = (signal: NodeJS.Signals) => {
  if (interrupted) return;
  interrupted = true;
  process.stderr.write(`[compare] ${signal}: stopping the run and removing the worktrees\n`);
  if (current?.pid) {
    try {
      process.kill(-current.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  setTimeout(() => {
    removeWorktrees();
    void dropDatabases().finally(() => process.exit(130));
  }, 2_000);
};
process.once("SIGINT", onSignal);
process.once("SIGTERM", onSignal);

let exitCode = 0;
const databaseBase = postgresUrl ? databaseNameOf(postgresUrl) : "";
const trees: Tree[] = [];
async function dropDatabases(): Promise<void> {
  if (!postgresUrl) return;
  for (const tree of trees) await recreateDatabase(tree.database, true).catch(() => undefined);
}
try {
  mkdirSync(outDir, { recursive: true });
  const baseLabel = shortSha(baseRef);
  const dirty = git(["status", "--porcelain", "--untracked-files=no"]) !== "";
  const headLabel = headRef ? shortSha(headRef) : dirty ? `${shortSha("HEAD")}+changes` : shortSha("HEAD");
  trees.push({
    role: "base",
    label: baseLabel,
    dir: addWorktree(baseRef, `base-${baseLabel}`),
    port: basePort,
    database: `${databaseBase}_base`,
    worktree: true,
  });
  trees.push({
    role: "head",
    label: headLabel,
    dir: headRef ? addWorktree(headRef, `head-${headLabel}`) : repoRoot,
    port: basePort + 10,
    database: `${databaseBase}_head`,
    worktree: Boolean(headRef),
  });
  for (const tree of trees) await prepare(tree);

  const [base, head] = trees as [Tree, Tree];
  const loadAtStart = os.loadavg();
  const measureStart = new Date();
  const results: Record<Tree["role"], RunResult[]> = { base: [], head: [] };
  for (let round = 1; round <= rounds; round += 1) {
    for (const tree of trees) results[tree.role].push(await runTree(tree, round));
  }
  const loadAtEnd = os.loadavg();
  const { table, summary, renders, fallen } = compare(results.base, results.head, base, head);
  if (failedRequests.length > 0) exitCode = 1;

  const cpus = os.cpus();
  const minutes = Math.round((Date.now() - measureStart.getTime()) / 60_000);
  const fmtLoad = (l: number[]) => l.map((n) => n.toFixed(2)).join(" ");
  const sampled =
    loadSamples.length > 0
      ? `; 1-minute load sampled every 15 s: min ${Math.min(...loadSamples).toFixed(2)}, median ${median(loadSamples).toFixed(2)}, max ${Math.max(...loadSamples).toFixed(2)}`
      : "";
  const setting = (name: string, fallback: string) => `${name}=${process.env[name] || fallback}`;
  const wrk = spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
  const generator = process.env.BENCH_LOAD || (wrk ? "wrk" : "autocannon");
  const header = [
    `Compared: ${base.label} (${git(["log", "-1", "--format=%s", base.label]).slice(0, 80)}…) against ${head.label}${head.worktree ? "" : " (this working tree)"}`,
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.versions.node}`,
    `Settings: ${rounds} rounds alternating ${base.label}, ${head.label}; ${[setting("BENCH_SECONDS", "5"), setting("BENCH_CONNECTIONS", "10"), setting("BENCH_ONLY", "(all)"), setting("BENCH_PGLITE", "1"), `PostgreSQL ${postgresUrl ? "yes" : "no"}`, `load generator ${generator}`].join(", ")}`,
    `Started ${measureStart.toISOString()}, ${minutes} min of runs; load average ${fmtLoad(loadAtStart)} at the start, ${fmtLoad(loadAtEnd)} at the end${sampled}`,
  ].join("\n");
  const output = `${header}\n\nShare of the bare hello world measured beside each target, median over the rounds:\n\n${table}\n\n${summary}\n\nUncached render (Server-Timing), median over the rounds:\n\n${renders}\n`;
  console.log(output);
  writeFileSync(path.join(outDir, "comparison.md"), output);
  process.stderr.write(
    `[compare] ${fallen.length === 0 ? "no target fell more than 5 %" : `${fallen.length} target(s) fell more than 5 %`}; runs and reports in ${path.relative(repoRoot, outDir)}/\n`,
  );
} catch (error) {
  exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  if (!interrupted) {
    removeWorktrees();
    await dropDatabases();
  }
}
if (!interrupted) process.exit(exitCode);
