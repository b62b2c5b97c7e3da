/**
 * A small in-process store for answers that every visitor shares (catalogue API bodies, rendered
 * public pages). Each entry lives `freshMs`; `invalidate()` drops everything at once and bumps the
 * generation, so a load that started before a change never lands in the store after it (the
 * reader still gets its answer). Concurrent misses of one key share one load. The oldest entries
 * go first past `maxEntries`, so keys taken from the query cannot grow it without bound.
 */
export type MemoCache<T> = {
  /** The stored value of `key`, else `load()`'s, stored when no change came in meanwhile. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** The stored value when present and fresh; nothing is loaded. */
  peek(key: string): { value: T; fresh: boolean } | undefined;
  set(key: string, value: T, generation: number): void;
  /** Bumped by every invalidation. */
  generation(): number;
  invalidate(): void;
  size(): number;
  /** Lookups answered from the store (fresh, or stale through `peek`) and those that were not, since start. */
  lookups(): { hits: number; misses: number };
};

type Entry<T> = { value: T; storedAt: number };

export function createMemoCache<T>(options: {
  freshMs: number;
  /** Past fresh, `peek` still returns an entry this long (stale-while-revalidate). */
  staleMs?: number;
  maxEntries: number;
  now?: () => number;
}): MemoCache<T> {
  const now = options.now ?? (() => performance.now());
  const staleMs = options.staleMs ?? 0;
  let entries = new Map<string, Entry<T>>();
  let loading = new Map<string, Promise<T>>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const set = (key: string, value: T, loadedIn: number) => {
    if (loadedIn !== generation) return;
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < options.freshMs) {
        hits += 1;
        return Promise.resolve(entry.value);
      }
      misses += 1;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const inFlight = loading;
      const promise = load().then((value) => {
        set(key, value, startedIn);
        return value;
      });
      inFlight.set(key, promise);
      // Settled either way: the next miss loads again (a failure is never stored).
      void promise.then(
        () => inFlight.get(key) === promise && inFlight.delete(key),
        () => inFlight.get(key) === promise && inFlight.delete(key),
      );
      return promise;
    },
    peek(key) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (!entry || age >= options.freshMs + staleMs) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      return { value: entry.value, fresh: age < options.freshMs };
    },
    set,
    generation: () => generation,
    invalidate() {
      generation += 1;
      entries = new Map();
      // Loads under way read the old data: they answer their callers but are not shared further.
      loading = new Map();
    },
    size: () => entries.size,
    lookups: () => ({ hits, misses }),
  };
}
