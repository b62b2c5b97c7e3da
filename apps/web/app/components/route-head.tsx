import { isUiLanguage } from "@portico/domain";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import type { TranslationKey } from "../lib/i18n/translation-key";
import type { PageMeta, RouteHandle } from "../lib/route-handle";
import { seoLinks } from "../lib/seo/seo-links";
import { useProductName, usePublicConfig } from "../lib/use-public-config";

type Match = ReturnType<typeof useMatches>[number];

function deepestHandle<K extends keyof RouteHandle>(matches: Match[], key: K): RouteHandle[K] | undefined {
  for (const match of matches.toReversed()) {
    const value = (match.handle as RouteHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

function deepestPageMeta(matches: Match[]): PageMeta | undefined {
  for (const match of matches.toReversed()) {
    const meta = (match.loaderData as { pageMeta?: PageMeta } | undefined)?.pageMeta;
    if (meta) return meta;
  }
  return undefined;
}

/**
 * The document head of every route: title from the deepest route's title key or its loader's
 * `pageMeta`, falling back to the product name; on public pages also the description, the
 * canonical URL, hreflang alternates (en, zh-CN, x-default) and Open Graph tags.
 */
export function RouteHead() {
  // Title and description keys are written "namespace:key", of namespaces the routes declare
  // (lib/i18n/route-namespaces.ts): the default namespace's t reads them all.
  const { t: translate, i18n } = useTranslation();
  const t = translate as unknown as (key: TranslationKey) => string;
  const productName = useProductName();
  const publicUrl = usePublicConfig()?.publicUrl;
  const { pathname } = useLocation();
  const matches = useMatches();
  const pageMeta = deepestPageMeta(matches);
  const titleKey = deepestHandle(matches, "titleKey");
  const descriptionKey = deepestHandle(matches, "descriptionKey");
  const noindex = deepestHandle(matches, "noindex") === true;

  const pageTitle = pageMeta?.title ?? (titleKey ? t(titleKey) : undefined);
  const title = pageTitle ? `${pageTitle} | ${productName}` : productName;
  const description = pageMeta?.description ?? (descriptionKey ? t(descriptionKey) : t("common:meta.description"));
  const language = isUiLanguage(i18n.language) ? i18n.language : "en";
  const links = publicUrl && !noindex ? seoLinks(publicUrl, pathname, language) : undefined;

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {links ? (
        <>
          <link rel="canonical" href={links.canonical} />
          {links.alternates.map((alternate) => (
            <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
          ))}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={productName} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={links.canonical} />
          <meta property="og:locale" content={links.ogLocale} />
        </>
      ) : null}
    </>
  );
}
