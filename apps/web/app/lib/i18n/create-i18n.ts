import { FALLBACK_LANGUAGE, type UiLanguage } from "@portico/domain";
import { createInstance, type i18n } from "i18next";
import { NAMESPACES, resources } from "./resources";

/** One instance per server request (its language) and one in the browser; resources are in memory. */
export function createI18n(language: UiLanguage): i18n {
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
  });
  return instance;
}
