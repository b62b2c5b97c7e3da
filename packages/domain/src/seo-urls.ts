import type { UiLanguage } from "./language.ts";

/**
 * The language is not in the path, so a page's Chinese version is addressed by `?lang=zh-CN`
 * and its English version by the bare URL (which is also x-default). The server renders the
 * language a `lang` query names, so each of these URLs is crawlable on its own.
 */
export const LANG_QUERY_PARAM = "lang";

/** The absolute URL of `path` in `language`; other query parameters are kept. */
export function localisedUrl(origin: string, path: string, language: UiLanguage): string {
  // String work rather than URL: the domain package runs without DOM or Node globals.
  const [pathname = "/", query = ""] = path.split("?", 2);
  const params = query.split("&").filter((pair) => pair !== "" && pair.split("=")[0] !== LANG_QUERY_PARAM);
  if (language !== "en") params.push(`${LANG_QUERY_PARAM}=${language}`);
  const base = origin.replace(/\/+$/, "");
  return `${base}${pathname.startsWith("/") ? "" : "/"}${pathname}${params.length > 0 ? `?${params.join("&")}` : ""}`;
}

export type HreflangAlternate = { hreflang: "en" | "zh-CN" | "x-default"; href: string };

export function hreflangAlternates(origin: string, path: string): HreflangAlternate[] {
  const english = localisedUrl(origin, path, "en");
  return [
    { hreflang: "en", href: english },
    { hreflang: "zh-CN", href: localisedUrl(origin, path, "zh-CN") },
    { hreflang: "x-default", href: english },
  ];
}
