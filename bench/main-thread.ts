/**
 * `npm run bench:main-thread [-- /path …]`: what blocks a page's main thread as it loads on a slow
 * phone. Starts the built server on a fresh embedded database, opens each page
 * `BENCH_RUNS` times (default 5) in Debian Chromium with the CPU slowed four times (Lighthouse's
 * mobile setting), records a trace, and prints every task over 30 ms with what it was made of
 * (parsing, style, layout, script evaluation, which file's functions), then the blocking time
 * of each load: the part over 50 ms of every task after the HTML arrived, as Total Blocking Time
 * counts it. A user-centre page is opened signed in, as a customer signed up at the start.
 * It is a diagnosis: Lighthouse (`npm run bench:lighthouse`) is the measure of the budgets; this
 * says which task to work on, and compares two builds' blocking time in one sitting.
 */
import { chromium } from "@playwright/test";
import { startSmtpCatcher } from "../apps/server/src/test/smtp-catcher.ts";
import { CHROMIUM_FLAGS } from "../scripts/chromium-flags.ts";
import { CHEAP_BOT_CHALLENGE, signUpCustomer } from "./bench-customer.ts";
import { startBenchServer } from "./bench-server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/ucenter/info/"];
const CPU_SLOWDOWN = 4;
/** A task this long is listed; one over 50 ms blocks input for the part over 50 ms. */
const LISTED_MS = 30;
const BLOCKING_MS = 50;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
};

/** What a task spent its time on: trace events inside it, scripts named by their file. */
function partsOf(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const sums = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== "X" || event.name === "RunTask" || event.pid !== task.pid || event.tid !== task.tid) continue;
    if (event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
    const file = event.args?.data?.url?.split("/").pop();
    const label = file && /EvaluateScript|FunctionCall/.test(event.name) ? `${event.name} ${file}` : event.name;
    sums.set(label, (sums.get(label) ?? 0) + (event.dur ?? 0));
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([label, us]) => `${label} ${Math.round(us / 1000)}`)
    .join(", ");
}

const smtp = await startSmtpCatcher();
const server = await startBenchServer(3334, { SMTP_URL: smtp.url, ...CHEAP_BOT_CHALLENGE });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
const summary: string[] = [];
try {
  const token = paths.some((p) => p.startsWith("/ucenter/")) ? await signUpCustomer(server.origin, smtp) : null;
  for (const pagePath of paths) {
    // A warm server, as in use: its first requests compile its code.
    for (let i = 0; i < 5; i++) await (await fetch(`${server.origin}${pagePath}`)).arrayBuffer();
    const blocking: number[] = [];
    for (let run = 1, attempt = 1; run <= RUNS; attempt++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (token && pagePath.startsWith("/ucenter/")) {
        await page.goto(`${server.origin}/livez`);
        await page.evaluate((value) => window.localStorage.setItem("token", value), token);
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
      await page.goto(`${server.origin}${pagePath}`);
      await page.waitForTimeout(3000);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      await context.close();
      const request = events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url?.endsWith(pagePath));
      // Now and then a trace comes back without the page's own events: load again rather than guess.
      if (!request) {
        if (attempt >= RUNS + 3) throw new Error(`no request for ${pagePath} in ${attempt} traces`);
        console.error(`${pagePath}: the trace holds no request for the page; loading again`);
        continue;
      }
      const arrived = events.find((e) => e.name === "ResourceReceiveResponse" && e.ts > request.ts)?.ts ?? request.ts;
      let blocked = 0;
      console.log(`\n${pagePath}, load ${run}: tasks over ${LISTED_MS} ms (ms from the request; ms)`);
      for (const task of events.filter((e) => e.name === "RunTask" && e.ts > request.ts)) {
        const ms = (task.dur ?? 0) / 1000;
        if (task.ts > arrived) blocked += Math.max(0, ms - BLOCKING_MS);
        if (ms >= LISTED_MS)
          console.log(
            `  at ${Math.round((task.ts - request.ts) / 1000)}: ${Math.round(ms)} — ${partsOf(task, events)}`,
          );
      }
      blocking.push(Math.round(blocked));
      run++;
    }
    const sorted = [...blocking].sort((a, b) => a - b);
    summary.push(
      `${pagePath.padEnd(30)} blocking ms per load: ${blocking.join(", ")} (median ${sorted[Math.floor(sorted.length / 2)]})`,
    );
  }
} finally {
  await browser.close();
  server.stop();
  await smtp.close();
}
console.log(`\nCPU slowed ${CPU_SLOWDOWN}×, ${RUNS} loads per page\n${summary.join("\n")}`);
