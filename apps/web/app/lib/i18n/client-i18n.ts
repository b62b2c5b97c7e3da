import { FALLBACK_LANGUAGE, isUiLanguage, type UiLanguage } from "@portico/domain";
import type { BackendModule, i18n, ReadCallback } from "i18next";
import { createI18n } from "./create-i18n";
import { readInlineTexts } from "./inline-texts";

let instance: i18n | undefined;

/** The language the server rendered this document in. */
function renderedLanguage(): UiLanguage {
  const rendered = document.documentElement.lang;
  return isUiLanguage(rendered) ? rendered : FALLBACK_LANGUAGE;
}

/**
 * Where the namespaces a page does not carry come from: the lazy JSON chunk of each language and
 * namespace, read the first time a route or a component loaded on demand needs it.
 */
const lazyLocaleFiles: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    import("./load-language")
      .then(({ loadNamespace }) => loadNamespace(language, namespace))
      .then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error as Error, null),
      );
  },
};

/**
 * Before hydration: the texts of the rendered language that the page's routes use (only that
 * language, only those namespaces) come from the data block the server wrote into the page; the
 * lazy JSON chunks are the fallback when it is missing, and the source of the other namespaces.
 */
export async function initClientI18n(): Promise<i18n> {
  const language = renderedLanguage();
  instance ??= createI18n(
    language,
    { [language]: readInlineTexts() ?? (await (await import("./load-language")).loadLanguageResources(language)) },
    lazyLocaleFiles,
  );
  return instance;
}

/** The browser's single i18n instance; entry.client creates it before anything renders. */
export function getClientI18n(): i18n {
  if (!instance) throw new Error("initClientI18n() must run before the app renders");
  return instance;
}
