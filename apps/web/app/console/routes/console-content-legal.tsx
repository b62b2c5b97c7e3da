import "../features/content/content-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { LegalContentPage } from "../features/content/components/legal-content-page";

export const handle: RouteHandle = { titleKey: "console:meta.contentLegal" };

/** `/console/content/legal`: the privacy policy and the terms, edited in both languages with a preview. */
export default function ConsoleContentLegal() {
  return <LegalContentPage />;
}
