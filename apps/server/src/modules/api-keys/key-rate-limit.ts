/**
 * Requests per key per minute, counted in fixed one-minute windows in this process. Each key has
 * its own budget, so one busy script cannot starve the account's other keys or its browser
 * session. (Counting across several instances is issue #27's shared limits.)
 */
export type KeyRateLimit = {
  /** Takes one request of the key's budget: 0 when allowed, else the seconds until its window ends. */
  take(keyId: number, perMinute: number): number;
};

const WINDOW_MS = 60_000;
/** Windows of keys not seen for a while are dropped in one sweep at most this often. */
const SWEEP_EVERY_MS = 5 * WINDOW_MS;

export function createKeyRateLimit(now: () => number = Date.now): KeyRateLimit {
  const windows = new Map<number, { startedAt: number; used: number }>();
  let sweptAt = now();
  return {
    take(keyId, perMinute) {
      const at = now();
      if (at - sweptAt > SWEEP_EVERY_MS) {
        for (const [id, window] of windows) if (at - window.startedAt >= WINDOW_MS) windows.delete(id);
        sweptAt = at;
      }
      let window = windows.get(keyId);
      if (!window || at - window.startedAt >= WINDOW_MS) {
        window = { startedAt: at, used: 0 };
        windows.set(keyId, window);
      }
      if (window.used >= perMinute) return Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - at) / 1000));
      window.used += 1;
      return 0;
    },
  };
}
