import type { Endpoint } from "@portico/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { envelopeClient } from "../test/envelope-client.ts";
import { judge } from "./fuzz/checks.ts";
import { changed, fingerprinter } from "./fuzz/db-fingerprint.ts";
import { ALL_ENDPOINTS } from "./fuzz/endpoints.ts";
import { inParallel } from "./fuzz/pool.ts";
import { GATEWAY_TOKEN, mayCall, type PrincipalName, type PrincipalPool, principalPool } from "./fuzz/principals.ts";
import { rngOf } from "./fuzz/random.ts";
import { type FuzzRequest, generateRequest } from "./fuzz/requests.ts";
import { type Answer, send } from "./fuzz/send.ts";
import { randomFrom, recordFigure, scaled, seedFor } from "./run-settings.ts";

/**
 * Issue #26 item 3: every endpoint of the contract, fuzzed from its own schemas by every kind of
 * caller. Each request is held to the contract (no 5xx; the success data matches the response
 * schema, or the error envelope carries a code the endpoint may answer; no stack trace or SQL in
 * a body), and batches of refused requests must leave the database as they found it.
 * Replay: RELIABILITY_SEED=<base> (printed below); RELIABILITY_FUZZ_ONLY=<operationId>[,…] runs only those endpoints.
 */
const PER_ENDPOINT = scaled({ ci: 1000, full: 10_000 });
const BATCH = 250;
const WIDTH = 8;
const seed = seedFor("fuzz");
const only = process.env.RELIABILITY_FUZZ_ONLY?.split(",");
const endpoints = ALL_ENDPOINTS.filter((endpoint) => !only || only.includes(endpoint.operationId));

type Failure = { endpoint: string; kind: string; detail: string; replay: string };

const hashOf = (text: string) => {
  let hash = seed >>> 0;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
};

