/**
 * A limit on how often a subject may do something: `limit` uses in a window that begins with the
 * subject's first use and lasts `windowMs`. In memory on the embedded database (one process), in
 * PostgreSQL when several instances share one, in Redis when REDIS_URL is set (Redis keeps its
 * own clock there).
 */
export type RateLimitStore = {
  /** Which store counts (for the start banner and the tests). */
  readonly kind: "memory" | "postgres" | "redis";
  /**
   * Takes one of `limit` uses of the window for `subject` under `scope`: 0 when allowed, else
   * the whole seconds until the window ends (at least 1), for `Retry-After`.
   */
  take(scope: string, subject: string, limit: number, windowMs: number): Promise<number>;
  close(): Promise<void>;
};
