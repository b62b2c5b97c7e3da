import type { LegalDocumentKind } from "@portico/contracts";
import type { Db } from "../../db/client.ts";
import { legalErrors } from "./legal.errors.ts";
import { findLegalDocument, listLegalDocumentDates } from "./legal.repository.ts";
import type { LegalDocumentRow } from "./legal.tables.ts";

export async function legalDocument(db: Db, kind: LegalDocumentKind): Promise<LegalDocumentRow> {
  const row = await findLegalDocument(db, kind);
  if (!row) throw legalErrors.documentNotFound();
  return row;
}

/** Each legal page and its last change, for the sitemap. */
export async function legalPages(db: Db): Promise<{ kind: LegalDocumentKind; updatedAt: Date }[]> {
  return listLegalDocumentDates(db);
}

/**
 * The version of what a customer accepts with the agreement box of signup and login, which names
 * both the privacy policy and the terms: the newest "last updated" time of the two documents, as
 * ISO 8601. It is the date each legal page shows, it changes exactly when either text is changed
 * (an edit must bump `updated_at`, which is what tells readers too), and it stays the same across
 * restarts and instances. Null when neither document exists: there is nothing to accept then.
 */
export async function agreementVersion(db: Db): Promise<string | null> {
  const dates = (await listLegalDocumentDates(db)).map((page) => page.updatedAt.getTime());
  return dates.length === 0 ? null : new Date(Math.max(...dates)).toISOString();
}
