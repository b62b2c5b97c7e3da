import type { UiLanguage } from "@portico/domain";
import type { TFunction } from "i18next";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { readToken } from "../session/token";
import { rememberLanguage, writeLanguageCookie } from "./language-preference";
import type { Namespace } from "./namespaces";

/** Spec 01 §9: localised data is reloaded 300 ms after the last language change. */
const DATA_REFRESH_DEBOUNCE_MS = 300;

export type ChangeLanguageOptions = {
  /** Store the choice in local storage (an explicit pick by the user). */
  remember: boolean;
};

/** Tells the server (spec 02 §4); loaded on demand, since the call brings the contract's schemas. */
function sendToServer(language: UiLanguage, t: TFunction): void {
  void import("../api/send-language-change").then(({ sendLanguageChange }) => sendLanguageChange(language, t));
}

/** Keeps a choice where the server renders by it: local storage (an explicit pick) and the cookie. */
function keepLanguageChoice(language: UiLanguage, { remember }: ChangeLanguageOptions): void {
  if (remember) rememberLanguage(language);
  writeLanguageCookie(language);
}

/** Calls `run` once, `ms` after the last call (a timer; nothing left pending after unmount). */
function useDebounced(run: () => void, ms: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), ms);
  }, [ms]);
}

/** Switches the interface language, keeps the choice, tells the server, and refreshes localised loader data. */
export function useChangeLanguage() {
  const { i18n, t } = useTranslation();
  const { revalidate } = useRevalidator();
  const refreshData = useDebounced(() => void revalidate(), DATA_REFRESH_DEBOUNCE_MS);

  return useCallback(
    (language: UiLanguage, options: ChangeLanguageOptions) => {
      keepLanguageChoice(language, options);
      // The other language's texts are fetched on first use (the page ships only one language):
      // every namespace the page holds now, so nothing on screen waits after the switch; the
      // namespaces of routes visited later are read on the way to them.
      const held = Object.keys(i18n.getDataByLanguage(i18n.language) ?? {}) as Namespace[];
      void import("./load-language")
        .then(({ ensureLanguageLoaded }) => ensureLanguageLoaded(i18n, language, held))
        .then(() => i18n.changeLanguage(language));
      sendToServer(language, t);
      refreshData();
    },
    [i18n, t, refreshData],
  );
}

/**
 * Keeps as the user's choice the language the page is already shown in (a `?lang=` address the
 * server rendered in that language): nothing to switch, fetch or re-render. The server already
 * rendered from the address and the cookie is written here, so it is told only when a customer
 * is signed in, whose mail follows the choice; an anonymous first visit loads no API code.
 */
export function useKeepLanguage() {
  const { t } = useTranslation();
  return useCallback(
    (language: UiLanguage) => {
      keepLanguageChoice(language, { remember: true });
      if (readToken() !== null) sendToServer(language, t);
    },
    [t],
  );
}
