import { describe, expect, it } from "vitest";
import { md5Hex } from "./md5.ts";
import {
  cryptoRandom,
  newSessionId,
  randomIndex,
  SESSION_ID_PATTERN,
  sessionIdOf,
  sessionSeed,
} from "./proxy-generator-session.ts";

/** A repeating sequence of draws. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe("session ids", () => {
  it("are 8 random characters from letters and digits", () => {
    expect(sessionSeed(sequence(0))).toBe("AAAAAAAA");
    expect(sessionSeed(sequence(0.999_999))).toBe("99999999");
    expect(sessionSeed(sequence(0, 26 / 62, 52 / 62, 61 / 62))).toBe("Aa09Aa09");
  });

  it("hash the seed to the first 12 hex digits of its MD5", () => {
    expect(sessionIdOf("AAAAAAAA")).toBe(md5Hex("AAAAAAAA").slice(0, 12));
    // A known digest, so a change of hash cannot pass unnoticed: MD5("abcdefgh") = e8dc4081b13434b4…
    expect(sessionIdOf("abcdefgh")).toBe("e8dc4081b134");
    expect(newSessionId(sequence(0))).toBe(sessionIdOf("AAAAAAAA"));
  });

  it("differ from one draw to the next with the real generator, always in the gateway's shape", () => {
    const ids = Array.from({ length: 2000 }, () => newSessionId());
    for (const id of ids) expect(id).toMatch(SESSION_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("draw indexes in range even from a source that answers 1", () => {
    expect(randomIndex(() => 1, 62)).toBe(61);
    expect(randomIndex(() => 0.5, 62)).toBe(31);
    const draw = cryptoRandom();
    expect(draw).toBeGreaterThanOrEqual(0);
    expect(draw).toBeLessThan(1);
  });
});
