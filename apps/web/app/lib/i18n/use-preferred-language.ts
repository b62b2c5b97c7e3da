import { isUiLanguage, LANG_QUERY_PARAM } from "@portico/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { readToken } from "../session/token";
import { preferredLanguage } from "./language-preference";
import { useChangeLanguage } from "./use-change-language";

/**
 * After hydration: a `?lang=` in the address is an explicit choice (the server already rendered
 * in it) and is stored as the user's language — the server is told only when a customer is
 * signed in, since their mail follows it; otherwise apply the browser-side language rule when
 * it disagrees with the server's pick.
 */
export function usePreferredLanguage(): void {
  const { i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration.
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get(LANG_QUERY_PARAM);
    if (isUiLanguage(fromUrl)) {
      changeLanguage(fromUrl, { remember: true, tellServer: readToken() !== null });
      return;
    }
    const preferred = preferredLanguage();
    if (preferred !== i18n.language) changeLanguage(preferred, { remember: false });
  }, []);
}
