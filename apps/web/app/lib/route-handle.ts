import type { TranslationKey } from "./i18n/translation-key";

/** What a route module exports as `handle`: its document title and description keys. */
export type RouteHandle = {
  titleKey?: TranslationKey;
  descriptionKey?: TranslationKey;
};
