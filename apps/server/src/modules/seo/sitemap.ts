import { hreflangAlternates, localisedUrl } from "@portico/domain";

/** One page of the sitemap: its path (English URL) and, when known, its last change. */
export type SitemapEntry = { path: string; lastModified?: Date };

/**
 * A source of sitemap pages. The sitemap is the concatenation of its sources, so a new kind
 * of page (region pages, for instance) is one more source in `sitemapSources`.
 */
export type SitemapSource = () => Promise<SitemapEntry[]>;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Each page is listed in both languages, each entry carrying all hreflang alternates. */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = hreflangAlternates(origin, entry.path)
      .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join("");
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    return (["en", "zh-CN"] as const).map(
      (language) =>
        `<url><loc>${escapeXml(localisedUrl(origin, entry.path, language))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join("\n")}\n</urlset>\n`
  );
}

export async function collectSitemapEntries(sources: SitemapSource[]): Promise<SitemapEntry[]> {
  return (await Promise.all(sources.map((source) => source()))).flat();
}
