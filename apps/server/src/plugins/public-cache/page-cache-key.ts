import type { IncomingHttpHeaders } from "node:http";
import { CONSENT_COOKIE, FAQ_ARTICLE_PAGE_PATTERN, parseConsentCookie } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";

/**
 * Which page requests the page cache may answer, and under which key (ADR 011). A page is the
 * same for every anonymous visitor in one language, so the key is the path, the language the page
 * renders in and the query parameters that change it. Anything that could make a page personal
 * keeps the request away from the cache, both ways (never stored, never answered from it):
 * a session token, an Authorization header, a cookie other than the two the key takes in
 * (`language`, folded into the language; `cookie_consent`: whether a choice is stored, as the page
 * renders the consent banner only without one, ADR 442), an unknown query parameter, or a path
 * outside the public pages below.
 */
const SHARED_COOKIES = new Set(["language", CONSENT_COOKIE]);

/** Public pages: path pattern → the query parameters that change the page besides `lang`. */
const CACHED_PAGES: readonly [RegExp, readonly string[]][] = [
  [/^\/$/, []],
  [/^\/residential\/?$/, []],
  [/^\/staticisp\/?$/, []],
  [/^\/staticisp\/[A-Za-z0-9_-]{1,64}\.html$/, []],
  [/^\/cases\/[a-z0-9-]{1,64}$/, []],
  // Categories and pages of the list; a free-text `search` is not kept (one entry per query).
  [/^\/faq\/?$/, ["class", "page"]],
  // An article: its views are counted for each visitor the cache serves (article-views.ts).
  [FAQ_ARTICLE_PAGE_PATTERN, []],
  [/^\/privacy\/?$/, []],
  [/^\/terms\/?$/, []],
  [/^\/login\/?$/, []],
  [/^\/signup\/?$/, []],
  [/^\/findpassword\/?$/, []],
];
// Not cached: /resetpassword (a token in the query),
// /payment and /ucenter/* (a customer's own), and every path not listed.

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name !== "");
}

/** The public page rule of a path, if the page cache may hold it at all. */
function pageRuleOf(path: string): readonly [RegExp, readonly string[]] | undefined {
  return CACHED_PAGES.find(([pattern]) => pattern.test(path));
}

/** True when the page cache may hold a page at this URL: checked before anything else is read. */
export function isSharedPageUrl(url: string): boolean {
  const query = url.indexOf("?");
  return pageRuleOf(query === -1 ? url : url.slice(0, query)) !== undefined;
}

/** The cache key of a page request, or null when the cache must not answer or keep it. */
export function pageCacheKey(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  language: UiLanguage,
): string | null {
  if (method !== "GET") return null;
  if (headers.token !== undefined || headers.authorization !== undefined) return null;
  if (cookieNames(headers.cookie).some((name) => !SHARED_COOKIES.has(name))) return null;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const page = pageRuleOf(path);
  if (!page) return null;
  const params = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  const kept: string[] = [];
  for (const [name, value] of params) {
    if (name === "lang") continue;
    if (!page[1].includes(name)) return null;
    kept.push(`${name}=${value}`);
  }
  kept.sort();
  // The same reading of the cookie as the page's (root loader): with the banner, or without.
  const consent = headers.cookie !== undefined && parseConsentCookie(headers.cookie) !== null ? "chosen" : "banner";
  return `${language} ${consent} ${path}?${kept.join("&")}`;
}
