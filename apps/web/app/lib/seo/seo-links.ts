import { hreflangAlternates, localisedUrl, type UiLanguage } from "@portico/domain";

export type SeoLinks = {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
};

/**
 * Canonical and hreflang URLs of a public page (ADR 301): the path without its query, English
 * bare, Chinese with `?lang=zh-CN`. Query-driven views (a FAQ search) canonicalise to the page.
 */
export function seoLinks(origin: string, pathname: string, language: UiLanguage): SeoLinks {
  return {
    canonical: localisedUrl(origin, pathname, language),
    alternates: hreflangAlternates(origin, pathname),
    ogLocale: language === "zh-CN" ? "zh_CN" : "en_US",
  };
}
