import type { IncomingHttpHeaders } from "node:http";
import { isUiLanguage, LANG_QUERY_PARAM, type UiLanguage } from "@portico/domain";
import { languageFromCookieHeader } from "../modules/language/language-cookie.ts";
import { languageFromAcceptLanguage } from "./request-language.ts";

/** The `?lang=` of a page URL, when it names a supported language. */
export function languageFromUrl(url: string): UiLanguage | null {
  const query = url.indexOf("?");
  if (query === -1) return null;
  const value = new URLSearchParams(url.slice(query + 1)).get(LANG_QUERY_PARAM);
  return isUiLanguage(value) ? value : null;
}

/**
 * The language a page renders in: an explicit `?lang=` (the address of a page's other language
 * for search engines, see ADR 301), else the stored choice (the `language` cookie set by
 * POST /api/index/lang), else the browser's Accept-Language rule (spec 01 §1).
 */
export function ssrLanguage(headers: IncomingHttpHeaders, url = "/"): UiLanguage {
  return (
    languageFromUrl(url) ??
    languageFromCookieHeader(headers.cookie) ??
    languageFromAcceptLanguage(headers["accept-language"])
  );
}
