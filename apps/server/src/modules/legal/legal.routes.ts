import {
  ApiPath,
  type LegalDocument,
  type LegalDocumentKind,
  LegalDocumentSchema,
  okEnvelope,
} from "@portico/contracts";
import type { UiLanguage } from "@portico/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { LegalDocumentRow } from "../../db/schema/index.ts";
import { AppError } from "../../plugins/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { sanitizeContentHtml } from "../content-html/sanitize-content-html.ts";
import { findLegalDocument } from "./legal.repository.ts";

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
export default async function legalRoutes(app: FastifyInstance, options: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const routes: [string, LegalDocumentKind, string][] = [
    [ApiPath.privacy, "privacy", "The privacy policy"],
    [ApiPath.terms, "terms", "The terms of service"],
  ];
  for (const [url, kind, summary] of routes) {
    api.get(
      url,
      { schema: { tags: ["legal"], summary, response: { 200: okEnvelope(LegalDocumentSchema) } } },
      async (request) => {
        const row = await findLegalDocument(options.db, kind);
        if (!row) throw new AppError("not_found", { messageKey: "legal_document_not_found" });
        return ok(present(row, request.language));
      },
    );
  }
}
