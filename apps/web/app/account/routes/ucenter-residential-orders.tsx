import "../features/orders/order-list-styles.css";

import { orderHistory } from "@portico/contracts";
import { readOnEachVisit } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/route-handle";
import { PaymentOverlayHost } from "../../public/components/payment-overlay-host";
import { OrderListPage } from "../features/orders/components/order-list-page";

export const handle: RouteHandle = { titleKey: "orders:meta.residentialTitle", namespaces: ["orders"] };

export const clientLoader = readOnEachVisit(orderHistory);

/** Residential orders (spec 02 §2); the pay button opens the payment view over the list. */
export default function UcenterResidentialOrders() {
  return (
    <>
      <OrderListPage kind="residential" />
      <PaymentOverlayHost />
    </>
  );
}
