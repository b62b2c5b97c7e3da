import { describe, expect, it } from "vitest";
import { canonicalJson, toJsonValue } from "./canonical-json.ts";

describe("canonical JSON of the audit chain", () => {
  it("sorts keys at every depth, arrays kept in order, no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: "x" } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    // Insertion order does not matter: the same data gives the same text.
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it("sorts by UTF-16 code units, as RFC 8785 does", () => {
    // "é" (U+00E9) after "z", and an astral character's surrogates (U+D83D…) before U+FB01.
    expect(canonicalJson({ é: 1, z: 2, "\u{1F600}": 3, "\uFB01": 4, Z: 5 })).toBe(
      '{"Z":5,"z":2,"é":1,"\u{1F600}":3,"\uFB01":4}',
    );
  });

  it("writes times as ISO strings", () => {
    expect(canonicalJson({ at: new Date(Date.UTC(2026, 10, 27, 1, 2, 3, 45)) })).toBe(
      '{"at":"2026-11-27T01:02:03.045Z"}',
    );
  });

  it("leaves no undefined: absent from objects, null in arrays", () => {
    expect(canonicalJson({ a: undefined, b: null, c: [undefined, 1], f: () => 1 })).toBe('{"b":null,"c":[null,1]}');
    expect(canonicalJson(undefined)).toBe("null");
    expect(toJsonValue({ a: undefined })).toEqual({});
  });

  it("writes numbers and strings as JSON does; bigints as decimal strings; non-finite numbers as null", () => {
    expect(canonicalJson([1, 1.5, -0, 1e21, 1e-7, 'a"b\n\u2028', 12345678901234567890n, Number.NaN])).toBe(
      '[1,1.5,0,1e+21,1e-7,"a\\"b\\n\u2028","12345678901234567890",null]',
    );
  });

  it("is stable through a jsonb-like round trip (parse of its own output)", () => {
    const value = { n: [0.1, 2, { k: "v", at: new Date(0) }], s: "中文", t: true };
    const text = canonicalJson(value);
    expect(canonicalJson(JSON.parse(text))).toBe(text);
  });
});
