import { readFile } from "node:fs/promises";
import path from "node:path";
import { SUPPORTED_LANGUAGES, USE_CASE_NAMES, type UseCaseName } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import { REPO_ROOT } from "../../config.ts";

/** The use-case snippets ship with the code (content/snippets/{locale}/{name}.html). */
export const SNIPPETS_DIR = path.join(REPO_ROOT, "apps/server/content/snippets");

export type SnippetStore = { get(locale: UiLanguage, name: UseCaseName): string };

/**
 * Reads every snippet once at start (a dozen small files): a missing one fails the start
 * instead of a visitor's page, and serving them costs no disk access.
 */
export async function loadSnippetStore(dir = SNIPPETS_DIR): Promise<SnippetStore> {
  const snippets = new Map<string, string>();
  for (const locale of SUPPORTED_LANGUAGES) {
    for (const name of USE_CASE_NAMES) {
      snippets.set(`${locale}/${name}`, await readFile(path.join(dir, locale, `${name}.html`), "utf8"));
    }
  }
  return {
    get: (locale, name) => {
      const html = snippets.get(`${locale}/${name}`);
      if (html === undefined) throw new Error(`No snippet ${locale}/${name}`);
      return html;
    },
  };
}
