import type { i18n } from "i18next";

/** The id of the data block that carries the rendered language's texts to the browser. */
export const INLINE_TEXTS_ID = "portico-texts";

/** JSON inside <script> must not be able to close the tag or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * On the server each language's texts are one object that never changes (bundled resources,
 * server-i18n.ts): serialised once each. The browser adds bundles to its object in place, so
 * it serialises every time (it renders this block rarely: hydration, a language switch).
 */
const serialised = new WeakMap<object, string>();
function textsJson(texts: object): string {
  if (typeof document !== "undefined") return scriptSafeJson(texts);
  let json = serialised.get(texts);
  if (json === undefined) {
    json = scriptSafeJson(texts);
    serialised.set(texts, json);
  }
  return json;
}

/**
 * Writes the texts of the language the page is rendered in into the HTML as a JSON data block
 * (not a script: the CSP and the JS budget do not apply), so the browser has them before
 * hydrating without another request. React does not compare the block's content on hydration.
 */
export function InlineTexts({ i18n }: { i18n: i18n }) {
  return (
    <script
      type="application/json"
      id={INLINE_TEXTS_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own translation JSON, escaped for a script element
      dangerouslySetInnerHTML={{ __html: textsJson(i18n.getDataByLanguage(i18n.language) ?? {}) }}
    />
  );
}

/** The texts the server wrote into this document, or null when the block is missing. */
export function readInlineTexts(): Record<string, Record<string, unknown>> | null {
  const text = document.getElementById(INLINE_TEXTS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, Record<string, unknown>>;
  } catch {
    return null;
  }
}
