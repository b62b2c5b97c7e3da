/**
 * `npm test`: every suite a contributor needs, in order — typecheck, lint, unit, integration
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the web build, then the browser
 * suite against the built server. Every suite runs even when an earlier one fails, so one
 * run shows everything that is wrong. The last line is the one summary over all suites.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Tally = { passed: number; failed: number };
const reportDir = mkdtempSync(join(tmpdir(), "portico-test-"));
const totals: Tally = { passed: 0, failed: 0 };
const lines: string[] = [];

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status === 0;
}

/** A step that is one check (typecheck, lint, build): it passes or fails as a whole. */
function check(name: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${name} ===`);
  const ok = run(command, args);
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  lines.push(`${ok ? "ok  " : "FAIL"} ${name}`);
  return ok;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function vitestSuite(): void {
  console.log("\n=== unit + integration (vitest) ===");
  const file = join(reportDir, "vitest.json");
  const ok = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
  const report = readJson(file) as { numPassedTests?: number; numFailedTests?: number } | null;
  const tally = { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
  // A crash before any test reported (bad config, failed import) still counts as a failure.
  if (!ok && tally.failed === 0) tally.failed = 1;
  add("unit + integration", tally);
}

function browserSuite(): void {
  console.log("\n=== browser (playwright) ===");
  const file = join(reportDir, "playwright.json");
  const ok = run("npx", ["playwright", "test", "--config", "e2e/playwright.config.ts"]);
  const report = readJson(file) as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
  const tally = {
    passed: (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0),
    failed: report?.stats?.unexpected ?? 0,
  };
  if (!ok && tally.failed === 0) tally.failed = 1;
  add("browser", tally);
}

function add(name: string, tally: Tally): void {
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  lines.push(`${tally.failed === 0 ? "ok  " : "FAIL"} ${name}: ${tally.passed} passed, ${tally.failed} failed`);
}

process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = join(reportDir, "playwright.json");
check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npx", ["biome", "check", "."]);
vitestSuite();
if (check("web build", "npm", ["run", "--silent", "build"])) browserSuite();
else add("browser (not run: no web build)", { passed: 0, failed: 1 });

rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${lines.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
