import { isUiLanguage, LANG_QUERY_PARAM } from "@portico/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { preferredLanguage } from "./language-preference";
import { useChangeLanguage, useKeepLanguage } from "./use-change-language";

/**
 * After hydration: a `?lang=` in the address is an explicit choice (the server already rendered
 * in it, so only the choice is stored: no switch, no reload of the page's data); otherwise apply
 * the browser-side language rule when it disagrees with the server's pick.
 */
export function usePreferredLanguage(): void {
  const { i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const keepLanguage = useKeepLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration.
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get(LANG_QUERY_PARAM);
    if (isUiLanguage(fromUrl)) {
      if (fromUrl === i18n.language) keepLanguage(fromUrl);
      else changeLanguage(fromUrl, { remember: true });
      return;
    }
    const preferred = preferredLanguage();
    if (preferred !== i18n.language) changeLanguage(preferred, { remember: false });
  }, []);
}
