import { ENVELOPE_MAX_AGE_MS } from "@portico/contracts/envelope-cipher";

export type ReplayVerdict = "fresh" | "expired" | "replayed";

/**
 * Refuses a sealed request dated more than 5 minutes from now (either way) or whose nonce was
 * already seen. Nonces are remembered in this process for the window only, so memory is bounded
 * by the request rate; ADR 012 says why not the database.
 */
export function createReplayGuard(now: () => number = Date.now, windowMs = ENVELOPE_MAX_AGE_MS) {
  // Insertion order is time order: the oldest entries are at the front and swept from there.
  const seen = new Map<string, number>();
  const sweep = (at: number) => {
    for (const [nonce, expiresAt] of seen) {
      if (expiresAt > at) break;
      seen.delete(nonce);
    }
  };
  return {
    check(timestamp: number, nonce: string): ReplayVerdict {
      const at = now();
      if (!Number.isFinite(timestamp) || Math.abs(at - timestamp) > windowMs) return "expired";
      sweep(at);
      if (seen.has(nonce)) return "replayed";
      // Kept until the message itself would be refused as expired, whatever its own date.
      seen.set(nonce, at + 2 * windowMs);
      return "fresh";
    },
    get size() {
      return seen.size;
    },
  };
}
export type ReplayGuard = ReturnType<typeof createReplayGuard>;
