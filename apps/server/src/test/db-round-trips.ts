import pg from "pg";

/**
 * For the list benches: the time every statement a request ran spent waiting on PostgreSQL,
 * summed, as the app's pg clients see it (send to result, so the network and protocol are in it:
 * an upper bound of the database's own time). Patches `pg.Client.prototype.query` in this process
 * once; requests must run one at a time for the sum to be one request's.
 */
export function databaseRoundTrips(): { reset(): void; totalMs(): number; statements(): number } {
  let total = 0;
  let count = 0;
  const state = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; __timed?: boolean };
  if (!state.__timed) {
    const original = state.query;
    state.query = function timed(this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const last = args.at(-1);
      // pg-pool passes a callback; drizzle's transactions await a promise.
      if (typeof last === "function") {
        args[args.length - 1] = (...results: unknown[]) => {
          added(performance.now() - started);
          return (last as (...values: unknown[]) => unknown)(...results);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args);
      if (result instanceof Promise) return result.finally(() => added(performance.now() - started));
      return result;
    };
    state.__timed = true;
  }
  const listeners = roundTripListeners;
  const listener = (ms: number) => {
    total += ms;
    count += 1;
  };
  listeners.add(listener);
  return {
    reset: () => {
      total = 0;
      count = 0;
    },
    totalMs: () => total,
    statements: () => count,
  };
}

const roundTripListeners = new Set<(ms: number) => void>();
const added = (ms: number) => {
  for (const listener of roundTripListeners) listener(ms);
};
