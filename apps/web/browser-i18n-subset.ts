import path from "node:path";
import type { Plugin } from "vite";

const SUBSET_DIR = path.resolve(import.meta.dirname, "app/lib/i18n/browser");

/** Package → the file that stands in for it in code that runs in the browser. */
export const BROWSER_SUBSETS: Readonly<Record<string, string>> = {
  i18next: path.join(SUBSET_DIR, "i18next-subset.ts"),
  "react-i18next": path.join(SUBSET_DIR, "react-i18next-subset.tsx"),
};

/**
 * i18next and react-i18next are ~23 KB gzip of a public page's JavaScript, a page whose budget
 * is 150 KB (ARCHITECTURE §7). The browser needs little of them: one language's texts, written
 * into the page, looked up by key. So browser code resolves the two packages to a subset of
 * their API with the same behaviour (ADR 305); the server renders with the real packages, and
 * the components import them as usual.
 */
export function browserI18nSubset(): Plugin {
  return {
    name: "portico:browser-i18n-subset",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.config.consumer !== "client") return null;
      return BROWSER_SUBSETS[source] ?? null;
    },
  };
}
