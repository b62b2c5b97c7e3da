import "../features/orders/orders-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { OrdersPage } from "../features/orders/components/orders-page";

export const handle: RouteHandle = { titleKey: "console:meta.orders" };

/** `/console/orders`: every customer's orders, filtered, with the xlsx export. */
export default function ConsoleOrders() {
  return <OrdersPage />;
}
