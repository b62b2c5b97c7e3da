import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type LegalDocumentRow, legalDocuments } from "./legal.tables.ts";

export async function findLegalDocument(db: Db, kind: "privacy" | "terms"): Promise<LegalDocumentRow | undefined> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind)).limit(1);
  return row;
}

export async function listLegalDocumentDates(db: Db): Promise<{ kind: "privacy" | "terms"; updatedAt: Date }[]> {
  return db.select({ kind: legalDocuments.kind, updatedAt: legalDocuments.updatedAt }).from(legalDocuments);
}
