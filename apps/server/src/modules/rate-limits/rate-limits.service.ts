import type { Redis } from "ioredis";
import type { Db } from "../../db/client.ts";
import { deleteWindowsEndedBefore, takeInWindow } from "./rate-limits.repository.ts";
import type { RateLimitStore } from "./rate-limits.types.ts";

export type { RateLimitStore };

/** Ended windows are swept at most this often (memory and PostgreSQL; Redis expires its own keys). */
const SWEEP_EVERY_MS = 5 * 60_000;

type Now = () => number;

/** Whole seconds until `end`, at least 1: what `Retry-After` says. */
const secondsUntil = (end: number, at: number) => Math.max(1, Math.ceil((end - at) / 1000));

/** The embedded database's store: one process, so memory is exact. */
export function memoryRateLimits(now: Now = Date.now): RateLimitStore {
  const windows = new Map<string, { end: number; used: number }>();
  let sweptAt = now();
  return {
    kind: "memory",
    async take(scope, subject, limit, windowMs) {
      const at = now();
      if (at - sweptAt > SWEEP_EVERY_MS) {
        for (const [key, window] of windows) if (window.end <= at) windows.delete(key);
        sweptAt = at;
      }
      const key = `${scope}\u0000${subject}`;
      let window = windows.get(key);
      if (!window || window.end <= at) {
        window = { end: at + windowMs, used: 0 };
        windows.set(key, window);
      }
      if (window.used >= limit) return secondsUntil(window.end, at);
      window.used += 1;
      return 0;
    },
    close: async () => undefined,
  };
}

/** Several instances on one PostgreSQL database: the subject's row, raised by one conditional upsert. */
export function postgresRateLimits(db: Db, now: Now = Date.now): RateLimitStore {
  let sweptAt = now();
  return {
    kind: "postgres",
    async take(scope, subject, limit, windowMs) {
      const at = now();
      if (at - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = at;
        // Beside the request, not in its way: a failed sweep is tried again next time.
        deleteWindowsEndedBefore(db, new Date(at)).catch(() => {
          sweptAt = 0;
        });
      }
      const refusedUntil = await takeInWindow(db, {
        scope,
        subject,
        at: new Date(at),
        windowEnd: new Date(at + windowMs),
        limit,
      });
      return refusedUntil === null ? 0 : secondsUntil(refusedUntil.getTime(), at);
    },
    close: async () => undefined,
  };
}

/**
 * INCR, and on a window's first use its expiry, in one script so a key never outlives its window;
 * answers the count and the milliseconds the window has left. Refused takes count too (harmless:
 * only `<= limit` is allowed).
 */
const TAKE_SCRIPT = `local used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {used, redis.call('PTTL', KEYS[1])}`;

/** REDIS_URL: the ecosystem's usual shared store for rate limits, on Redis's clock. The client loads on first use. */
export function redisRateLimits(url: string): RateLimitStore {
  let client: Promise<Redis> | undefined;
  const connect = () => {
    client ??= import("ioredis").then(
      // One retry per command, then an error: a limit answers, or the request fails; it never hangs.
      ({ Redis }) => new Redis(url, { maxRetriesPerRequest: 1 }),
    );
    return client;
  };
  return {
    kind: "redis",
    async take(scope, subject, limit, windowMs) {
      const redis = await connect();
      const [used, leftMs] = (await redis.eval(TAKE_SCRIPT, 1, `portico:rate:${scope}:${subject}`, windowMs)) as [
        number,
        number,
      ];
      return used <= limit ? 0 : secondsUntil(Math.max(leftMs, 0), 0);
    },
    close: async () => {
      if (!client) return;
      const redis = await client;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The store for where Portico runs: Redis when configured, PostgreSQL when shared, else memory. */
export function rateLimitsFor(options: {
  redisUrl: string | undefined;
  driver: "pglite" | "postgres";
  db: Db;
  now?: Now;
}): RateLimitStore {
  const now = options.now ?? Date.now;
  if (options.redisUrl) return redisRateLimits(options.redisUrl);
  return options.driver === "postgres" ? postgresRateLimits(options.db, now) : memoryRateLimits(now);
}
