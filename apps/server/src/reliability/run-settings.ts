import { inject } from "vitest";

/**
 * The reliability suite's knobs (issue #26), read once per test file:
 * - `RELIABILITY_SCALE=full` for the long run, else the size that fits `npm test`;
 * - `RELIABILITY_SEED` replays a run: every random part derives its own seed from it and its name.
 */
export const fullScale = process.env.RELIABILITY_SCALE === "full";

/** The CI figure, or the full run's. */
export function scaled(counts: { ci: number; full: number }): number {
  return fullScale ? counts.full : counts.ci;
}

const baseSeed = process.env.RELIABILITY_SEED
  ? Number(process.env.RELIABILITY_SEED)
  : Math.floor(Math.random() * 2 ** 31);

/**
 * The seed of one random part, logged so a failure can be replayed: the same base seed gives every
 * part the same seed whatever else runs beside it.
 */
export function seedFor(part: string): number {
  let hash = baseSeed >>> 0;
  for (const char of part) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  console.log(`[reliability] ${part}: seed ${hash} (replay the run: RELIABILITY_SEED=${baseSeed})`);
  return hash;
}

/** A small, fast, seeded generator (mulberry32): the same seed gives the same sequence. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export type Figure = {
  /** The suite's part, as the issue numbers them: "crash", "fuzz", "cross-principal", … */
  part: string;
  /** What was counted, e.g. "kills survived" or "fuzzed requests: POST /api/order/create". */
  name: string;
  value: number;
  /** What the figure must be, when it must be one thing (0 5xx): the table marks a miss. */
  expected?: number;
};

/**
 * Keeps one figure for the table the suite prints at the end (`figures-table.ts`). Figures go to
 * files in a folder the global setup made, since test files run in workers of their own.
 */
export async function recordFigure(figure: Figure): Promise<void> {
  const { appendFile } = await import("node:fs/promises");
  const { join } = await import("node:path");
  await appendFile(join(inject("reliabilityFiguresDir"), `${process.pid}.jsonl`), `${JSON.stringify(figure)}\n`);
}

declare module "vitest" {
  export interface ProvidedContext {
    reliabilityFiguresDir: string;
  }
}