describe("every endpoint, fuzzed from its contract", () => {
  let t: TestApp;
  let pool: PrincipalPool;
  let envelope: Awaited<ReturnType<typeof envelopeClient>>;
  let fingerprint: Awaited<ReturnType<typeof fingerprinter>>;
  let skew = 0;
  const clock = {
    now: () => new Date(Date.now() + skew),
    later: (ms: number) => {
      skew += ms;
    },
  };
  const failures: Failure[] = [];
  const counts = new Map<string, number>();
  const tally = { requests: 0, fiveXX: 0, mismatches: 0, leaks: 0, refusedWrites: 0, refusedChecked: 0, accepted: 0 };
  let addresses = 0;
  const serverErrors = new Map<string, string>();
  const keepError = (line: string) => {
    const entry = JSON.parse(line) as { reqId?: string; err?: { message?: string; stack?: string }; msg?: string };
    if (entry.reqId)
      serverErrors.set(entry.reqId, `${entry.msg}: ${entry.err?.stack?.slice(0, 900) ?? entry.err?.message}`);
  };
  const revivals: Record<string, number> = {};
  const timings = { send: 0, fingerprint: 0, revive: 0, culprits: 0 };
  const timed = async <T>(part: keyof typeof timings, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[part] += Math.round(performance.now() - start);
    }
  };

  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      // The server's own account of a 5xx, matched to the answer by its request id.
      logStream: { write: (line) => keepError(line) },
      env: {
        // Both forms of every request: plain, and sealed as the browser sends them (ADR 012).
        API_ENVELOPE: "accept",
        GATEWAY_SERVICE_TOKEN: GATEWAY_TOKEN,
        PUBLIC_URL: "https://portico.test",
        ALTCHA_COST: "1",
        // One key makes hundreds of calls a second here; its real limit (120 a minute) would
        // answer nearly all of them 429 before validation. Per-address limits keep their values:
        // each batch comes from an address of its own.
        API_KEY_RATE_LIMIT_PER_MINUTE: "100000",
        LOG_LEVEL: "error",
      },
    });
    pool = await principalPool(t, clock);
    envelope = await envelopeClient(t.app);
    fingerprint = await fingerprinter(t.database.db);
  }, 120_000);

  afterAll(async () => {
    const least = Math.min(...endpoints.map((endpoint) => counts.get(endpoint.operationId) ?? 0));
    await recordFigure({ part: "fuzz", name: "fuzzed requests (all endpoints)", value: tally.requests });
    await recordFigure({ part: "fuzz", name: "endpoints fuzzed", value: counts.size });
    await recordFigure({ part: "fuzz", name: "min requests per endpoint", value: least });
    await recordFigure({ part: "fuzz", name: "5xx seen", value: tally.fiveXX, expected: 0 });
    await recordFigure({ part: "fuzz", name: "schema mismatches", value: tally.mismatches, expected: 0 });
    await recordFigure({ part: "fuzz", name: "writes by refused requests", value: tally.refusedWrites, expected: 0 });
    await recordFigure({ part: "fuzz", name: "stack or SQL in a body", value: tally.leaks, expected: 0 });
    await recordFigure({ part: "fuzz", name: "refused requests checked for writes", value: tally.refusedChecked });
    await recordFigure({ part: "fuzz", name: "requests answered 2xx", value: tally.accepted });
    const groups = new Map<string, { count: number; first: Failure }>();
    for (const failure of failures) {
      const key = `[${failure.kind}] ${failure.endpoint}`;
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { count: 1, first: failure });
    }
    if (groups.size > 0)
      console.log(
        `[reliability] fuzz: failures (seed ${seed})\n${[...groups].map(([key, { count, first }]) => `${key} ×${count}: ${first.detail}\n${first.replay}`).join("\n\n")}`,
      );
    console.log(`[reliability] fuzz timings ${JSON.stringify(timings)} revivals ${JSON.stringify(revivals)}`);
    const rows = endpoints.map(
      (endpoint) =>
        `${String(counts.get(endpoint.operationId) ?? 0).padStart(7)}  ${endpoint.method.padEnd(4)} ${endpoint.path}`,
    );
    console.log(`[reliability] fuzz: requests per endpoint\n${rows.join("\n")}`);
    await t?.close();
  });

  /** Sends a batch from one fresh address; returns the answers and which principals a call ended. */
  async function runBatch(endpoint: Endpoint, batch: FuzzRequest[]) {
    addresses++;
    const remoteAddress = `198.18.${(addresses >> 8) & 255}.${addresses & 255}`;
    const dead = new Map<PrincipalName, "dead" | "reauth">();
    const answers = await inParallel(batch, WIDTH, async (request) => {
      const got = await send(t.app, envelope, request, pool.headers(request.principal), remoteAddress);
      // A live credential the endpoint looks at answered 401: a fuzzed call may have ended it (checked after the batch).
      const looksAtIt = mayCall(request.principal, endpoint) || endpoint.access.kind === "staff";
      for (const answer of got) {
        if (
          request.principal.startsWith("dead") ||
          request.principal === "wrongService" ||
          request.principal === "anonymous"
        )
          continue;
        if (answer.status === 401 && looksAtIt) dead.set(request.principal, "dead");
        else if (answer.text.includes('"staff_reauth_required"') && !dead.has(request.principal))
          dead.set(request.principal, "reauth");
      }
      return got;
    });
    return { answers, dead };
  }

  function hold(endpoint: Endpoint, request: FuzzRequest, answers: Answer[]) {
    for (const answer of answers) {
      const verdict = judge(endpoint, request, answer);
      if (answer.status >= 200 && answer.status < 300) tally.accepted++;
      if (verdict.fiveXX) {
        tally.fiveXX++;
        const logged = serverErrors.get(String(answer.headers["x-request-id"]));
        failures.push({
          endpoint: endpoint.operationId,
          kind: "5xx",
          detail: `${answer.status} ${answer.text.slice(0, 300)}\n  server log: ${logged ?? "(none)"}`,
          replay: answer.replay,
        });
      }
      if (verdict.mismatch) {
        tally.mismatches++;
        failures.push({
          endpoint: endpoint.operationId,
          kind: "schema",
          detail: verdict.mismatch,
          replay: answer.replay,
        });
      }
      if (verdict.leak) {
        tally.leaks++;
        failures.push({ endpoint: endpoint.operationId, kind: "leak", detail: verdict.leak, replay: answer.replay });
      }
    }
  }

  /** Which requests of a batch that wrote did the writing: each sent again alone between fingerprints. */
  async function culprits(endpoint: Endpoint, batch: FuzzRequest[]) {
    const found: string[] = [];
    for (const request of batch) {
      const before = await fingerprint.take();
      const { answers } = await runBatch(endpoint, [request]);
      const tables = changed(before, await fingerprint.take());
      const got = answers[0] ?? [];
      if (tables.length > 0 && got.every((answer) => answer.status >= 400))
        found.push(`${tables.join(", ")} written by:\n${got[0]?.replay}`);
      if (found.length >= 3) break;
    }
    return found;
  }

  it(
    `answers ${PER_ENDPOINT} generated requests per endpoint within its contract, and refusals write nothing`,
    async () => {
      expect(endpoints.length).toBeGreaterThan(only ? 0 : 140);
      for (const endpoint of endpoints) {
        const rng = rngOf(randomFrom(hashOf(endpoint.operationId)));
        const requests = Array.from({ length: PER_ENDPOINT }, (_, index) =>
          generateRequest(endpoint, rng, seed, index),
        );
        // Refusals first, in batches the database's fingerprint is taken around.
        const ordered = [...requests.filter((r) => r.refused), ...requests.filter((r) => !r.refused)];
        let before = await timed("fingerprint", () => fingerprint.take());
        for (let start = 0; start < ordered.length; start += BATCH) {
          const batch = ordered.slice(start, start + BATCH);
          const { answers, dead } = await timed("send", () => runBatch(endpoint, batch));
          const after = await timed("fingerprint", () => fingerprint.take());
          for (const [index, request] of batch.entries()) hold(endpoint, request, answers[index] ?? []);
          counts.set(endpoint.operationId, (counts.get(endpoint.operationId) ?? 0) + batch.length);
          tally.requests += batch.length;
          const allRefused = answers.every((got) => got.every((answer) => answer.status >= 400));
          let hunted = false;
          if (allRefused) {
            tally.refusedChecked += batch.length;
            const tables = changed(before, after);
            if (tables.length > 0) {
              tally.refusedWrites++;
              hunted = true;
              const found = await timed("culprits", () => culprits(endpoint, batch));
              failures.push({
                endpoint: endpoint.operationId,
                kind: "write",
                detail: `a batch of refused requests changed ${tables.join(", ")}`,
                replay: found.join("\n") || "(not reproduced one at a time)",
              });
            }
          }
          for (const [name, reason] of dead) {
            await timed("revive", async () => {
              if (reason === "dead" && (await pool.alive(name))) return;
              revivals[`${name} ${reason}`] = (revivals[`${name} ${reason}`] ?? 0) + 1;
              await pool.revive(name, reason);
            });
          }
          // Nothing else writes between batches, but a revival does (and the culprits' hunt).
          before = dead.size > 0 || hunted ? await timed("fingerprint", () => fingerprint.take()) : after;
        }
      }
      const report = failures
        .slice(0, 25)
        .map((failure) => `[${failure.kind}] ${failure.endpoint}: ${failure.detail}\n${failure.replay}`)
        .join("\n\n");
      expect(failures.length, `seed ${seed}\n${report}`).toBe(0);
    },
    scaled({ ci: 1_800_000, full: 18_000_000 }),
  );
});
