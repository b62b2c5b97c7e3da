import "../features/inventory/inventory-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { ImportPage } from "../features/inventory/components/import-page";

export const handle: RouteHandle = { titleKey: "console:meta.inventoryImport" };

/** `/console/inventory/import`: a CSV of static IPs, checked, then committed as a job. */
export default function ConsoleInventoryImport() {
  return <ImportPage />;
}
