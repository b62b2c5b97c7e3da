import { LEGAL_DOCUMENT_KINDS, type LegalDocument, legalDocumentEndpoint } from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import type { CachedBody } from "../../plugins/public-cache/cached-body.ts";
import type { MemoCache } from "../../plugins/public-cache/memo-cache.ts";
import { sanitizeContentHtml } from "../content-html/content-html.service.ts";
import { legalDocument } from "./legal.service.ts";
import type { LegalDocumentRow } from "./legal.tables.ts";

function present(row: LegalDocumentRow, language: UiLanguage): LegalDocument {
  const zh = language === "zh-CN";
  return {
    kind: row.kind,
    title: zh ? row.titleZh : row.titleEn,
    content: sanitizeContentHtml(zh ? row.contentZh : row.contentEn),
    updated_at: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** GET /api/index/privacy and /api/index/terms: the legal pages' HTML from the database. */
export default async function legalRoutes(
  app: FastifyInstance,
  options: { db: Db; cache?: MemoCache<CachedBody> | undefined },
) {
  for (const kind of LEGAL_DOCUMENT_KINDS) {
    registerEndpoint(
      app,
      legalDocumentEndpoint[kind],
      async ({ language }) => present(await legalDocument(options.db, kind), language),
      { cache: options.cache },
    );
  }
}
