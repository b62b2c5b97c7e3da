import type { UiLanguage } from "@portico/domain";
import type { i18n } from "i18next";
import { createI18n } from "./create-i18n";
import { resources } from "./resources";

const instances = new Map<UiLanguage, i18n>();

/**
 * The server's i18next instance for one language, made once and shared by every render in it.
 * Server renders only read texts (the language of a render never changes, the resources are
 * bundled), so one instance per language gives the same output as one per request without
 * initialising i18next and its plural rules for each page (issue #14).
 */
export function serverI18n(language: UiLanguage): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, resources);
    instances.set(language, instance);
  }
  return instance;
}
