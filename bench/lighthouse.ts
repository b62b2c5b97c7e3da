/**
 * `npm run bench:lighthouse [-- /path /other/path]`: starts the built server on a fresh embedded
 * database, runs Lighthouse (mobile, Debian Chromium via CHROME_PATH) five times per page and
 * reports the median performance, SEO and accessibility scores, plus the gzip size of the
 * JavaScript each page loads and the server's render time (its `Server-Timing` header, median of
 * sequential requests that carry a cookie no page reads, so the page cache of ADRs 011/013 lets
 * them through to the renderer; visitors' requests are answered from that cache).
 * Budgets: public pages, ARCHITECTURE §7: >= 95, >= 95, >= 95, <= 150 KB and <= 30 ms. The user
 * centre (issue #24 item 8): performance >= 90, accessibility >= 95, <= 250 KB, <= 30 ms; its
 * pages are noindex, so SEO is reported but not judged. A user-centre page is measured signed in,
 * in a Chromium of its own, as a customer signed up through the API at the start (the server
 * sends its mail to an SMTP catcher here); with `BENCH_ORIGIN`, give that customer's session
 * token as `BENCH_TOKEN`.
 * The default pages are every public page of `public-pages.ts` in English and Chinese and the
 * user-centre pages of `USER_CENTRE_PAGES`: 27 pages, five runs each, so name pages or set
 * `BENCH_RUNS=1` for a quicker look; `BENCH_LHR_DIR=dir` keeps every run's full report there.
 * Pages that do not exist on this build (404) are reported as missing, not measured. For the
 * JavaScript of public pages alone, `npm run bench:js` is quicker.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startSmtpCatcher } from "../apps/server/src/test/smtp-catcher.ts";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.ts";
import { CHEAP_BOT_CHALLENGE, signUpCustomer } from "./bench-customer.ts";
import { startBenchServer } from "./bench-server.ts";
import { inBothLanguages, PUBLIC_PAGES, USER_CENTRE_PAGES } from "./public-pages.ts";
import { signInChrome } from "./sign-in-chrome.ts";
import { UNCACHED_COOKIE } from "./uncached-cookie.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** With `BENCH_LHR_DIR`, every run's full Lighthouse report is kept there, to read what a score is made of. */
const LHR_DIR = process.env.BENCH_LHR_DIR;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const repoRoot = path.resolve(import.meta.dirname, "..");
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...inBothLanguages(PUBLIC_PAGES), ...USER_CENTRE_PAGES];
/** The user centre renders in the browser for a signed-in customer; everything else is public. */
const isUserCentre = (pagePath: string) => pagePath.startsWith("/ucenter/");
type Budget = { performance: number; seo: number | null; accessibility: number; jsKb: number; renderMs: number };
const budgets: Record<"public" | "userCentre", Budget> = {
  public: { performance: 95, seo: 95, accessibility: 95, jsKb: 150, renderMs: 30 },
  userCentre: { performance: 90, seo: null, accessibility: 95, jsKb: 250, renderMs: 30 },
};
const budgetOf = (pagePath: string) => (isUserCentre(pagePath) ? budgets.userCentre : budgets.public);
/** Sequential requests per page for the server render time, after one to warm up. */
const RENDER_SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES ?? 30);

type PageResult = {
  path: string;
  status: "measured" | "missing";
  performance?: number;
  seo?: number;
  accessibility?: number;
  jsGzipKb?: number;
  /** Median of the server's own `Server-Timing: render` (loaders + render to the first byte). */
  renderMs?: number;
  runs?: Run[];
};

/** Scores, and the metrics behind the performance score (ms; CLS unitless) to see what to fix. */
type Run = {
  performance: number;
  seo: number;
  accessibility: number;
  metrics: Record<string, number>;
  failedAudits: string[];
  /** The element Lighthouse took for the Largest Contentful Paint: what to make paint sooner. */
  lcpElement: string | null;
};

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Sum of the gzip sizes of the scripts the page loaded (what goes over the wire compressed). */
async function scriptGzipKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/** The server's render time for a page: the median over sequential requests, as a browser sends them. */
async function serverRenderMs(url: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i <= RENDER_SAMPLES; i++) {
    const response = await fetch(url, {
      headers: { "accept-encoding": "br, gzip", "accept-language": "en-US", cookie: UNCACHED_COOKIE },
    });
    await response.arrayBuffer();
    const duration = /render;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1];
    if (duration === undefined) throw new Error(`${url} sent no Server-Timing render duration`);
    if (i > 0) samples.push(Number(duration));
  }
  return Math.round(median(samples) * 10) / 10;
}

/**
 * What Lighthouse clears before each run. Its default keeps local storage, so the first run of a
 * page would leave what the page stores (the static pages' cart) for the next runs: a returning
 * visitor's load, with the stored cart's reader, in all runs but the first. A public page is
 * measured as a first visit every run; the user centre keeps its session, which lives there.
 */
const FIRST_VISIT_STORAGE = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
] as const;

/** Attempts per run: Lighthouse now and then fails a run (a runtime error, no scores). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run that produced scores. A failed run is tried again rather than counted:
 * its zeros would drag the median down and its missing network list would hide the scripts.
 */
