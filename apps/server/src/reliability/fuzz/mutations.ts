import type { Rng } from "./random.ts";
import { NASTY_TEXT, textOf } from "./strings.ts";

/** Values of the wrong kind for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  "not a number",
  "",
  123,
  -1,
  0.5,
  true,
  false,
  null,
  [],
  [1, "two", null],
  {},
  { nested: { deeper: [{}] } },
  "1",
  "true",
];

/** Numbers at and past every edge a database or JavaScript has. */
export const EXTREME_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  -2_147_483_648,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  9_007_199_254_740_991,
  9_007_199_254_740_992,
  -9_007_199_254_740_992,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1.000000001,
  253_402_300_800,
];

/** The same edges as a query string carries them, and numbers JSON cannot hold. */
export const EXTREME_NUMBER_TEXT: readonly string[] = [
  ...EXTREME_NUMBERS.map(String),
  "1e400",
  "-1e400",
  "NaN",
  "Infinity",
  "0x7fffffff",
  "1_000",
  "٣",
  "１２３",
  "00000000000000000000001",
  "9".repeat(400),
  "9007199254740993",
];

/** Fields a caller should never be able to set, and the keys that reach prototypes. */
export const EXTRA_FIELDS: readonly [string, unknown][] = [
  ["is_admin", true],
  ["role", "owner"],
  ["user_id", 1],
  ["balance", 1_000_000],
  ["status", 2],
  ["constructor", { prototype: { polluted: true } }],
  ["unexpected", "field"],
];

export function hugeString(rng: Rng): string {
  return rng.pick([
    () => "x".repeat(rng.pick([10_000, 100_000, 400_000])),
    () => "🦊".repeat(20_000),
    () => textOf(rng, 10_000, true),
    () => "\u0000".repeat(10_000),
  ])();
}

export function nastyString(rng: Rng): string {
  const piece = rng.pick(NASTY_TEXT);
  return rng.chance(0.5) ? piece : `${textOf(rng, rng.int(1, 8), false)}${piece}`;
}

/** JSON text no parser should take, and JSON of the wrong shape. */
export function malformedJson(rng: Rng, valid: string): string {
  return rng.pick([
    () => valid.slice(0, Math.max(1, Math.floor(valid.length / 2))),
    () => `${valid}}`,
    () => `${valid} trailing`,
    () => "{a:1}",
    () => "{'a':'b'}",
    () => '{"a":1,}',
    () => "",
    () => "\u0000",
    () => "\uFEFF{}",
    () => "nul",
    () => '{"a":"\\ud800"}',
    () => '{"a":1e999}',
    () => '{"__proto__":{"polluted":true}}',
    () => `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
    () => `{"a":${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}}`,
    () => '{"a":1,"a":2}',
  ])();
}

/** A query string no client would build. */
export function malformedQuery(rng: Rng): string {
  return rng.pick([
    "%",
    "%zz=1",
    "a=%E0%A4%A",
    "&&&=&=",
    "a[b][c]=1&a=2",
    "__proto__[polluted]=1",
    "constructor[prototype][polluted]=1",
    `${"a=1&".repeat(2_000)}`,
    "%00=%00",
    "x=%F0%9F%A6%8A",
    "page=1&page=2&page=3",
  ]);
}
