import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { onOpenPaymentView } from "../../lib/payment-view/open-payment-view";

// The view, its calls and their schemas load on the first open, never with the page (ADR 305, 310,
// 311). It is the user centre's code (account/): a public page reaches it only through import().
const PaymentOverlay = lazy(() =>
  import("../../account/features/payment/components/payment-overlay-loader").then((loader) =>
    loader.loadPaymentOverlay(),
  ),
);

/**
 * Mounted by the buy pages' and the wallet's routes: shows the payment view as an overlay when a
 * panel asks for it (`openPaymentView`). The overlay belongs to the page it was opened on, so a
 * navigation (the change-plan link, say) closes it.
 */
export function PaymentOverlayHost() {
  const location = useLocation();
  const locationKey = useRef(location.key);
  locationKey.current = location.key;
  const [open, setOpen] = useState<{ path: string; locationKey: string } | null>(null);

  useEffect(() => onOpenPaymentView((path) => setOpen({ path, locationKey: locationKey.current })), []);

  if (!open || open.locationKey !== location.key) return null;
  return (
    <Suspense fallback={null}>
      <PaymentOverlay path={open.path} onClose={() => setOpen(null)} />
    </Suspense>
  );
}
