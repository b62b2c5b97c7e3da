import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  type MantineTheme,
  mergeMantineTheme,
  px,
  useMantineStyleNonce,
} from "@mantine/core";
import { theme } from "../theme";

/**
 * The two <style> blocks MantineProvider writes first (its `MantineCssVariables` and
 * `MantineClasses`), with the same content in the same order, each worked out once: Mantine
 * derives them from the theme again on every render, a few hundred variables joined into CSS
 * for each page (issue #14). Used inside `<MantineProvider withCssVariables={false}
 * withGlobalClasses={false}>` with the default selector, no custom resolver and deduplication
 * on — the options this copy follows (Mantine 9's MantineCssVariables / MantineClasses).
 */
const merged: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);

type Variables = ReturnType<typeof defaultCssVariablesResolver>;
const defaults = defaultCssVariablesResolver(DEFAULT_THEME);

/** Only the variables that differ from Mantine's defaults (its styles.css has those). */
function withoutDefaults(input: Variables): Variables {
  const keep = (own: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(own).filter(([key, value]) => base[key] !== value));
  return {
    variables: keep(input.variables, defaults.variables),
    light: keep(input.light, defaults.light),
    dark: keep(input.dark, defaults.dark),
  };
}

export const themeVariablesCss = convertCssVariables(withoutDefaults(defaultCssVariablesResolver(merged)));

export const themeClassesCss = Object.keys(merged.breakpoints).reduce((css, breakpoint) => {
  const value = merged.breakpoints[breakpoint] ?? "";
  const inPx = value.includes("px");
  const pixels = px(value) as number;
  return `${css}@media (max-width: ${inPx ? `${pixels - 0.1}px` : em(pixels - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${inPx ? `${pixels}px` : em(pixels)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
}, "");

export function ThemeStyles() {
  const nonce = useMantineStyleNonce()?.();
  return (
    <>
      {themeVariablesCss ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS made from our own theme
        <style data-mantine-styles nonce={nonce} dangerouslySetInnerHTML={{ __html: themeVariablesCss }} />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CSS made from our own theme */}
      <style data-mantine-styles="classes" nonce={nonce} dangerouslySetInnerHTML={{ __html: themeClassesCss }} />
    </>
  );
}
