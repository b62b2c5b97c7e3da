import "../features/orders/orders-styles.css";

import type { RouteHandle } from "../../lib/route-handle";
import { OrderPage } from "../features/orders/components/order-page";
import type { Route } from "./+types/console-order";

export const handle: RouteHandle = { titleKey: "console:meta.order" };

/** `/console/orders/:orderNo`: one order, its payments and refunds, and the actions on it. */
export default function ConsoleOrder({ params }: Route.ComponentProps) {
  return <OrderPage key={params.orderNo} orderNo={params.orderNo} />;
}
