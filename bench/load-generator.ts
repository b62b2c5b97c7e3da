/**
 * The load generator of the HTTP benches: wrk when it is installed (Debian's `wrk` package), else
 * autocannon. `BENCH_LOAD=wrk|autocannon` chooses one.
 *
 * Why wrk first: on a 2-core machine the generator shares the cores with the server it measures,
 * and its own cost per response counts in every figure. autocannon parses each response in
 * JavaScript, so a 16 KB page costs it far more than a 17-byte hello world. It then runs a core at
 * 100% and caps the page's rate, whatever the server does: the same cached page measured 4–5k req/s
 * under autocannon and 16–19k under wrk, beside a bare hello world of 20–37k and 33–35k
 * (docs/performance.md, fourth round). wrk is written in C and its cost barely grows with the body.
 * It runs with one thread, so it takes one core, like autocannon.
 */
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";

export type Measured = { requests: number; non2xx: number; errors: number; rps: number; p50: number; p99: number };
export type LoadOptions = { connections: number; seconds: number; headers?: Record<string, string> };
export type LoadGenerator = { name: string; run(url: string, options: LoadOptions): Promise<Measured> };

const autocannonGenerator: LoadGenerator = {
  name: "autocannon",
  async run(url, { connections, seconds, headers = {} }) {
    const result = await autocannon({ url, connections, duration: seconds, headers });
    return {
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  },
};

/** wrk's durations ("250.00us", "1.23ms", "2.00s") in ms. */
function wrkMs(value: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value ?? "");
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1_000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * scale;
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(output: string): Measured {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const requests = number(/(\d+) requests in /);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return {
    requests,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
    errors,
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: wrkMs(/^\s+50%\s+(\S+)$/m.exec(output)?.[1]),
    p99: wrkMs(/^\s+99%\s+(\S+)$/m.exec(output)?.[1]),
  };
}

const wrkGenerator: LoadGenerator = {
  name: "wrk",
  run(url, { connections, seconds, headers = {} }) {
    const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency"];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    args.push(url);
    return new Promise((resolve, reject) => {
      const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once("error", reject);
      child.once("exit", (code) => {
        const measured = parseWrk(output);
        if (code !== 0 || Number.isNaN(measured.rps)) reject(new Error(`wrk ${url} failed (${code}):\n${output}`));
        else resolve(measured);
      });
    });
  },
};

const wrkInstalled = () => spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;

export function chooseLoadGenerator(choice = process.env.BENCH_LOAD ?? ""): LoadGenerator {
  if (choice === "autocannon") return autocannonGenerator;
  if (choice === "wrk" || (choice === "" && wrkInstalled())) {
    if (!wrkInstalled()) throw new Error("BENCH_LOAD=wrk, but wrk is not installed (apt-get install wrk)");
    return wrkGenerator;
  }
  if (choice !== "") throw new Error(`BENCH_LOAD must be wrk or autocannon, not ${choice}`);
  process.stderr.write(
    "wrk is not installed (apt-get install wrk): measuring with autocannon, whose own cost caps the pages' rates\n",
  );
  return autocannonGenerator;
}
