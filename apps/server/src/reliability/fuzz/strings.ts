import fc from "fast-check";
import type { Rng } from "./random.ts";

/**
 * Text a form may receive from anywhere: right-to-left and bidi overrides, emoji (astral, joined),
 * combining marks, zero-width characters, NUL and other controls, lone surrogates, Chinese.
 */
export const NASTY_TEXT = [
  "مرحبا بالعالم",
  "\u202Egnp.exe",
  "שלום\u200F",
  "🦊👩‍👩‍👧‍👦🏳️‍🌈",
  "e\u0301\u0301\u0301",
  "\u200B\u200C\u200D\uFEFF",
  "\u0000",
  "a\u0000b",
  "\u0001\u0007\u001B[31m",
  "\uD800",
  "\uDFFF\uD800",
  "价格￥１２３",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  "${7*7}{{7*7}}",
  "%00%2e%2e%2f",
  "../../../../etc/passwd",
  "\r\nSet-Cookie: x=1",
  " ",
  "",
];

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const MIXED = [...PLAIN, "中", "文", "é", "ß", "ا", "ל", "🙂", " ", "-", "_", "."];

/** A string of `length` characters, plain or mixed with unicode. */
export function textOf(rng: Rng, length: number, unicode: boolean): string {
  const alphabet = unicode ? MIXED : [...PLAIN];
  let text = "";
  for (let i = 0; i < length; i++) text += rng.pick(alphabet);
  return text;
}

/** Strings that match a pattern, made once per pattern from the run's seed. */
const pools = new Map<string, string[]>();

/** Candidates for patterns the generator cannot invert (look-aheads): the common shapes. */
const FALLBACKS = ["example.com", "portico.test", "a1", "AB", "US", "abc", "1.2.3.4", "123456"];

export function matching(pattern: string, rng: Rng, seed: number): string | undefined {
  let pool = pools.get(pattern);
  if (!pool) {
    const regex = new RegExp(pattern);
    try {
      pool = fc.sample(fc.stringMatching(regex), { seed: seed ^ hashOf(pattern), numRuns: 24 });
    } catch {
      pool = [];
    }
    pool = pool.filter((sample) => regex.test(sample));
    if (pool.length === 0) pool = FALLBACKS.filter((sample) => regex.test(sample));
    pools.set(pattern, pool);
  }
  return pool.length > 0 ? rng.pick(pool) : undefined;
}

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
