import "../features/catalogue/catalogue-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { PlansPage } from "../features/catalogue/components/plans-page";

export const handle: RouteHandle = { titleKey: "console:meta.cataloguePlans" };

/** `/console/catalogue/plans`: the residential plans. */
export default function ConsoleCataloguePlans() {
  return <PlansPage />;
}
