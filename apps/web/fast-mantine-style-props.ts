import type { Plugin } from "vite";

/** The file behind `extractStyleProps` of @mantine/core 9 (every Box, so every component, calls it). */
const EXTRACT_STYLE_PROPS =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]Box[\\/]style-props[\\/]extract-style-props[\\/]extract-style-props\.mjs$/;

/**
 * Mantine's `extractStyleProps` pulls ~60 style prop names out of every Box's props with one
 * object-rest destructuring and then drops the undefined ones: the slowest form V8 has for it,
 * and ~10% of a server render's CPU (issue #14), although most elements carry no style prop at
 * all. This build replaces it with a loop over the props that gives the same two objects: the
 * style props that are set, in Mantine's order (which orders the inline style attribute), and a
 * copy of the rest. The names and their order are read from Mantine's own file; if its shape
 * is not the expected one the file is left as it is.
 */
export function fastStylePropsSource(original: string): string | null {
  const destructured = /const \{([^}]*), \.\.\.rest \} = others;/.exec(original)?.[1];
  const ordered = /styleProps: filterProps\(\{([^}]*)\}\)/.exec(original)?.[1];
  if (!destructured || !ordered) return null;
  const names = (list: string) =>
    list
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "");
  const all = names(destructured);
  const order = names(ordered);
  if (all.length !== order.length || !all.every((name) => order.includes(name) && /^\w+$/.test(name))) return null;
  return `const STYLE_PROP_ORDER = ${JSON.stringify(order)};
const STYLE_PROP_NAMES = new Set(STYLE_PROP_ORDER);
function extractStyleProps(others) {
  const keys = Object.keys(others);
  let found = false;
  for (let i = 0; i < keys.length; i++) {
    if (STYLE_PROP_NAMES.has(keys[i])) { found = true; break; }
  }
  if (!found) return { styleProps: {}, rest: { ...others } };
  const styleProps = {};
  for (let i = 0; i < STYLE_PROP_ORDER.length; i++) {
    const value = others[STYLE_PROP_ORDER[i]];
    if (value !== undefined) styleProps[STYLE_PROP_ORDER[i]] = value;
  }
  const rest = {};
  for (let i = 0; i < keys.length; i++) {
    if (!STYLE_PROP_NAMES.has(keys[i])) rest[keys[i]] = others[keys[i]];
  }
  return { styleProps, rest };
}
export { extractStyleProps };
`;
}

export function fastMantineStyleProps(): Plugin {
  return {
    name: "portico:fast-mantine-style-props",
    enforce: "pre",
    transform(code, id) {
      if (!EXTRACT_STYLE_PROPS.test(id.split("?")[0] ?? "")) return null;
      const replaced = fastStylePropsSource(code);
      if (replaced === null) this.warn("@mantine/core's extractStyleProps changed shape: left as it is");
      return replaced;
    },
  };
}
