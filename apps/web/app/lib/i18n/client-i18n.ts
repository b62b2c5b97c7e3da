import { FALLBACK_LANGUAGE, isUiLanguage } from "@portico/domain";
import type { i18n } from "i18next";
import { createI18n } from "./create-i18n";

let instance: i18n | undefined;

/** The browser's single i18n instance, starting in the language the server rendered. */
export function getClientI18n(): i18n {
  const rendered = document.documentElement.lang;
  instance ??= createI18n(isUiLanguage(rendered) ? rendered : FALLBACK_LANGUAGE);
  return instance;
}
