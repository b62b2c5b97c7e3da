import type { LegalDocumentKind } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import type { LegalDocumentRow } from "../../db/schema/index.ts";
import { legalErrors } from "./legal.errors.ts";
import { findLegalDocument, listLegalDocumentDates } from "./legal.repository.ts";

export async function legalDocument(db: Db, kind: LegalDocumentKind): Promise<LegalDocumentRow> {
  const row = await findLegalDocument(db, kind);
  if (!row) throw legalErrors.documentNotFound();
  return row;
}

/** Each legal page and its last change, for the sitemap. */
export async function legalPages(db: Db): Promise<{ kind: LegalDocumentKind; updatedAt: Date }[]> {
  return listLegalDocumentDates(db);
}
