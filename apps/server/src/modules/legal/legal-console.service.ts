import type { ConsoleLegalDocument, LegalDocumentKind } from "@portico/contracts";
import { ContentConsoleError } from "@portico/contracts";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { defineErrors } from "../../plugins/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { type ContentActing, contentRefusalsAudited, storedContentBody } from "../content-html/content-html.service.ts";
import { type LegalDocumentRow, legalDocuments } from "./legal.tables.ts";

const RESOURCE = "legal_document";

const legalConsoleErrors = defineErrors({
  notFound: {
    code: ContentConsoleError.legal_document_not_found,
    en: "This legal page does not exist yet.",
    "zh-CN": "该法律页面尚不存在。",
  },
});

export type LegalDocumentInput = {
  title_en: string;
  title_zh: string;
  content_en: string;
  content_zh: string;
};

function present(row: LegalDocumentRow): ConsoleLegalDocument {
  return {
    kind: row.kind,
    title_en: row.titleEn,
    title_zh: row.titleZh,
    content_en: row.contentEn,
    content_zh: row.contentZh,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The console's legal pages (issue #25, item 5). An edit moves `updated_at`, which is the
 * agreement's version (legal.service agreementVersion); the edit and its audit row commit together.
 */
export function createLegalConsole(db: Db, now: () => Date) {
  return {
    async list(): Promise<ConsoleLegalDocument[]> {
      return (await db.select().from(legalDocuments).orderBy(asc(legalDocuments.kind))).map(present);
    },

    async update(acting: ContentActing, kind: LegalDocumentKind, input: LegalDocumentInput) {
      const action = "legal_document.update";
      return contentRefusalsAudited(db, acting, { action, resource: RESOURCE, resourceId: kind }, async () => {
        const columns = {
          titleEn: input.title_en,
          titleZh: input.title_zh,
          contentEn: storedContentBody(input.content_en, "en"),
          contentZh: storedContentBody(input.content_zh, "zh"),
          updatedAt: now(),
        };
        return db.transaction(async (tx) => {
          const [current] = await tx.select().from(legalDocuments).where(eq(legalDocuments.kind, kind)).for("update");
          if (!current) throw legalConsoleErrors.notFound();
          const [row] = await tx.update(legalDocuments).set(columns).where(eq(legalDocuments.kind, kind)).returning();
          if (!row) throw new Error(`legal document ${kind} vanished under its lock`);
          const after = present(row);
          await recordAudit(tx, {
            ...acting,
            action,
            resource: RESOURCE,
            resourceId: kind,
            before: present(current),
            after,
          });
          return after;
        });
      });
    },
  };
}
