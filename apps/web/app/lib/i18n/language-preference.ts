import { resolveLanguage, type UiLanguage } from "@portico/domain";
import { LANGUAGE_COOKIE, StorageKey } from "../storage-keys";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The spec's rule in the browser: the stored choice, else the browser language, else English. */
export function preferredLanguage(): UiLanguage {
  return resolveLanguage(window.localStorage.getItem(StorageKey.language), window.navigator.language);
}

export function rememberLanguage(language: UiLanguage): void {
  window.localStorage.setItem(StorageKey.language, language);
}

/** The server renders in the cookie's language, so later documents and data requests match. */
export function writeLanguageCookie(language: UiLanguage): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
