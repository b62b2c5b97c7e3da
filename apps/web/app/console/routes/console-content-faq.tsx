import "../features/content/content-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { FaqContentPage } from "../features/content/components/faq-content-page";

export const handle: RouteHandle = { titleKey: "console:meta.contentFaq" };

/** `/console/content/faq`: the help centre's articles, edited in both languages with a preview. */
export default function ConsoleContentFaq() {
  return <FaqContentPage />;
}
