/**
 * `npm run bench:js [-- /path …] [-- --detail]`: the JavaScript a first visit loads, per public
 * page and language, against the 150 KB gzip budget of ARCHITECTURE §7. Quick enough to run after
 * every change (no Lighthouse): each page opens in a fresh browser context of Debian Chromium
 * (`CHROME_PATH`), emulating the phone Lighthouse emulates, and the bench waits until the page
 * has hydrated, its load event has fired and the network has been quiet for a second. Every
 * script response until then is "first load"; its body is gzipped at level 9 (the
 * build's `.gz` copies use the same level) and summed, as `bench:lighthouse` does. The bench then
 * keeps watching for `BENCH_LATER_MS` (default 6000) without touching the page: scripts that
 * arrive then (a widget loaded when the browser is idle) are reported as "later".
 *
 * Pages are measured in English and Chinese (`?lang=zh-CN`; `BENCH_LANGS=en` for English only).
 * `--detail` lists each page's script files. The server is the built app on a fresh database on
 * `BENCH_PORT` (3332), or a running one at `BENCH_ORIGIN`. JSON in `bench/results/`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.ts";
import { startBenchServer } from "./bench-server.ts";
import { inLanguage, LANGUAGES, type Language, PUBLIC_PAGES } from "./public-pages.ts";

const BUDGET_KB = 150;
const QUIET_MS = 1000;
const LATER_MS = Number(process.env.BENCH_LATER_MS ?? 6000);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const repoRoot = path.resolve(import.meta.dirname, "..");
/** The phone Lighthouse's mobile run emulates (its constants.js): screen and user agent. */
const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

const args = process.argv.slice(2);
const detail = args.includes("--detail");
const givenPaths = args.filter((arg) => !arg.startsWith("--"));
const paths = givenPaths.length > 0 ? givenPaths : PUBLIC_PAGES;
const languages = (process.env.BENCH_LANGS?.split(",") ?? LANGUAGES).filter((language): language is Language =>
  (LANGUAGES as readonly string[]).includes(language),
);

type Script = { url: string; gzipBytes: number; later: boolean };
type Measurement =
  | { path: string; language: Language; url: string; status: "missing"; httpStatus: number }
  | {
      path: string;
      language: Language;
      url: string;
      status: "measured";
      firstLoadKb: number;
      laterKb: number;
      scripts: Script[];
    };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// The same file on several pages is fetched and compressed once.
const gzipSizes = new Map<string, Promise<number>>();
function gzipBytes(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url).then(
      async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length,
    );
    gzipSizes.set(url, size);
  }
  return size;
}

async function measure(browser: Browser, origin: string, pagePath: string, language: Language): Promise<Measurement> {
  const address = inLanguage(pagePath, language);
  const url = `${origin}${address}`;
  // A fresh context is a first visit: no cache, no storage, no cookies.
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, locale: "en-US" });
  const page = await context.newPage();
  let inFlight = 0;
  let lastActivity = Date.now();
  let quiet = false;
  const scripts = new Map<string, boolean>();
  page.on("request", (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (request.resourceType() === "script" && !scripts.has(request.url())) scripts.set(request.url(), quiet);
  });
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  try {
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const httpStatus = response?.status() ?? 0;
    if (httpStatus !== 200) return { path: pagePath, language, url: address, status: "missing", httpStatus };
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    // A request that never ends (a held connection) must not hold the bench: 30 s at most.
    const deadline = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline)
      await page.waitForTimeout(100);
    quiet = true;
    if (LATER_MS > 0) await page.waitForTimeout(LATER_MS);
  } finally {
    await context.close();
  }
  const measured: Script[] = await Promise.all(
    [...scripts].map(async ([scriptUrl, later]) => ({ url: scriptUrl, gzipBytes: await gzipBytes(scriptUrl), later })),
  );
  const sum = (list: Script[]) => kb(list.reduce((total, script) => total + script.gzipBytes, 0));
  return {
    path: pagePath,
    language,
    url: address,
    status: "measured",
    firstLoadKb: sum(measured.filter((script) => !script.later)),
    laterKb: sum(measured.filter((script) => script.later)),
    scripts: measured.sort((a, b) => Number(a.later) - Number(b.later) || b.gzipBytes - a.gzipBytes),
  };
}

const server = await startBenchServer(3332);
const browser = await chromium.launch({
  executablePath: chromePath,
  args: CHROMIUM_FLAGS,
});
const results: Measurement[] = [];
try {
  for (const pagePath of paths) {
    for (const language of languages) {
      const result = await measure(browser, server.origin, pagePath, language);
      results.push(result);
      console.error(`measured ${result.url}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}

const cell = (result: Measurement | undefined) => {
  if (!result) return "".padStart(14);
  if (result.status === "missing") return `(${result.httpStatus})`.padStart(14);
  const later = LATER_MS > 0 ? ` +${result.laterKb.toFixed(1)}`.padEnd(7) : "";
  return `${result.firstLoadKb.toFixed(1).padStart(7)}${later}`;
};
const laterNote =
  LATER_MS > 0
    ? `; "+" is what loaded later without interaction (within ${LATER_MS / 1000} s of the page going quiet)`
    : "";
console.log(`\nFirst-visit JavaScript, KB gzip (budget <= ${BUDGET_KB} KB)${laterNote}\n`);
console.log("page".padEnd(34), ...languages.map((language) => language.padStart(7).padEnd(14)), "budget");
for (const pagePath of paths) {
  const row = languages.map((language) => results.find((r) => r.path === pagePath && r.language === language));
  const measured = row.filter((r) => r?.status === "measured");
  const over = measured.some((r) => r.firstLoadKb > BUDGET_KB);
  console.log(pagePath.padEnd(34), ...row.map(cell), measured.length === 0 ? "—" : over ? "OVER" : "ok");
}
if (detail) {
  for (const result of results) {
    if (result.status !== "measured") continue;
    console.log(`\n${result.url}: ${result.firstLoadKb} KB first load, ${result.laterKb} KB later`);
    for (const script of result.scripts) {
      const file = new URL(script.url).pathname.replace(/^\/assets\//, "");
      console.log(`  ${kb(script.gzipBytes).toFixed(1).padStart(6)}  ${script.later ? "later " : ""}${file}`);
    }
  }
}
const resultsDir = path.join(repoRoot, "bench/results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `first-load-js-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ origin: server.origin, budgetKb: BUDGET_KB, laterMs: LATER_MS, results }, null, 2)}\n`,
);
console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
