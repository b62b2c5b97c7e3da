import { USE_CASE_NAMES } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { articlePages } from "../help-centre/help-centre.service.ts";
import { legalPages } from "../legal/legal.service.ts";
import { regionsWithStock } from "../static-regions/static-regions.service.ts";
import type { SitemapSource } from "./sitemap.ts";

/** Pages that exist whatever the data: home, pricing, the FAQ list. */
const fixedPages: SitemapSource = async () => [
  { path: "/" },
  { path: "/residential/" },
  { path: "/staticisp/" },
  { path: "/faq/" },
];

const useCasePages: SitemapSource = async () => USE_CASE_NAMES.map((name) => ({ path: `/cases/${name}` }));

/** Every source of the sitemap, from the database where the pages come from it. */
export function sitemapSources(db: Db): SitemapSource[] {
  return [
    fixedPages,
    useCasePages,
    // Every static region has its own page with that region preselected.
    async () =>
      (await regionsWithStock(db)).map((region) => ({
        path: `/staticisp/${region.countryCode.toLowerCase()}.html`,
      })),
    async () =>
      (await articlePages(db)).map((article) => ({
        path: `/faq/${article.subtitle}.html`,
        lastModified: article.updatedAt,
      })),
    async () =>
      (await legalPages(db)).map((document) => ({
        path: `/${document.kind}`,
        lastModified: document.updatedAt,
      })),
  ];
}
