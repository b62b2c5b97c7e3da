import type { TranslationKey } from "./i18n/translation-key";

/** What a route module exports as `handle`: its document title and description keys. */
export type RouteHandle = {
  titleKey?: TranslationKey;
  descriptionKey?: TranslationKey;
  /** The public header hides on scroll down and returns on scroll up (spec 02 §2: home, privacy, terms). */
  autoHideHeader?: boolean;
};
