import type { Namespace } from "./i18n/namespaces";
import type { TranslationKey } from "./i18n/translation-key";

/** What a route module exports as `handle`. */
export type RouteHandle = {
  /** Document title and description keys (pages whose title comes from data return `pageMeta`). */
  titleKey?: TranslationKey;
  descriptionKey?: TranslationKey;
  /** The header slides away while scrolling down (home, privacy, terms — spec 02 §2). */
  autoHideHeader?: boolean;
  /** Pages search engines must not index (the payment view, the user centre). */
  noindex?: boolean;
  /**
   * The translation namespaces this route's own modules render with, beyond common and shell
   * (lib/i18n/route-namespaces.ts): the page carries them, and a navigation loads them before
   * the route renders. Checked against the modules' texts by route-namespaces.test.ts.
   */
  namespaces?: readonly Namespace[];
};

/** A loader's answer may carry the page's title and description when they come from data. */
export type PageMeta = { title: string; description: string };
