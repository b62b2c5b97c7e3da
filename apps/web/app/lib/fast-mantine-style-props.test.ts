import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fastStylePropsSource } from "../../fast-mantine-style-props";

type Extract = (props: Record<string, unknown>) => {
  styleProps: Record<string, unknown>;
  rest: Record<string, unknown>;
};

/** Mantine's own file, and a function made from module text that exports `extractStyleProps`. */
const mantineDir = path.resolve(import.meta.dirname, "../../../../node_modules/@mantine/core");
const original = readFileSync(
  path.join(mantineDir, "esm/core/Box/style-props/extract-style-props/extract-style-props.mjs"),
  "utf8",
);
function load(source: string): Extract {
  const body = source
    .replace(/^"use client";/m, "")
    .replace(/^import .*$/gm, "")
    .replace(/^export \{ extractStyleProps \};$/m, "return extractStyleProps;");
  const filterProps = (props: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  return new Function("filterProps", body)(filterProps) as Extract;
}

describe("the faster extractStyleProps", () => {
  const fast = fastStylePropsSource(original);
  it("is made from the installed Mantine's file", () => {
    expect(fast).not.toBeNull();
  });

  it("gives the same style props, in the same order, and the same rest as Mantine's", () => {
    const mantine = load(original);
    const ours = load(fast ?? "");
    const cases: Record<string, unknown>[] = [
      {},
      { children: "x", className: "a", onClick: () => undefined },
      { w: 10, p: "md", mt: undefined, c: "dimmed", id: "i", ta: "center" },
      { ta: "center", p: "md", w: 10, "data-x": 1, sx: { a: 1 }, hiddenFrom: "sm", darkHidden: true },
      { display: "flex", flex: 1, inset: 0, bd: "1px solid", bdrs: "sm", lh: 1.2, fz: "sm", m: 0 },
    ];
    for (const props of cases) {
      const expected = mantine(props);
      const actual = ours(props);
      expect(Object.entries(actual.styleProps)).toEqual(Object.entries(expected.styleProps));
      expect(Object.entries(actual.rest)).toEqual(Object.entries(expected.rest));
      expect(actual.rest).not.toBe(props);
    }
  });

  it("leaves a file of another shape alone", () => {
    expect(fastStylePropsSource("function extractStyleProps(others) { return others; }")).toBeNull();
  });
});
