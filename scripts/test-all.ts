/**
 * `npm test`: every suite a contributor needs, in order — typecheck, lint, unit, integration
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the web build, then the browser
 * suite against the built server. Every suite runs even when an earlier one fails, so one
 * run shows everything that is wrong. The last line is the one summary over all suites.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

type Tally = { passed: number; failed: number };
const reportDir = mkdtempSync(join(tmpdir(), "portico-test-"));
const totals: Tally = { passed: 0, failed: 0 };
const lines: string[] = [];
/** Names of failed tests, printed after the summary: CI keeps only the tail of the output. */
const failures: string[] = [];

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
  const report = readJson(file) as VitestReport | null;
  const tally = { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
  for (const testFile of report?.testResults ?? []) {
    for (const test of testFile.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const firstLine = (test.failureMessages?.[0] ?? "").split("\n")[0]?.slice(0, 200);
      failures.push(`vitest ${relative(process.cwd(), testFile.name)} › ${test.fullName}: ${firstLine}`);
    }
  }
  // A crash before any test reported (bad config, failed import) still counts as a failure.
  if (!ok && tally.failed === 0) tally.failed = 1;
  add("unit + integration", tally);
}

function browserSuite(): void {
  console.log("\n=== browser (playwright) ===");
  const file = join(reportDir, "playwright.json");
  const ok = run("npx", ["playwright", "test", "--config", "e2e/playwright.config.ts"]);
  const report = readJson(file) as PlaywrightReport | null;
  collectPlaywrightFailures(report?.suites ?? []);
  const tally = {
    passed: (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0),
    failed: report?.stats?.unexpected ?? 0,
  };
  if (!ok && tally.failed === 0) tally.failed = 1;
  add("browser", tally);
}

type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
};
type PlaywrightReport = {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  suites?: PlaywrightSuite[];
};

function collectPlaywrightFailures(suites: PlaywrightSuite[]): void {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === "unexpected")) {
        failures.push(`playwright ${spec.file}:${spec.line} › ${suite.title} › ${spec.title}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
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
// Through the release script the Dockerfile runs, so the image's build step is tested here.
if (check("web build", "bash", ["scripts/release.sh", "build"])) browserSuite();
else add("browser (not run: no web build)", { passed: 0, failed: 1 });

rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${lines.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
