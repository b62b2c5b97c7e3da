import "../features/content/content-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { NoticesContentPage } from "../features/content/components/notices-content-page";

export const handle: RouteHandle = { titleKey: "console:meta.contentNotices" };

/** `/console/content/notices`: the site notices above the public pages' header, in both languages with a preview. */
export default function ConsoleContentNotices() {
  return <NoticesContentPage />;
}
