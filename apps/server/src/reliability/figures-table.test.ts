import { describe, expect, it } from "vitest";
import { figuresTable } from "./figures-table.ts";
import { randomFrom } from "./run-settings.ts";

describe("the reliability suite's own parts", () => {
  it("adds up figures of one part and name, and marks one that missed its expected value", () => {
    const table = figuresTable([
      { part: "fuzz", name: "5xx seen", value: 0, expected: 0 },
      { part: "fuzz", name: "5xx seen", value: 2, expected: 0 },
      { part: "crash", name: "kills survived", value: 5 },
    ]);
    const lines = table.split("\n");
    expect(lines[2]).toMatch(/^crash\s+kills survived\s+5$/);
    expect(lines[3]).toMatch(/^fuzz\s+5xx seen\s+2 {2}✗ expected 0$/);
  });

  it("replays: one seed gives one sequence, another seed another", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, randomFrom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const value of draw(7)) expect(value).toBeGreaterThanOrEqual(0);
  });
});
