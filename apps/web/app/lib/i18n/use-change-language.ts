import { useDebouncedCallback } from "@mantine/hooks";
import type { UiLanguage } from "@portico/domain";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { rememberLanguage, writeLanguageCookie } from "./language-preference";

/** Spec 01 §9: localised data is reloaded 300 ms after the last language change. */
const DATA_REFRESH_DEBOUNCE_MS = 300;

export type ChangeLanguageOptions = {
  /** Store the choice in local storage (an explicit pick by the user). */
  remember: boolean;
  /**
   * Send the choice to the server (spec 02 §4). Off only when the server already has it: it
   * rendered the page from the address's `?lang=` and no customer is signed in whose mail
   * language it would record — then the call would only load its schemas for nothing.
   */
  tellServer?: boolean;
};

/** Switches the interface language, tells the server, and refreshes localised loader data. */
export function useChangeLanguage() {
  const { i18n, t } = useTranslation();
  const { revalidate } = useRevalidator();
  const refreshData = useDebouncedCallback(() => void revalidate(), DATA_REFRESH_DEBOUNCE_MS);

  return useCallback(
    (language: UiLanguage, { remember, tellServer = true }: ChangeLanguageOptions) => {
      if (remember) rememberLanguage(language);
      writeLanguageCookie(language);
      // The other language's texts are fetched on first use (the page ships only one language).
      void import("./load-language")
        .then(({ ensureLanguageLoaded }) => ensureLanguageLoaded(i18n, language))
        .then(() => i18n.changeLanguage(language));
      // Loaded on demand: the call brings the contract's schemas, which public pages do not need.
      if (tellServer) {
        void import("../api/send-language-change").then(({ sendLanguageChange }) => sendLanguageChange(language, t));
      }
      refreshData();
    },
    [i18n, t, refreshData],
  );
}
