import "../features/catalogue/catalogue-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { RegionsPage } from "../features/catalogue/components/regions-page";

export const handle: RouteHandle = { titleKey: "console:meta.catalogueStatic" };

/** `/console/catalogue/static`: the static regions and their period prices. */
export default function ConsoleCatalogueStatic() {
  return <RegionsPage />;
}
