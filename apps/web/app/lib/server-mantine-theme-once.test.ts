import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cssVariablesOnceSource, mergedThemeOnceSource } from "../../server-mantine-theme-once";

// The server build's rewrite of Mantine's theme files must find the code it replaces in the
// installed Mantine: if Mantine changes shape, this fails instead of the build silently leaving it.
const mantineCore = path.resolve(import.meta.dirname, "../../../../node_modules/@mantine/core");
const read = (file: string) => readFileSync(path.join(mantineCore, "esm/core/MantineProvider", file), "utf8");

describe("the server build's theme worked out once", () => {
  it("rewrites the installed MantineThemeProvider to merge each theme once", () => {
    const rewritten = mergedThemeOnceSource(read("MantineThemeProvider/MantineThemeProvider.mjs"));
    expect(rewritten).not.toBeNull();
    expect(rewritten).toContain("mergedThemeOnce(inherit ? parentTheme : DEFAULT_THEME, theme)");
    expect(rewritten).not.toContain("useMemo(() => mergeMantineTheme(");
  });

  it("rewrites the installed MantineCssVariables to build each theme's CSS once", () => {
    const rewritten = cssVariablesOnceSource(read("MantineCssVariables/MantineCssVariables.mjs"));
    expect(rewritten).not.toBeNull();
    expect(rewritten).toContain("cssVariablesOnce(theme, generator, cssVariablesSelector, shouldCleanVariables)");
    expect(rewritten).not.toContain("const cleanedVariables");
  });

  it("leaves a file of another shape alone", () => {
    expect(mergedThemeOnceSource("export const x = 1;")).toBeNull();
    expect(cssVariablesOnceSource("export const x = 1;")).toBeNull();
  });
});
