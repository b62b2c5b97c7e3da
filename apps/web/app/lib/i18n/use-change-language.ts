import { useDebouncedCallback } from "@mantine/hooks";
import type { UiLanguage } from "@portico/domain";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { readToken } from "../session/token";
import { rememberLanguage, writeLanguageCookie } from "./language-preference";

/** Spec 01 §9: localised data is reloaded 300 ms after the last language change. */
const DATA_REFRESH_DEBOUNCE_MS = 300;

export type ChangeLanguageOptions = {
  /** Store the choice in local storage (an explicit pick by the user). */
  remember: boolean;
};

/**
 * Keeps a language choice: in local storage (an explicit pick), in the cookie the server renders
 * by, and — for a signed-in customer — on the account, which picks the language of their mail.
 * Without a session the server's answer would only set the cookie written here, so nothing is
 * sent: the call needs the API client, which brings the contract schemas (~27 KB gzip) that a
 * public page does not otherwise load.
 */
function keepLanguageChoice(language: UiLanguage, { remember }: ChangeLanguageOptions, t: TFunction): void {
  if (remember) rememberLanguage(language);
  writeLanguageCookie(language);
  if (readToken() === null) return;
  void import("../api/send-language-change").then(({ sendLanguageChange }) => sendLanguageChange(language, t));
}

/** Switches the interface language, keeps the choice, and refreshes localised loader data. */
export function useChangeLanguage() {
  const { i18n, t } = useTranslation();
  const { revalidate } = useRevalidator();
  const refreshData = useDebouncedCallback(() => void revalidate(), DATA_REFRESH_DEBOUNCE_MS);

  return useCallback(
    (language: UiLanguage, options: ChangeLanguageOptions) => {
      keepLanguageChoice(language, options, t);
      // The other language's texts are fetched on first use (the page ships only one language).
      void import("./load-language")
        .then(({ ensureLanguageLoaded }) => ensureLanguageLoaded(i18n, language))
        .then(() => i18n.changeLanguage(language));
      refreshData();
    },
    [i18n, t, refreshData],
  );
}

/**
 * Keeps as the user's choice the language the page is already shown in (a `?lang=` address the
 * server rendered in that language): nothing to switch, fetch or re-render.
 */
export function useKeepLanguage() {
  const { t } = useTranslation();
  return useCallback((language: UiLanguage) => keepLanguageChoice(language, { remember: true }, t), [t]);
}
