import "../features/orders/order-list-styles.css";

import { OrderListPage } from "../features/orders/components/order-list-page";
import { PaymentOverlayHost } from "../features/payment/components/payment-overlay-host";
import type { RouteHandle } from "../lib/route-handle";

export const handle: RouteHandle = { titleKey: "orders:meta.residentialTitle" };

/** Residential orders (spec 02 §2); the pay button opens the payment view over the list. */
export default function UcenterResidentialOrders() {
  return (
    <>
      <OrderListPage kind="residential" />
      <PaymentOverlayHost />
    </>
  );
}
