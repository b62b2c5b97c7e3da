import { FALLBACK_LANGUAGE, isUiLanguage, type UiLanguage } from "@portico/domain";
import type { i18n } from "i18next";
import { createI18n } from "./create-i18n";
import { readInlineTexts } from "./inline-texts";

let instance: i18n | undefined;

/** The language the server rendered this document in. */
function renderedLanguage(): UiLanguage {
  const rendered = document.documentElement.lang;
  return isUiLanguage(rendered) ? rendered : FALLBACK_LANGUAGE;
}

/**
 * Before hydration: the rendered language's texts (only that language) come from the data block
 * the server wrote into the page; the lazy JSON chunks are the fallback when it is missing.
 */
export async function initClientI18n(): Promise<i18n> {
  const language = renderedLanguage();
  instance ??= createI18n(language, {
    [language]: readInlineTexts() ?? (await (await import("./load-language")).loadLanguageResources(language)),
  });
  return instance;
}

/** The browser's single i18n instance; entry.client creates it before anything renders. */
export function getClientI18n(): i18n {
  if (!instance) throw new Error("initClientI18n() must run before the app renders");
  return instance;
}
