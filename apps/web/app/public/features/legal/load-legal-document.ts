import { type LegalDocument, type LegalDocumentKind, legalDocumentEndpoint } from "@portico/contracts";
import type { RouterContextProvider } from "react-router";
import { serverCaller } from "../../../lib/api/server-call";
import { appContext } from "../../../lib/app-context";
import { formatLongDate } from "../../../lib/format-long-date";

export type LegalView = { document: LegalDocument; updated: string } | null;

/** A legal page's document and its last-updated day in the request's language; null when it fails to load. */
export async function loadLegalDocument(
  context: Readonly<RouterContextProvider>,
  kind: LegalDocumentKind,
): Promise<LegalView> {
  const document = await serverCaller(context)(legalDocumentEndpoint[kind]).catch(() => null);
  if (!document) return null;
  return { document, updated: formatLongDate(document.updated_at, context.get(appContext).language) };
}
