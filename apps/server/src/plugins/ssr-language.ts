import type { IncomingHttpHeaders } from "node:http";
import type { UiLanguage } from "@portico/domain";
import { languageFromCookieHeader } from "../modules/language/language-cookie.ts";
import { languageFromAcceptLanguage } from "./request-language.ts";

/**
 * The language a page renders in: the stored choice (the `language` cookie set by
 * POST /api/index/lang) first, else the browser's Accept-Language rule (spec 01 §1).
 */
export function ssrLanguage(headers: IncomingHttpHeaders): UiLanguage {
  return languageFromCookieHeader(headers.cookie) ?? languageFromAcceptLanguage(headers["accept-language"]);
}
