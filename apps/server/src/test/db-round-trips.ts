import pg from "pg";

/** A statement as the app sent it: its text and its parameters. */
export type SentStatement = { text: string; values: unknown[] };

/**
 * For the list benches: what a request asked of PostgreSQL. Patches `pg.Client.prototype.query`
 * in this process once; requests must run one at a time for the figures to be one request's.
 * - `totalMs`: every statement's wait, send to result, summed, as the app's pg clients see it
 *   (the network, the protocol and this process's own scheduling are in it: an upper bound).
 * - `sent`: the statements themselves, to be replayed under EXPLAIN ANALYZE (`databaseTimeOf`)
 *   for the time the database spent on them.
 */
export function databaseRoundTrips(): {
  reset(): void;
  totalMs(): number;
  statements(): number;
  sent(): SentStatement[];
} {
  let total = 0;
  let statements: SentStatement[] = [];
  const state = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; __timed?: boolean };
  if (!state.__timed) {
    const original = state.query;
    state.query = function timed(this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const sent = statementOf(args);
      const last = args.at(-1);
      // pg-pool passes a callback; drizzle's transactions await a promise.
      if (typeof last === "function") {
        args[args.length - 1] = (...results: unknown[]) => {
          added(performance.now() - started, sent);
          return (last as (...values: unknown[]) => unknown)(...results);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args);
      if (result instanceof Promise) return result.finally(() => added(performance.now() - started, sent));
      return result;
    };
    state.__timed = true;
  }
  roundTripListeners.add((ms, sent) => {
    total += ms;
    if (sent) statements.push(sent);
  });
  return {
    reset: () => {
      total = 0;
      statements = [];
    },
    totalMs: () => total,
    statements: () => statements.length,
    sent: () => statements,
  };
}

function statementOf(args: unknown[]): SentStatement | undefined {
  const [first, second] = args;
  if (typeof first === "string") return { text: first, values: Array.isArray(second) ? second : [] };
  if (first && typeof first === "object" && "text" in first) {
    const config = first as { text: string; values?: unknown[] };
    return { text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) };
  }
  return undefined;
}

const roundTripListeners = new Set<(ms: number, sent: SentStatement | undefined) => void>();
const added = (ms: number, sent: SentStatement | undefined) => {
  for (const listener of roundTripListeners) listener(ms, sent);
};

/**
 * The database's own time for a request's reads: each SELECT it sent, run again under EXPLAIN
 * (ANALYZE, TIMING OFF) with the same parameters (planned for those values, as the list plans
 * its statements), execution and planning summed; the median of `runs` replays, so one replay
 * caught behind another process does not stand for the request. Transaction control and
 * settings are left out.
 */
export async function databaseTimeOf(
  client: pg.Client,
  sent: readonly SentStatement[],
  runs = 5,
): Promise<{ executionMs: number; planningMs: number; reads: number }> {
  const replays: { executionMs: number; planningMs: number; reads: number }[] = [];
  for (let run = 0; run < runs; run += 1) replays.push(await replayOnce(client, sent));
  replays.sort((a, b) => a.executionMs + a.planningMs - (b.executionMs + b.planningMs));
  return replays[Math.floor(replays.length / 2)] ?? { executionMs: 0, planningMs: 0, reads: 0 };
}

async function replayOnce(
  client: pg.Client,
  sent: readonly SentStatement[],
): Promise<{ executionMs: number; planningMs: number; reads: number }> {
  let executionMs = 0;
  let planningMs = 0;
  let reads = 0;
  // A copy: the replays are sent through the same patched clients.
  for (const statement of [...sent]) {
    if (!/^\s*(with|select)\b/i.test(statement.text) || /\b(insert|update|delete)\b/i.test(statement.text)) continue;
    const result = await client.query<{ "QUERY PLAN": string }>(
      `explain (analyze, timing off) ${statement.text}`,
      statement.values,
    );
    const plan = result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    executionMs += Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    planningMs += Number(/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    reads += 1;
  }
  return { executionMs, planningMs, reads };
}
