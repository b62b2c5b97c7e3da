import type { Plugin } from "vite";

/** Mantine 9's files that work the theme out on every render. */
const THEME_PROVIDER =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineThemeProvider[\\/]MantineThemeProvider\.mjs$/;
const CSS_VARIABLES =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/;

const MERGE_CALL = "mergeMantineTheme(inherit ? parentTheme : DEFAULT_THEME, theme)";
const CSS_CALLS = `const mergedVariables = getMergedVariables({
		theme,
		generator
	});
	const shouldCleanVariables = (cssVariablesSelector === void 0 || cssVariablesSelector === ":root" || cssVariablesSelector === ":host") && deduplicateCssVariables;
	const cleanedVariables = shouldCleanVariables ? removeDefaultVariables(mergedVariables) : mergedVariables;
	const css = convertCssVariables(cleanedVariables, cssVariablesSelector);`;

/**
 * The theme's merge with Mantine's defaults, once per pair of theme objects: in a browser
 * `useMemo` keeps it for the provider's life, but a server render has no memory, so every page
 * merged the whole theme again. Both objects are module constants and Mantine never changes a
 * theme, so the same merged object serves every render.
 */
export function mergedThemeOnceSource(original: string): string | null {
  if (!original.includes(MERGE_CALL)) return null;
  return `${original.replace(MERGE_CALL, "mergedThemeOnce(inherit ? parentTheme : DEFAULT_THEME, theme)")}
const mergedThemes = new WeakMap();
function mergedThemeOnce(base, theme) {
	if (!theme || typeof theme !== "object") return mergeMantineTheme(base, theme);
	let byTheme = mergedThemes.get(base);
	if (!byTheme) mergedThemes.set(base, (byTheme = new WeakMap()));
	let merged = byTheme.get(theme);
	if (!merged) byTheme.set(theme, (merged = mergeMantineTheme(base, theme)));
	return merged;
}
`;
}

/**
 * The theme's CSS variables (the first <style> of every page, ~10 KB), worked out once per theme
 * object and selector instead of for every page: with the merge above the theme is one object.
 * A custom variables resolver (none in Portico) is left to run each time.
 */
export function cssVariablesOnceSource(original: string): string | null {
  if (!original.includes(CSS_CALLS)) return null;
  return `${original.replace(
    CSS_CALLS,
    `const shouldCleanVariables = (cssVariablesSelector === void 0 || cssVariablesSelector === ":root" || cssVariablesSelector === ":host") && deduplicateCssVariables;
	const css = cssVariablesOnce(theme, generator, cssVariablesSelector, shouldCleanVariables);`,
  )}
const cssOfTheme = new WeakMap();
function cssVariablesOnce(theme, generator, selector, clean) {
	const work = () => {
		const mergedVariables = getMergedVariables({ theme, generator });
		return convertCssVariables(clean ? removeDefaultVariables(mergedVariables) : mergedVariables, selector);
	};
	if (generator !== undefined) return work();
	let bySelector = cssOfTheme.get(theme);
	if (!bySelector) cssOfTheme.set(theme, (bySelector = new Map()));
	const key = String(selector) + "|" + String(clean);
	if (!bySelector.has(key)) bySelector.set(key, work());
	return bySelector.get(key);
}
`;
}

/** Server build only: the browser keeps Mantine's files as they are (no bytes added to pages). */
export function serverMantineThemeOnce(): Plugin {
  return {
    name: "portico:server-mantine-theme-once",
    enforce: "pre",
    transform(code, id) {
      if (this.environment.name !== "ssr") return null;
      const file = id.split("?")[0] ?? "";
      const rewrite = THEME_PROVIDER.test(file)
        ? mergedThemeOnceSource
        : CSS_VARIABLES.test(file)
          ? cssVariablesOnceSource
          : null;
      if (!rewrite) return null;
      const replaced = rewrite(code);
      if (replaced === null) this.warn(`${file}: Mantine changed this file's shape; left as it is`);
      return replaced;
    },
  };
}
