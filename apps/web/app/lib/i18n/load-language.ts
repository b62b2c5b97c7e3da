import type { UiLanguage } from "@portico/domain";
import type { i18n, ResourceLanguage } from "i18next";
import { NAMESPACES } from "./namespaces";

// One lazy chunk per language and namespace: the browser downloads only the language it shows.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

/** Every namespace of one language, fetched in parallel. */
export async function loadLanguageResources(language: UiLanguage): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const load = files[`../../locales/${language}/${namespace}.json`];
      if (!load) throw new Error(`Missing locale file ${language}/${namespace}.json`);
      return [namespace, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Adds a language's resources to a running instance the first time it is needed. */
export async function ensureLanguageLoaded(instance: i18n, language: UiLanguage): Promise<void> {
  if (instance.hasResourceBundle(language, "common")) return;
  const resources = await loadLanguageResources(language);
  for (const [namespace, bundle] of Object.entries(resources)) {
    instance.addResourceBundle(language, namespace, bundle, true, true);
  }
}
