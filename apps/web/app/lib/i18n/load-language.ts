import type { UiLanguage } from "@portico/domain";
import type { i18n, ResourceLanguage } from "i18next";
import { NAMESPACES, type Namespace } from "./namespaces";

// One lazy chunk per language and namespace: the browser downloads only the texts it shows.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

/** One namespace of one language. */
export async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`Missing locale file ${language}/${namespace}.json`);
  return (await load()).default;
}

/** Every namespace of one language, fetched in parallel (a page whose texts block is missing). */
export async function loadLanguageResources(language: UiLanguage): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => [namespace, await loadNamespace(language, namespace)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Before a switch to `language`: the namespaces given (those the page holds in its current
 * language) that `language` lacks, added to the running instance. Others follow on navigation.
 */
export async function ensureLanguageLoaded(
  instance: i18n,
  language: UiLanguage,
  namespaces: readonly Namespace[],
): Promise<void> {
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
  const bundles = await Promise.all(missing.map((namespace) => loadNamespace(language, namespace)));
  missing.forEach((namespace, index) => {
    instance.addResourceBundle(language, namespace, bundles[index], true, true);
  });
}