async function lighthouseRun(chromePort: number, url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "seo", "accessibility"],
      formFactor: "mobile",
      ...(isUserCentre(new URL(url).pathname) ? {} : { clearStorageTypes: [...FIRST_VISIT_STORAGE] }),
    });
    const failure = !result
      ? "no result"
      : (result.lhr.runtimeError?.message ?? (result.lhr.categories.performance?.score == null ? "no score" : null));
    if (result && failure === null) {
      // A user-centre page without a valid session sends the browser to /login: that is not the page.
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`${url} ended at ${result.lhr.finalDisplayedUrl}: not the page asked for`);
      return result.lhr;
    }
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${failure}`);
    console.error(`Lighthouse run failed on ${url} (${failure}); trying again`);
  }
}

/** The LCP element's selector and the start of its markup: the node item of the LCP breakdown's list. */
function lcpElementOf(details: unknown): string | null {
  type Node = { type?: string; selector?: string; snippet?: string };
  const items = (details as { items?: Node[] } | undefined)?.items ?? [];
  const node = items.find((item) => item.type === "node");
  return node ? `${node.selector ?? ""} ${node.snippet?.slice(0, 160) ?? ""}`.trim() : null;
}

async function measure(chromePort: number, origin: string, pagePath: string): Promise<PageResult> {
  const url = `${origin}${pagePath}`;
  const runs: Run[] = [];
  let scripts: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const lhr = await lighthouseRun(chromePort, url);
    const { categories, audits } = lhr;
    if (LHR_DIR) {
      mkdirSync(LHR_DIR, { recursive: true });
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_")}-${run + 1}.json`;
      writeFileSync(path.join(LHR_DIR, name), JSON.stringify(lhr));
    }
    runs.push({
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      metrics: Object.fromEntries(METRICS.map((id) => [id, Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000])),
      failedAudits: [...(categories.seo?.auditRefs ?? []), ...(categories.accessibility?.auditRefs ?? [])]
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      lcpElement: lcpElementOf(audits["lcp-breakdown-insight"]?.details),
    });
    const requests = (audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })
      ?.items;
    scripts = (requests ?? []).filter((item) => item.resourceType === "Script").map((item) => item.url);
  }
  return {
    path: pagePath,
    status: "measured",
    performance: median(runs.map((r) => r.performance)),
    seo: median(runs.map((r) => r.seo)),
    accessibility: median(runs.map((r) => r.accessibility)),
    jsGzipKb: await scriptGzipKb(scripts),
    runs,
  };
}

const smtp = await startSmtpCatcher();
const server = await startBenchServer(3331, { SMTP_URL: smtp.url, ...CHEAP_BOT_CHALLENGE });
const { origin } = server;
const launchChrome = () => chromeLauncher.launch({ chromePath, chromeFlags: ["--headless", ...CHROMIUM_FLAGS] });
// Public pages in a Chromium that has never signed in; the user centre in one of its own.
const chrome = await launchChrome();
let signedIn: chromeLauncher.LaunchedChrome | null = null;
const results: PageResult[] = [];
try {
  // A fresh process compiles its code on the first requests; measure a warm server, as in use.
  // The warm-up also finds the paths this build serves.
  const served = new Set<string>();
  for (let round = 0; round < 10; round++) {
    for (const pagePath of paths) {
      const response = await fetch(`${origin}${pagePath}`);
      await response.arrayBuffer();
      if (response.status === 200) served.add(pagePath);
    }
  }
  // Server render times first, on the warm and otherwise idle server; Lighthouse after.
  const renderMs = new Map<string, number>();
  for (const pagePath of served) renderMs.set(pagePath, await serverRenderMs(`${origin}${pagePath}`));
  if ([...served].some(isUserCentre)) {
    const token = process.env.BENCH_TOKEN || (await signUpCustomer(origin, smtp));
    signedIn = await launchChrome();
    await signInChrome(signedIn.port, origin, token);
  }
  for (const pagePath of paths) {
    const port = isUserCentre(pagePath) && signedIn ? signedIn.port : chrome.port;
    const result: PageResult = served.has(pagePath)
      ? { ...(await measure(port, origin, pagePath)), renderMs: renderMs.get(pagePath) }
      : { path: pagePath, status: "missing" };
    results.push(result);
    console.error(`measured ${pagePath}: ${result.status}`);
  }
} finally {
  await chrome.kill();
  await signedIn?.kill();
  server.stop();
  await smtp.close();
}

const mark = (ok: boolean) => (ok ? "ok" : "OVER");
const atLeast = (value: number | undefined, goal: number | null) => goal === null || (value ?? 0) >= goal;
console.log(
  `\nLighthouse (mobile, median of ${RUNS}); server render median of ${RENDER_SAMPLES} uncached requests\n` +
    `budget, public pages: perf/SEO/a11y >= 95, JS <= ${budgets.public.jsKb} KB gzip, render <= ${budgets.public.renderMs} ms\n` +
    `budget, user centre (signed in): perf >= ${budgets.userCentre.performance}, a11y >= ${budgets.userCentre.accessibility}, ` +
    `JS <= ${budgets.userCentre.jsKb} KB gzip, render <= ${budgets.userCentre.renderMs} ms (SEO not judged: noindex)\n`,
);
console.log("page".padEnd(46), "perf", " seo", "a11y", "  JS KB", "SSR ms", "budget");
for (const r of results) {
  if (r.status === "missing") {
    console.log(r.path.padEnd(46), "  — missing on this build (not 200)");
    continue;
  }
  const goal = budgetOf(r.path);
  const ok =
    atLeast(r.performance, goal.performance) &&
    atLeast(r.seo, goal.seo) &&
    atLeast(r.accessibility, goal.accessibility) &&
    (r.jsGzipKb ?? Infinity) <= goal.jsKb &&
    (r.renderMs ?? Infinity) <= goal.renderMs;
  console.log(
    r.path.padEnd(46),
    String(r.performance).padStart(4),
    String(r.seo).padStart(4),
    String(r.accessibility).padStart(4),
    String(r.jsGzipKb).padStart(7),
    String(r.renderMs).padStart(6),
    mark(ok),
  );
}
const resultsDir = path.join(repoRoot, "bench/results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, `${JSON.stringify({ origin, runs: RUNS, budgets, results }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
