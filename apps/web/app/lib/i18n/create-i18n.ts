import { FALLBACK_LANGUAGE, type UiLanguage } from "@portico/domain";
import { createInstance, type i18n, type Resource } from "i18next";
import { NAMESPACES } from "./namespaces";

/**
 * One instance per server request (all languages in memory) and one in the browser (the
 * language it shows, more added on a switch). Resources are passed in, never fetched by i18next.
 */
export function createI18n(language: UiLanguage, resources: Resource): i18n {
  const instance = createInstance();
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
