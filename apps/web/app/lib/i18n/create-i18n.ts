import { FALLBACK_LANGUAGE, type UiLanguage } from "@portico/domain";
import { type BackendModule, createInstance, type i18n, type Resource } from "i18next";
import { NAMESPACES } from "./namespaces";

/**
 * One instance per server language (all namespaces in memory) and one in the browser (the
 * language it shows, the page's namespaces; more added on navigation and on a switch). Resources
 * are passed in; the browser's `backend` reads the namespaces a page did not carry.
 */
export function createI18n(language: UiLanguage, resources: Resource, backend?: BackendModule): i18n {
  const instance = createInstance();
  if (backend) instance.use(backend);
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: ["en", "zh-CN"],
    resources,
    ns: NAMESPACES,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    // The browser may hold only Chinese: no English fallback bundle to fall back on.
    partialBundledLanguages: true,
  });
  return instance;
}
