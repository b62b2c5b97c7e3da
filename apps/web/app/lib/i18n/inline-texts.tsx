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
 * server-i18n.ts), and a route tree always asks for the same namespaces in the same order
 * (`routeNamespaces`): each language and list is serialised once.
 */
const serialised = new Map<string, string>();
function serverTextsJson(i18n: i18n, namespaces: readonly string[]): string {
  const key = `${i18n.language}|${namespaces.join(",")}`;
  let json = serialised.get(key);
  if (json === undefined) {
    const all = i18n.getDataByLanguage(i18n.language) ?? {};
    const picked: Record<string, unknown> = {};
    for (const namespace of namespaces) if (all[namespace] !== undefined) picked[namespace] = all[namespace];
    json = scriptSafeJson(picked);
    serialised.set(key, json);
  }
  return json;
}

/**
 * The browser never writes the block again: it keeps the text the server wrote (read once), so
 * re-rendering the document costs no serialising and changes nothing in it.
 */
let writtenByServer: string | undefined;
function browserTextsJson(): string {
  writtenByServer ??= document.getElementById(INLINE_TEXTS_ID)?.textContent ?? "";
  return writtenByServer;
}

/**
 * Writes the texts of the language the page is rendered in, of the namespaces its route tree
 * uses (`routeNamespaces`), into the HTML as a JSON data block (not a script: the CSP and the
 * JS budget do not apply), so the browser has them before hydrating without another request.
 * React does not compare the block's content on hydration.
 */
export function InlineTexts({ i18n, namespaces }: { i18n: i18n; namespaces: readonly string[] }) {
  const json = typeof document === "undefined" ? serverTextsJson(i18n, namespaces) : browserTextsJson();
  return (
    <script
      type="application/json"
      id={INLINE_TEXTS_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own translation JSON, escaped for a script element
      dangerouslySetInnerHTML={{ __html: json }}
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
