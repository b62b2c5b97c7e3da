import { z } from "zod";
import { access } from "../access.ts";
import { defineEndpoint } from "../endpoint.ts";
import { CommonError } from "../error-codes.ts";
import { LEGAL_DOCUMENT_KINDS } from "./legal.codes.ts";

/** Sanitised HTML with its last update. */
export const LegalDocumentSchema = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  title: z.string(),
  content: z.string(),
  /** Unix seconds: the page's "last updated" line. */
  updated_at: z.number().int(),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

export const privacyPolicy = defineEndpoint({
  operationId: "privacyPolicy",
  method: "GET",
  path: "/api/index/privacy",
  tag: "legal",
  summary: "The privacy policy",
  access: access.public("optional"),
  response: LegalDocumentSchema,
  errors: [CommonError.not_found],
});

export const termsOfService = defineEndpoint({
  operationId: "termsOfService",
  method: "GET",
  path: "/api/index/terms",
  tag: "legal",
  summary: "The terms of service",
  access: access.public("optional"),
  response: LegalDocumentSchema,
  errors: [CommonError.not_found],
});

/** The endpoint of each legal page. */
export const legalDocumentEndpoint = { privacy: privacyPolicy, terms: termsOfService } as const;
