import { ENVELOPE_MAX_AGE_MS } from "@portico/contracts/envelope-cipher";

export type ReplayVerdict = "fresh" | "expired" | "replayed";

/** Where nonces are shared between instances: answers whether this one was new, and remembers it. */
export type SharedNonceStore = {
  claim(nonce: string, expiresAt: Date): Promise<boolean>;
  forgetBefore(at: Date): Promise<void>;
};

/** How often an instance deletes the shared nonces that can no longer be replayed. */
const SHARED_SWEEP_MS = 60_000;

/**
 * Refuses a sealed request dated more than 5 minutes from now (either way) or whose nonce was
 * already seen. This process remembers nonces for the window (bounded by the request rate), and
 * a nonce it has not seen is then claimed in the shared store when there is one — PostgreSQL,
 * where several instances may serve one site; the embedded database has one process (ADR 010)
 * and needs none (ADR 012).
 */
export function createReplayGuard(options: { now?: () => number; windowMs?: number; shared?: SharedNonceStore } = {}) {
  const { now = Date.now, windowMs = ENVELOPE_MAX_AGE_MS, shared } = options;
  // Insertion order is time order: the oldest entries are at the front and swept from there.
  const seen = new Map<string, number>();
  let nextSharedSweep = 0;
  const sweep = (at: number) => {
    for (const [nonce, expiresAt] of seen) {
      if (expiresAt > at) break;
      seen.delete(nonce);
    }
  };
  return {
    async check(timestamp: number, nonce: string): Promise<ReplayVerdict> {
      const at = now();
      if (!Number.isFinite(timestamp) || Math.abs(at - timestamp) > windowMs) return "expired";
      sweep(at);
      if (seen.has(nonce)) return "replayed";
      // Kept until the message itself would be refused as expired, whatever its own date.
      const expiresAt = at + 2 * windowMs;
      seen.set(nonce, expiresAt);
      if (!shared) return "fresh";
      if (at >= nextSharedSweep) {
        nextSharedSweep = at + SHARED_SWEEP_MS;
        await shared.forgetBefore(new Date(at));
      }
      return (await shared.claim(nonce, new Date(expiresAt))) ? "fresh" : "replayed";
    },
    get size() {
      return seen.size;
    },
  };
}
export type ReplayGuard = ReturnType<typeof createReplayGuard>;
