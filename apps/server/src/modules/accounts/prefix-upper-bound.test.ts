import { describe, expect, it } from "vitest";
import { prefixUpperBound } from "./customer-admin.repository.ts";

const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

describe("prefixUpperBound", () => {
  it("moves the last character one on", () => {
    expect(prefixUpperBound("ali")).toBe("alj");
    expect(prefixUpperBound("a")).toBe("b");
    expect(prefixUpperBound("价")).toBe(String.fromCodePoint(0x4ef8));
  });

  it("takes a character outside the basic plane whole, and never leaves half of one (a fuzz find)", () => {
    const prefix = "🦊👩‍👩‍👧‍👦🏳️‍🌈";
    const upper = prefixUpperBound(prefix);
    expect(upper).not.toBeNull();
    expect(isWellFormed(upper as string)).toBe(true);
    expect(upper).toBe(`${prefix.slice(0, -2)}${String.fromCodePoint(0x1f309)}`);
    expect((upper as string) > prefix).toBe(true);
  });

  it("skips the surrogates, and has no bound after the last code point", () => {
    expect(prefixUpperBound("a\ud7ff")).toBe("a\ue000");
    expect(prefixUpperBound(`a${String.fromCodePoint(0x10ffff)}`)).toBe("b");
    expect(prefixUpperBound(String.fromCodePoint(0x10ffff))).toBeNull();
    expect(prefixUpperBound("")).toBeNull();
  });
});
