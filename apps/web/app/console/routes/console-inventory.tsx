import "../features/inventory/inventory-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { StockPage } from "../features/inventory/components/stock-page";

export const handle: RouteHandle = { titleKey: "console:meta.inventory" };

/** `/console/inventory`: static IPs per region, low stock flagged. */
export default function ConsoleInventory() {
  return <StockPage />;
}
