import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { preferredLanguage } from "./language-preference";
import { useChangeLanguage } from "./use-change-language";

/** After hydration, apply the browser-side language rule when it disagrees with the server's pick. */
export function usePreferredLanguage(): void {
  const { i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration.
  useEffect(() => {
    const preferred = preferredLanguage();
    if (preferred !== i18n.language) changeLanguage(preferred, { remember: false });
  }, []);
}
