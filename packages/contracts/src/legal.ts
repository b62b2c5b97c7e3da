import { z } from "zod";

export const LEGAL_DOCUMENT_KINDS = ["privacy", "terms"] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** GET /api/index/privacy and GET /api/index/terms — sanitised HTML with its last update. */
export const LegalDocumentSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  title: z.string(),
  content: z.string(),
  /** Unix seconds: the page's "last updated" line. */
  updated_at: z.number().int(),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
