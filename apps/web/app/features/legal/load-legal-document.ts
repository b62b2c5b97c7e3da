import type { LegalDocument } from "@portico/contracts";
import type { RouterContextProvider } from "react-router";
import { serverApi } from "../../lib/api/server-api";
import { appContext } from "../../lib/app-context";
import { formatLongDate } from "../../lib/format-long-date";

export type LegalView = { document: LegalDocument; updated: string } | null;

/** A legal page's document and its last-updated day in the request's language; null when it fails to load. */
export async function loadLegalDocument(
  context: Readonly<RouterContextProvider>,
  kind: "privacy" | "terms",
): Promise<LegalView> {
  const document = await serverApi(context)
    .legalDocument(kind)
    .catch(() => null);
  if (!document) return null;
  return { document, updated: formatLongDate(document.updated_at, context.get(appContext).language) };
}
